/**
 * Site promotions: the public list (active, and now within the promo's dates) and the
 * administrators' CRUD. A promo's picture is an upload kept in the public store; a
 * replaced or deleted promo's picture is removed after its change committed. Every
 * administrator's change writes its audit row in the change's transaction.
 */
import { and, asc, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import { sitePromos } from '../../db/schema';
import { notFound } from '../../errors';
import type { Upload } from '../../multipart-form';
import { ValidationError } from '../../validation';
import { itemAudit, type AuditActor } from '../audit/service';
import type { ListPage } from '@/shared/schemas/common';
import type { SitePromo } from '@/shared/schemas/performers';
import type { AdminSitePromo, AdminSitePromoList, AdminSitePromoQuery, PromoFields } from '@/shared/schemas/promos';
import { translationOf } from '@/shared/translations';

type PromoRow = typeof sitePromos.$inferSelect;

export const PROMO_TEXTS = {
  notFound: 'Promotion not found',
  endBeforeStart: 'The end date must be after the start date',
} as const;

/** Showing now: active, started, not ended. */
const showingNow = () => {
  const now = new Date();
  return and(
    eq(sitePromos.status, 'active'),
    or(isNull(sitePromos.startAt), lte(sitePromos.startAt, now)),
    or(isNull(sitePromos.endAt), gt(sitePromos.endAt, now)),
  );
};

const isShowing = (row: PromoRow, now = new Date()) =>
  row.status === 'active' && (!row.startAt || row.startAt <= now) && (!row.endAt || row.endAt > now);

/** A promo's audit rows, with what they keep of it. */
const promoAudit = itemAudit('promo', (row: PromoRow) => ({
  title: row.title,
  text: row.text,
  imageUrl: row.imageUrl,
  link: row.link,
  startAt: row.startAt?.toISOString() ?? null,
  endAt: row.endAt?.toISOString() ?? null,
  ordering: row.ordering,
  status: row.status,
  audience: row.audience,
}));

/** A stored upload's key, or a picture shipped with the site or elsewhere: not ours to remove. */
const isStoredUpload = (value: string | null): value is string => !!value && !value.startsWith('/') && !/^https?:\/\//.test(value);

export function createPromoService(deps: Deps) {
  const { db } = deps.database;
  const { files } = deps;
  const imageUrl = (value: string | null) => (value && isStoredUpload(value) ? files.url(value) : value);

  const toAdmin = (row: PromoRow): AdminSitePromo => ({
    _id: row.id,
    title: row.title,
    text: row.text,
    imageUrl: imageUrl(row.imageUrl),
    link: row.link,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    ordering: row.ordering,
    status: row.status,
    audience: row.audience,
    showing: isShowing(row),
    createdAt: row.createdAt.toISOString(),
  });

  /** The columns of `fields`; the dates checked against each other (with the promo's other date when only one is sent). */
  function valuesOf(fields: PromoFields, current?: PromoRow) {
    const dateOf = (sent: string | undefined, was: Date | null | undefined) =>
      sent === undefined ? (was ?? null) : sent === '' ? null : new Date(sent);
    const startAt = dateOf(fields.startAt, current?.startAt);
    const endAt = dateOf(fields.endAt, current?.endAt);
    if (startAt && endAt && endAt <= startAt) {
      throw new ValidationError([
        {
          keyword: 'after',
          instancePath: '/endAt',
          params: {},
          parentSchema: { errorMessage: PROMO_TEXTS.endBeforeStart },
          message: PROMO_TEXTS.endBeforeStart,
        },
      ]);
    }
    return {
      title: fields.title.trim(),
      text: fields.text?.trim() || null,
      link: fields.link?.trim() || null,
      startAt,
      endAt,
      ordering: fields.ordering ?? current?.ordering ?? 0,
      status: fields.status ?? current?.status ?? 'active',
      audience: fields.audience ?? current?.audience ?? 'everyone',
    };
  }

  return {
    /** GET /site-promo/search: what the home page shows now, in the asked language when translated. */
    async showing(locale?: string): Promise<ListPage<SitePromo>> {
      const rows = await db.select().from(sitePromos).where(showingNow()).orderBy(asc(sitePromos.ordering), asc(sitePromos.createdAt));
      const data = rows.map((row) => ({
        _id: row.id,
        title: translationOf(row.titleTranslations, locale) || row.title,
        text: translationOf(row.textTranslations, locale) || row.text,
        imageUrl: imageUrl(row.imageUrl),
        link: row.link,
        audience: row.audience,
      }));
      return { data, total: data.length };
    },

    /** GET /admin/site-promos: every promo, in the home page's order. */
    async list(query: AdminSitePromoQuery): Promise<AdminSitePromoList> {
      const { rows, total } = await readPage(
        db.select().from(sitePromos).orderBy(asc(sitePromos.ordering), desc(sitePromos.createdAt)),
        db.select({ total: count() }).from(sitePromos),
        query,
        20,
      );
      return { data: rows.map(toAdmin), total };
    },

    /** POST /admin/site-promos. */
    async create(actor: AuditActor, fields: PromoFields, image: Upload | undefined): Promise<AdminSitePromo> {
      const values = valuesOf(fields);
      const key = image ? await image.keep('public', 'promos') : null;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(sitePromos)
          .values({ ...values, imageUrl: key })
          .returning();
        await promoAudit.created(tx, actor, created);
        return created;
      });
      return toAdmin(row);
    },

    /** PUT /admin/site-promos/{id}: the fields sent; a new picture replaces the old one, `removeImage` drops it. */
    async update(actor: AuditActor, id: string, fields: PromoFields, image: Upload | undefined): Promise<AdminSitePromo> {
      const [current] = await db.select().from(sitePromos).where(eq(sitePromos.id, id));
      if (!current) throw notFound(PROMO_TEXTS.notFound);
      const values = valuesOf(fields, current);
      const key = image ? await image.keep('public', 'promos') : fields.removeImage ? null : current.imageUrl;
      const { before, row } = await db.transaction(async (tx) => {
        // Locked, so two saves in parallel record what each really changed.
        const [locked] = await tx.select().from(sitePromos).where(eq(sitePromos.id, id)).for('update');
        if (!locked) throw notFound(PROMO_TEXTS.notFound);
        const [updated] = await tx
          .update(sitePromos)
          .set({ ...values, imageUrl: key, updatedAt: new Date() })
          .where(eq(sitePromos.id, id))
          .returning();
        await promoAudit.updated(tx, actor, locked, updated);
        return { before: locked, row: updated };
      });
      if (before.imageUrl !== row.imageUrl && isStoredUpload(before.imageUrl)) await files.remove(before.imageUrl);
      return toAdmin(row);
    },

    /** DELETE /admin/site-promos/{id}. */
    async remove(actor: AuditActor, id: string): Promise<{ success: boolean }> {
      const row = await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(sitePromos).where(eq(sitePromos.id, id)).returning();
        if (!deleted) throw notFound(PROMO_TEXTS.notFound);
        await promoAudit.deleted(tx, actor, deleted);
        return deleted;
      });
      if (isStoredUpload(row.imageUrl)) await files.remove(row.imageUrl);
      return { success: true };
    },
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
