/**
 * Content moderation: administrators list what performers sell, one kind at a time
 * (videos, galleries, products; deleted and inactive items too, since buyers may still
 * have them), take an item down with a reason and put it back. A taken-down item is shown
 * to nobody but its performer (and administrators) and sold no more, whatever its status;
 * its buyers lose it while it is down (assets/items.ts `visibleItem`, `openedBy`). Each
 * decision is audit-logged in its own transaction, and its performer is told by mail in
 * their language (sent after the answer: a mail server that fails fails nothing here); their
 * list says why.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { BackgroundWork } from '../../background';
import { readPage } from '../../db/paging';
import { containsPattern } from '../../db/like';
import { accounts, performerGalleries, performerPhotos, performerProducts, performerVideos } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { COVER_FIRST } from '../assets/galleries';
import { takedownOf } from '../assets/items';
import { toTokens } from '../ledger/ledger';
import { composeMail, mailLocale, mailText, siteLink } from '../../mail/translations';
import type { ItemKind, ModeratedItem, ModeratedItemList, ModeratedItemQuery, TakedownBody } from '@/shared/schemas/moderation';

export const MODERATION_TEXTS = {
  notFound: 'Item not found',
  alreadyDown: 'This item has been taken down already',
  notDown: 'This item is not taken down',
} as const;

/** Each kind's table and its picture (a stored key): a video's, a gallery's cover (COVER_FIRST), a product's. */
const KINDS = {
  videos: { table: performerVideos, picture: sql<string | null>`${performerVideos.thumbnailPath}` },
  galleries: {
    table: performerGalleries,
    picture: sql<string | null>`(select ${performerPhotos.previewPath} from ${performerPhotos}
      where ${performerPhotos.galleryId} = ${performerGalleries.id} order by ${sql.join(COVER_FIRST, sql`, `)} limit 1)`,
  },
  products: { table: performerProducts, picture: sql<string | null>`${performerProducts.imagePath}` },
} as const;

export function createContentModerationService(deps: Deps, background: BackgroundWork) {
  const { db } = deps.database;
  const { files, mailer, config } = deps;

  const select = (kind: ItemKind) => {
    const { table, picture } = KINDS[kind];
    return db
      .select({
        id: table.id,
        title: table.title,
        picture,
        priceMinor: table.priceMinor,
        status: table.status,
        deletedAt: table.deletedAt,
        takenDownAt: table.takenDownAt,
        takedownReason: table.takedownReason,
        createdAt: table.createdAt,
        performerId: table.performerId,
        name: accounts.name,
        username: accounts.username,
        email: accounts.email,
        locale: accounts.locale,
      })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.performerId));
  };
  type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

  const toItem = (kind: ItemKind, row: Row): ModeratedItem => ({
    _id: row.id,
    kind,
    title: row.title,
    picture: row.picture ? files.url(row.picture) : null,
    price: toTokens(row.priceMinor),
    status: row.status,
    deleted: Boolean(row.deletedAt),
    performer: { _id: row.performerId, name: row.name, username: row.username },
    takenDown: takedownOf(row),
    createdAt: row.createdAt.toISOString(),
  });

  async function one(kind: ItemKind, id: string): Promise<Row> {
    const [row] = await select(kind).where(eq(KINDS[kind].table.id, id));
    if (!row) throw notFound(MODERATION_TEXTS.notFound);
    return row;
  }

  /** Tells the performer, in their language, that their item was taken down (with why) or is back; links their list of its kind. */
  async function mailPerformer(kind: ItemKind, row: Row, reason: string | null) {
    const locale = mailLocale(row.locale);
    const what = reason === null ? 'restored' : 'takenDown';
    await mailer.send(
      composeMail(row, locale, {
        subject: mailText(locale, `mail.content.${what}.subject`, { title: row.title }),
        paragraphs: [
          mailText(locale, `mail.content.${what}.text`, { title: row.title }),
          reason === null ? '' : mailText(locale, 'mail.content.reason', { reason }),
        ],
        link: siteLink(config.siteUrl, locale, `/performer/${kind}`),
      }),
    );
  }

  /** Takes one item down with `reason`, or puts it back (null); audit-logged in the change's transaction. */
  async function decide(kind: ItemKind, id: string, actor: AuditActor, reason: string | null): Promise<ModeratedItem> {
    const { table } = KINDS[kind];
    const before = await one(kind, id);
    if (reason !== null && before.takenDownAt) throw badRequest(MODERATION_TEXTS.alreadyDown);
    if (reason === null && !before.takenDownAt) throw badRequest(MODERATION_TEXTS.notDown);
    await db.transaction(async (tx) => {
      const now = new Date();
      const [changed] = await tx
        .update(table)
        .set({ takenDownAt: reason === null ? null : now, takedownReason: reason, updatedAt: now })
        .where(and(eq(table.id, id), reason === null ? isNotNull(table.takenDownAt) : isNull(table.takenDownAt)))
        .returning({ id: table.id });
      // Another administrator decided meanwhile: theirs stands.
      if (!changed) throw badRequest(reason === null ? MODERATION_TEXTS.notDown : MODERATION_TEXTS.alreadyDown);
      await recordAudit(tx, actor, {
        action: reason === null ? 'content.restore' : 'content.take-down',
        targetType: 'content',
        targetId: id,
        before: { kind, takenDown: Boolean(before.takenDownAt), reason: before.takedownReason },
        after: { kind, takenDown: reason !== null, reason },
        reason,
      });
    });
    const after = await one(kind, id);
    background.run(`mailing the moderation of ${kind} ${id} to its performer`, () => mailPerformer(kind, after, reason));
    return toItem(kind, after);
  }

  return {
    /** GET /admin/performer-assets/{kind}/search: newest first; `q` finds titles and performers. */
    async search(kind: ItemKind, query: ModeratedItemQuery): Promise<ModeratedItemList> {
      const { table } = KINDS[kind];
      const q = query.q?.trim();
      const conditions: (SQL | undefined)[] = [
        q
          ? or(
              ilike(table.title, containsPattern(q)),
              ilike(accounts.name, containsPattern(q)),
              ilike(accounts.username, containsPattern(q)),
            )
          : undefined,
        query.takenDown === undefined ? undefined : query.takenDown ? isNotNull(table.takenDownAt) : isNull(table.takenDownAt),
      ];
      const where = and(...conditions);
      const { rows, total } = await readPage(
        select(kind).where(where).orderBy(desc(table.createdAt), desc(table.id)),
        db.select({ total: count() }).from(table).innerJoin(accounts, eq(accounts.id, table.performerId)).where(where),
        query,
        20,
      );
      return { total, data: rows.map((row) => toItem(kind, row)) };
    },

    /** POST /admin/performer-assets/{kind}/{id}/take-down. */
    takeDown: (kind: ItemKind, id: string, body: TakedownBody, actor: AuditActor) => decide(kind, id, actor, body.reason.trim()),

    /** POST /admin/performer-assets/{kind}/{id}/restore. */
    restore: (kind: ItemKind, id: string, actor: AuditActor) => decide(kind, id, actor, null),
  };
}
