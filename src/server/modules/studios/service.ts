/**
 * A studio's members (docs/domain.md#studios): the studio's list of members and invited
 * performers, inviting an existing performer or making a new performer account as a
 * member, making a member active or inactive, removing one; the performer's side:
 * their invitations, accepting or declining one, leaving the studio.
 *
 * Tenancy: every studio route about one member goes through `ownMember`, which answers
 * 404 for a performer who is not the studio's (as if unknown). A performer belongs to one
 * studio at most (`performers.studioId`); accepting sets it only while it is empty, in
 * one conditional UPDATE, so two studios' invitations accepted at once make one member.
 * The ledger splits each sale by the membership and share of its moment, so leaving or
 * being removed changes only later sales.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { readPage } from '../../db/paging';
import { accounts, earnings, performers, studioInvitations, studios } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { composeMail, mailLocale, mailText, siteLink } from '../../mail/translations';
import { hashPassword } from '../../security/passwords';
import { oneTimeSecret } from '../../security/tokens';
import { issueLink } from '../auth/links';
import { refuseTaken } from '../auth/service';
import { isUniqueViolation, toTokens } from '../ledger/ledger';
import { commissionDefaults } from '../ledger/defaults';
import { announceStreamingStatus, setOwnStreamingStatus } from '../streams/service';
import type { createSettingsService } from '../settings/service';
import type { BackgroundWork } from '../../background';
import { dateOfBirthProblem } from '@/shared/adult';
import { PLACEHOLDERS, type StreamingStatus } from '@/shared/constants';
import {
  STUDIO_TEXTS,
  type AddMemberBody,
  type AddMemberResult,
  type MemberStatus,
  type StudioInvitation,
  type StudioMember,
  type StudioMemberList,
  type StudioMembersQuery,
} from '@/shared/schemas/studios';

type Settings = ReturnType<typeof createSettingsService>;
type MembershipChange = 'invited' | 'withdrawn' | 'accepted' | 'declined' | 'left' | 'active' | 'inactive' | 'removed';

const lower = (value: string) => value.trim().toLowerCase();

/**
 * The one tenancy check of the studio's routes about a member: the performer's row when
 * they are `studioId`'s member, else 404 as if unknown (another studio's member, a
 * performer of no studio, anyone else). In `tx` when given, locking the row.
 */
export async function ownMember(db: Db | Tx, studioId: string, performerId: string, lock = false) {
  const query = db
    .select({ id: performers.accountId, memberStatus: performers.memberStatus, streamingStatus: performers.streamingStatus })
    .from(performers)
    .where(and(eq(performers.accountId, performerId), eq(performers.studioId, studioId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(STUDIO_TEXTS.memberNotFound);
  return row;
}

export function createStudioService(deps: Deps, settings: Settings, background: BackgroundWork) {
  const { db } = deps.database;
  const { config, mailer } = deps;

  /** Mails `key` (`mail.studio.{key}.subject`, `.text`, `.action`) to the account, in its language, after the answer. */
  function mailLater(accountId: string, key: string, values: Record<string, string>, page: string) {
    background.run(`mailing studio ${key}`, async () => {
      const [account] = await db
        .select({ email: accounts.email, name: accounts.name, locale: accounts.locale })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!account) return;
      const locale = mailLocale(account.locale);
      await mailer.send(
        composeMail(account, locale, {
          subject: mailText(locale, `mail.studio.${key}.subject`, values),
          paragraphs: [mailText(locale, `mail.studio.${key}.text`, values)],
          action: mailText(locale, `mail.studio.${key}.action`),
          link: siteLink(config.siteUrl, locale, page),
        }),
      );
    });
  }

  const tell = (to: string, change: MembershipChange, studioId: string, performerId: string) =>
    deps.realtime.toAccount(to, 'studio/membership', { change, studioId, performerId });

  async function nameOf(accountId: string) {
    const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
    return row?.name ?? '';
  }

  /** The performer's studio returns to none: own share and status cleared. Returns whether they were `studioId`'s member. */
  async function endMembership(tx: Db | Tx, studioId: string, performerId: string) {
    const [row] = await tx
      .update(performers)
      .set({ studioId: null, memberStatus: 'active', memberSharePercent: null, updatedAt: new Date() })
      .where(and(eq(performers.accountId, performerId), eq(performers.studioId, studioId)))
      .returning({ id: performers.accountId });
    return Boolean(row);
  }

  /**
   * What the members' sales made for the studio in the range, per member: the gross of
   * each sale, the member's net and the studio's, from the studio's rows of the ledger
   * and the performer's rows of the same sales.
   */
  async function earningsOf(studioId: string, performerIds: string[], query: StudioMembersQuery) {
    if (!performerIds.length) return new Map<string, { gross: number; member: number; studio: number }>();
    const range: SQL[] = [
      ...(query.fromDate ? [sql`s.created_at >= ${new Date(query.fromDate).toISOString()}`] : []),
      ...(query.toDate ? [sql`s.created_at <= ${new Date(query.toDate).toISOString()}`] : []),
    ];
    const ids = sql.join(
      performerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const { rows } = await db.execute<{ performer_id: string; gross: string; member: string; studio: string }>(sql`
      select s.performer_id, coalesce(sum(s.gross_minor), 0)::text as gross, coalesce(sum(p.net_minor), 0)::text as member,
             coalesce(sum(s.net_minor), 0)::text as studio
      from ${earnings} s
      left join ${earnings} p on p.transaction_id = s.transaction_id and p.earner_kind = 'performer' and p.account_id = s.performer_id
      where s.account_id = ${studioId} and s.earner_kind = 'studio' and s.performer_id in (${ids})
      ${range.length ? sql`and ${sql.join(range, sql` and `)}` : sql``}
      group by s.performer_id`);
    return new Map(
      rows.map((row) => [
        row.performer_id,
        { gross: toTokens(BigInt(row.gross)), member: toTokens(BigInt(row.member)), studio: toTokens(BigInt(row.studio)) },
      ]),
    );
  }

  /** Finds the performer an invitation names, by username or e-mail address; refuses yourself and everyone who is no performer. */
  async function invitee(studioId: string, typed: string) {
    const [account] = await db
      .select({ id: accounts.id, kind: accounts.kind, studioId: performers.studioId })
      .from(accounts)
      .leftJoin(performers, eq(performers.accountId, accounts.id))
      .where(or(sql`lower(${accounts.username}) = ${lower(typed)}`, sql`lower(${accounts.email}) = ${lower(typed)}`))
      .limit(1);
    if (account?.id === studioId) throw badRequest(STUDIO_TEXTS.notYourself);
    if (!account || account.kind !== 'performer') throw badRequest(STUDIO_TEXTS.performerNotFound);
    if (account.studioId === studioId) throw conflict(STUDIO_TEXTS.alreadyMember);
    if (account.studioId) throw conflict(STUDIO_TEXTS.inAnotherStudio);
    return account.id;
  }

  /** The invitation to `performerId`, pending, locked in `tx`; 404 for anyone else's, 409 when already answered. */
  async function pendingInvitation(tx: Tx, performerId: string, id: string) {
    const [row] = await tx
      .select()
      .from(studioInvitations)
      .where(and(eq(studioInvitations.id, id), eq(studioInvitations.performerId, performerId)))
      .for('update');
    if (!row) throw notFound(STUDIO_TEXTS.invitationNotFound);
    if (row.status !== 'pending') throw conflict(STUDIO_TEXTS.invitationClosed);
    return row;
  }

  return {
    /** GET /studio/members: members (or invited performers) by name or username, with balance and earnings of the period. */
    async members(studioId: string, query: StudioMembersQuery): Promise<StudioMemberList> {
      const status = query.status;
      const invited = status === 'invited';
      const text = query.q?.trim();
      const conditions: SQL[] = [
        invited
          ? sql`exists (select 1 from ${studioInvitations} i where i.performer_id = ${performers.accountId} and i.studio_id = ${studioId} and i.status = 'pending')`
          : eq(performers.studioId, studioId),
        ...(status && status !== 'invited' ? [eq(performers.memberStatus, status)] : []),
        ...(text ? [or(ilike(accounts.name, `%${text}%`), ilike(accounts.username, `%${text}%`))!] : []),
      ];
      const where = and(...conditions);
      const { rows, total } = await readPage(
        db
          .select({
            id: accounts.id,
            name: accounts.name,
            username: accounts.username,
            avatarPath: accounts.avatarPath,
            accountStatus: accounts.status,
            balance: accounts.balanceMinor,
            memberStatus: performers.memberStatus,
            streamingStatus: performers.streamingStatus,
            share: performers.memberSharePercent,
            invitationId: sql<
              string | null
            >`(select i.id from ${studioInvitations} i where i.performer_id = ${performers.accountId} and i.studio_id = ${studioId} and i.status = 'pending')`,
          })
          .from(performers)
          .innerJoin(accounts, eq(accounts.id, performers.accountId))
          .where(where)
          .orderBy(asc(accounts.name), asc(accounts.id)),
        db.select({ total: count() }).from(performers).innerJoin(accounts, eq(accounts.id, performers.accountId)).where(where),
        query,
        20,
      );
      const [[studio], defaults, earned] = await Promise.all([
        db.select({ share: studios.memberSharePercent }).from(studios).where(eq(studios.accountId, studioId)),
        commissionDefaults(settings),
        invited
          ? Promise.resolve(new Map())
          : earningsOf(
              studioId,
              rows.map((row) => row.id),
              query,
            ),
      ]);
      const studioShare = studio?.share ?? defaults.memberSharePercent;
      return {
        total,
        data: rows.map((row): StudioMember => ({
          _id: row.id,
          name: row.name,
          username: row.username,
          avatar: row.avatarPath ? deps.files.url(row.avatarPath) : PLACEHOLDERS.avatar,
          memberStatus: invited ? 'invited' : row.memberStatus,
          accountStatus: row.accountStatus,
          streamingStatus: row.streamingStatus as StreamingStatus,
          isOnline: row.streamingStatus !== 'disconnected',
          // An invited performer's money is not the studio's to see.
          balance: invited ? 0 : toTokens(row.balance),
          earnings: earned.get(row.id) ?? { gross: 0, member: 0, studio: 0 },
          memberSharePercent: invited ? studioShare : (row.share ?? studioShare),
          invitationId: row.invitationId,
        })),
      };
    },

    /**
     * POST /studio/members: invites an existing performer (`invite`: username or e-mail
     * address), or makes a new performer account as a member, pending review like every
     * performer, with a mailed link to set its password.
     */
    async add(studioId: string, body: AddMemberBody): Promise<AddMemberResult> {
      if (body.invite !== undefined) {
        const performerId = await invitee(studioId, body.invite);
        const [invitation] = await db
          .insert(studioInvitations)
          .values({ studioId, performerId })
          .returning({ id: studioInvitations.id })
          .catch((err: unknown) => {
            if (isUniqueViolation(err, 'studio_invitations_pending_unique')) throw conflict(STUDIO_TEXTS.alreadyInvited);
            throw err;
          });
        const studioName = await nameOf(studioId);
        mailLater(performerId, 'invited', { studio: studioName }, '/account/profile');
        tell(performerId, 'invited', studioId, performerId);
        return { outcome: 'invited', performerId, invitationId: invitation.id };
      }
      const dateOfBirth = body.dateOfBirth.trim();
      const problem = dateOfBirthProblem(dateOfBirth);
      if (problem) throw badRequest(problem);
      // Nobody knows this password: the member sets theirs from the mailed link, which
      // only the address's owner opens, so the address counts as confirmed.
      const passwordHash = await hashPassword(oneTimeSecret().secret);
      const { account, secret } = await db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(accounts)
            .values({
              kind: 'performer',
              email: body.email.trim(),
              name: body.name.trim(),
              username: body.username,
              passwordHash,
              status: 'pending',
              emailVerifiedAt: new Date(),
            })
            .returning({ id: accounts.id });
          await tx.insert(performers).values({ accountId: created.id, studioId, dateOfBirth });
          return { account: created, secret: await issueLink(tx, created.id, 'reset_password') };
        })
        .catch(refuseTaken);
      const studioName = await nameOf(studioId);
      mailLater(account.id, 'created', { studio: studioName }, `/auth/reset-password?token=${secret}&type=performer`);
      return { outcome: 'created', performerId: account.id, invitationId: null };
    },

    /**
     * POST /studio/members/{id}/{action}: the member becomes active or inactive. An
     * inactive member leaves the site's lists and cannot go live or start a show; one in
     * their public show goes offline now (a private or group show under way ends as usual).
     */
    async setStatus(studioId: string, performerId: string, status: MemberStatus) {
      const member = await db.transaction(async (tx) => {
        await ownMember(tx, studioId, performerId, true);
        const [row] = await tx
          .update(performers)
          .set({ memberStatus: status, updatedAt: new Date() })
          .where(eq(performers.accountId, performerId))
          .returning({ streamingStatus: performers.streamingStatus });
        return row;
      });
      if (status === 'inactive' && member.streamingStatus === 'public') {
        await setOwnStreamingStatus(deps, performerId, 'offline');
        await announceStreamingStatus(deps, [{ performerId, status: 'offline' }]);
      }
      tell(performerId, status, studioId, performerId);
      return { _id: performerId, memberStatus: status };
    },

    /**
     * DELETE /studio/members/{id}: the member leaves the studio, or a pending invitation
     * to the performer is withdrawn. Sales already made keep their split.
     */
    async remove(studioId: string, performerId: string) {
      const [withdrawn] = await db
        .update(studioInvitations)
        .set({ status: 'cancelled', decidedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(studioInvitations.studioId, studioId),
            eq(studioInvitations.performerId, performerId),
            eq(studioInvitations.status, 'pending'),
          ),
        )
        .returning({ id: studioInvitations.id });
      if (withdrawn) {
        tell(performerId, 'withdrawn', studioId, performerId);
        return { success: true };
      }
      await ownMember(db, studioId, performerId);
      if (!(await endMembership(db, studioId, performerId))) throw notFound(STUDIO_TEXTS.memberNotFound);
      mailLater(performerId, 'removed', { studio: await nameOf(studioId) }, '/account/profile');
      tell(performerId, 'removed', studioId, performerId);
      return { success: true };
    },

    /** GET /performers/studio-invitations: the performer's pending invitations, newest first. */
    async invitations(performerId: string): Promise<{ data: StudioInvitation[] }> {
      const rows = await db
        .select({
          id: studioInvitations.id,
          status: studioInvitations.status,
          createdAt: studioInvitations.createdAt,
          studioId: accounts.id,
          name: accounts.name,
          username: accounts.username,
        })
        .from(studioInvitations)
        .innerJoin(accounts, eq(accounts.id, studioInvitations.studioId))
        .where(and(eq(studioInvitations.performerId, performerId), eq(studioInvitations.status, 'pending')))
        .orderBy(desc(studioInvitations.createdAt), desc(studioInvitations.id));
      return {
        data: rows.map((row) => ({
          _id: row.id,
          studio: { _id: row.studioId, name: row.name, username: row.username },
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * POST /performers/studio-invitations/{id}/accept or /decline. Accepting makes the
     * performer the studio's member, unless they are in a studio already (409), and
     * withdraws their other pending invitations.
     */
    async answer(performerId: string, id: string, accept: boolean) {
      const invitation = await db.transaction(async (tx) => {
        const row = await pendingInvitation(tx, performerId, id);
        if (accept) {
          const [joined] = await tx
            .update(performers)
            .set({ studioId: row.studioId, memberStatus: 'active', memberSharePercent: null, updatedAt: new Date() })
            .where(and(eq(performers.accountId, performerId), isNull(performers.studioId)))
            .returning({ id: performers.accountId });
          if (!joined) throw conflict(STUDIO_TEXTS.inAnotherStudio);
          await tx
            .update(studioInvitations)
            .set({ status: 'cancelled', decidedAt: new Date(), updatedAt: new Date() })
            .where(and(eq(studioInvitations.performerId, performerId), eq(studioInvitations.status, 'pending')));
        }
        await tx
          .update(studioInvitations)
          .set({ status: accept ? 'accepted' : 'declined', decidedAt: new Date(), updatedAt: new Date() })
          .where(eq(studioInvitations.id, id));
        return row;
      });
      const change = accept ? 'accepted' : 'declined';
      mailLater(invitation.studioId, change, { performer: await nameOf(performerId) }, '/studio/members');
      tell(invitation.studioId, change, invitation.studioId, performerId);
      return { success: true };
    },

    /** POST /performers/studio/leave: the member leaves their studio, which is told. */
    async leave(performerId: string) {
      const [row] = await db.select({ studioId: performers.studioId }).from(performers).where(eq(performers.accountId, performerId));
      if (!row?.studioId || !(await endMembership(db, row.studioId, performerId))) throw badRequest(STUDIO_TEXTS.notAMember);
      mailLater(row.studioId, 'left', { performer: await nameOf(performerId) }, '/studio/members');
      tell(row.studioId, 'left', row.studioId, performerId);
      return { success: true };
    },
  };
}
