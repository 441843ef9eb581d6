/**
 * Administrators manage accounts: the searchable list, one account's whole picture
 * (profile, balance, ledger, earnings, payouts, shows, documents), profile edits,
 * suspension and reactivation, a password-reset mail and balance adjustments. Every
 * change writes its audit row in the change's own transaction.
 *
 * - Suspension raises the session version (every token of the account stops working),
 *   disconnects every socket of the account on every instance, and takes a performer
 *   off the air: their status becomes `disconnected` and their show ends, as when
 *   their connection is gone. Administrators are never suspended from here.
 * - A balance adjustment is one `adjustment` ledger transaction between the
 *   `adjustments` wallet and the account; a debit beyond the balance changes nothing.
 */
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { BackgroundWork } from '../../background';
import type { Tx } from '../../db/client';
import {
  accounts,
  earnings,
  ledgerEntries,
  ledgerTransactions,
  payoutRequests,
  performers,
  showParticipants,
  shows,
  studios,
} from '../../db/schema';
import { containsPattern } from '../../db/like';
import { readPage } from '../../db/paging';
import { badRequest, conflict, fieldConflict, forbidden, notFound } from '../../errors';
import { changedFields, recordAudit, type AuditActor } from '../audit/service';
import { InsufficientBalance, isUniqueViolation, post, toMinor, toTokens } from '../ledger/ledger';
import { notifyBalances } from '../ledger/notify';
import { createLinkService } from '../auth/links';
import { AUTH_TEXTS } from '../auth/service';
import { endShowsOfPerformers } from '../shows/lifecycle';
import { announceStreamingStatus, createStreamRooms } from '../streams/service';
import { PLACEHOLDERS } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import type {
  AdminAccountDetail,
  AdminAccountList,
  AdminAccountProfile,
  AdminAccountRow,
  AdminAccountsQuery,
  AdminAccountUpdateBody,
  AdminBalanceBody,
  AdminBalanceResult,
  AdminDocumentItem,
  AccountSortField,
} from '@/shared/schemas/admin-accounts';

type AccountRow = typeof accounts.$inferSelect;

/** The texts a refusal says (English sentences, translated by the client as keys). */
export const ADMIN_ACCOUNT_TEXTS = {
  notFound: 'Account not found',
  suspendSelf: 'You cannot suspend your own account',
  suspendAdmin: 'Administrators cannot be suspended here',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'Only a suspended account can be reactivated',
  zeroAmount: 'Give a number of tokens other than 0, with two decimals at most',
  debitTooLarge: 'The balance is too low for this debit: nothing was changed',
  suspendedNoReset: 'This account is suspended: reactivate it before sending a password reset',
} as const;

/** How many of the newest ledger transactions, payouts and shows the account page shows. */
const RECENT = 50;

const SORT_COLUMNS: Record<AccountSortField, SQL> = {
  createdAt: sql`${accounts.createdAt}`,
  name: sql`lower(${accounts.name})`,
  username: sql`lower(${accounts.username})`,
  email: sql`lower(${accounts.email})`,
  balance: sql`${accounts.balanceMinor}`,
  status: sql`${accounts.status}`,
};

/** The profile columns an administrator edits, by the body's names. */
const EDITABLE = ['name', 'username', 'email', 'gender', 'country', 'city', 'phone', 'phoneCode', 'timezone', 'locale'] as const;

export function createAdminAccountService(deps: Deps, background: BackgroundWork) {
  const { db } = deps.database;
  const links = createLinkService(deps);
  const streamRooms = createStreamRooms(deps);

  const row = (account: AccountRow): AdminAccountRow => ({
    _id: account.id,
    role: account.kind,
    name: account.name,
    username: account.username,
    email: account.email,
    status: account.status,
    statusReason: account.statusReason,
    balance: toTokens(account.balanceMinor),
    emailVerified: Boolean(account.emailVerifiedAt),
    createdAt: account.createdAt.toISOString(),
  });

  async function load(id: string): Promise<AccountRow> {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    if (!account) throw notFound(ADMIN_ACCOUNT_TEXTS.notFound);
    return account;
  }

  /** The account row locked for the change (`for update`), or 404. */
  async function lockAccount(tx: Tx, id: string): Promise<AccountRow> {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!account) throw notFound(ADMIN_ACCOUNT_TEXTS.notFound);
    return account;
  }

  async function profile(account: AccountRow): Promise<AdminAccountProfile> {
    const [performer] =
      account.kind === 'performer'
        ? await db
            .select({ verified: performers.verified, streamingStatus: performers.streamingStatus })
            .from(performers)
            .where(eq(performers.accountId, account.id))
        : [];
    const [studio] =
      account.kind === 'studio'
        ? await db.select({ verified: studios.verified }).from(studios).where(eq(studios.accountId, account.id))
        : [];
    return {
      ...row(account),
      avatar: account.avatarPath
        ? deps.files.url(account.avatarPath)
        : account.kind === 'user' || account.kind === 'admin'
          ? PLACEHOLDERS.userIcon
          : PLACEHOLDERS.avatar,
      gender: account.gender,
      country: account.country,
      city: account.city,
      phone: account.phone,
      phoneCode: account.phoneCode,
      timezone: account.timezone,
      locale: account.locale,
      verified: performer?.verified ?? studio?.verified ?? null,
      streamingStatus: performer?.streamingStatus ?? null,
      updatedAt: account.updatedAt.toISOString(),
    };
  }

  async function documentsOf(account: AccountRow): Promise<AdminDocumentItem[]> {
    const link = (kind: AdminDocumentItem['kind'], path: string | null | undefined): AdminDocumentItem => ({
      kind,
      uploaded: Boolean(path),
      url: path ? `/api/admin/documents/${account.id}?kind=${kind}` : null,
    });
    if (account.kind === 'performer') {
      const [performer] = await db
        .select({
          id: performers.idVerificationPath,
          verification: performers.documentVerificationPath,
          release: performers.releaseFormPath,
        })
        .from(performers)
        .where(eq(performers.accountId, account.id));
      return [link('id', performer?.id), link('verification', performer?.verification), link('release', performer?.release)];
    }
    if (account.kind === 'studio') {
      const [studio] = await db
        .select({ id: studios.idVerificationPath, verification: studios.documentVerificationPath })
        .from(studios)
        .where(eq(studios.accountId, account.id));
      return [link('id', studio?.id), link('verification', studio?.verification)];
    }
    return [];
  }

  /** A performer taken off the air at once: `disconnected`, announced, their show over and its media room gone. */
  async function takeOffAir(performerId: string) {
    const changed = await db
      .update(performers)
      .set({ streamingStatus: 'disconnected', updatedAt: new Date() })
      .where(and(eq(performers.accountId, performerId), ne(performers.streamingStatus, 'disconnected')))
      .returning({ id: performers.accountId });
    if (changed.length) await announceStreamingStatus(deps, [{ performerId, status: 'disconnected' }]);
    await endShowsOfPerformers(deps, [performerId], 'performer_disconnected');
    await streamRooms.endPublicStream(performerId);
  }

  const service = {
    async list(query: AdminAccountsQuery): Promise<AdminAccountList> {
      const conditions: SQL[] = [];
      if (query.role) conditions.push(eq(accounts.kind, query.role));
      if (query.status) conditions.push(eq(accounts.status, query.status));
      const q = query.q?.trim();
      if (q) {
        const pattern = containsPattern(q);
        conditions.push(or(ilike(accounts.name, pattern), ilike(accounts.username, pattern), ilike(accounts.email, pattern))!);
      }
      const where = and(...conditions);
      const column = SORT_COLUMNS[query.sortBy ?? 'createdAt'];
      const direction = (query.sort ?? (query.sortBy ? 'asc' : 'desc')) === 'asc' ? asc : desc;
      const { rows, total } = await readPage(
        db.select().from(accounts).where(where).orderBy(direction(column), asc(accounts.id)),
        db.select({ total: count() }).from(accounts).where(where),
        query,
        20,
      );
      return { data: rows.map(row), total };
    },

    async detail(id: string): Promise<AdminAccountDetail> {
      const account = await load(id);
      const earns = account.kind === 'performer' || account.kind === 'studio';
      const [ledger, summary, payouts, performed, watched, documents] = await Promise.all([
        db
          .select({
            id: ledgerTransactions.id,
            kind: ledgerTransactions.kind,
            description: ledgerTransactions.description,
            reference: ledgerTransactions.reference,
            createdAt: ledgerTransactions.createdAt,
            amount: sql<string>`sum(${ledgerEntries.amountMinor})::text`,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(eq(ledgerEntries.accountId, id))
          .groupBy(ledgerTransactions.id)
          .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
          .limit(RECENT),
        earns
          ? db
              .select({
                gross: sql<string>`coalesce(sum(${earnings.grossMinor}), 0)::text`,
                commission: sql<string>`coalesce(sum(${earnings.commissionMinor}), 0)::text`,
                net: sql<string>`coalesce(sum(${earnings.netMinor}), 0)::text`,
                paid: sql<string>`coalesce(sum(${earnings.netMinor}) filter (where ${earnings.paidAt} is not null), 0)::text`,
                sales: count(),
              })
              .from(earnings)
              .where(eq(earnings.accountId, id))
          : Promise.resolve([]),
        db.select().from(payoutRequests).where(eq(payoutRequests.requesterId, id)).orderBy(desc(payoutRequests.createdAt)).limit(RECENT),
        db.select().from(shows).where(eq(shows.performerId, id)).orderBy(desc(shows.createdAt)).limit(RECENT),
        db
          .selectDistinct({ show: shows })
          .from(shows)
          .leftJoin(showParticipants, eq(showParticipants.showId, shows.id))
          .where(or(eq(shows.userId, id), eq(showParticipants.accountId, id)))
          .orderBy(desc(shows.createdAt))
          .limit(RECENT),
        documentsOf(account),
      ]);
      const minor = (text: string | undefined) => toTokens(BigInt(text ?? '0'));
      const totals = summary[0];
      const showItem = (show: typeof shows.$inferSelect, as: 'performer' | 'viewer') => ({
        _id: show.id,
        type: show.type,
        status: show.status,
        as,
        pricePerMinute: toTokens(show.pricePerMinuteMinor),
        createdAt: show.createdAt.toISOString(),
        endedAt: show.endedAt?.toISOString() ?? null,
        endReason: show.endReason,
      });
      return {
        account: await profile(account),
        ledger: ledger.map((entry) => ({
          _id: entry.id,
          kind: entry.kind,
          amount: minor(entry.amount),
          description: entry.description,
          reference: entry.reference,
          createdAt: entry.createdAt.toISOString(),
        })),
        earnings: totals
          ? {
              gross: minor(totals.gross),
              commission: minor(totals.commission),
              net: minor(totals.net),
              paid: minor(totals.paid),
              unpaid: toTokens(BigInt(totals.net) - BigInt(totals.paid)),
              sales: totals.sales,
            }
          : null,
        payouts: payouts.map((payout) => ({
          _id: payout.id,
          amount: toTokens(payout.amountMinor),
          method: payout.method,
          status: payout.status,
          createdAt: payout.createdAt.toISOString(),
        })),
        shows: [...performed.map((show) => showItem(show, 'performer')), ...watched.map(({ show }) => showItem(show, 'viewer'))]
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, RECENT),
        documents,
      };
    },

    /**
     * The profile fields, checked by the schema of the account's own profile routes. An
     * e-mail address or username another account has is a 409 naming the field; a new
     * e-mail address must be confirmed, as when the account changes it itself.
     */
    async update(actor: AuditActor, id: string, body: AdminAccountUpdateBody): Promise<AdminAccountDetail> {
      const changes: Partial<Record<(typeof EDITABLE)[number], string | null>> = {};
      for (const key of EDITABLE) {
        const value = body[key];
        if (value === undefined) continue;
        const trimmed = value.trim();
        changes[key] = key === 'name' || key === 'email' || key === 'username' ? trimmed : trimmed || null;
      }
      if (changes.name === '') throw badRequest(MSG.required);
      if (changes.email) {
        const [taken] = await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(sql`lower(${accounts.email}) = ${changes.email.toLowerCase()}`, ne(accounts.id, id)))
          .limit(1);
        if (taken) throw fieldConflict('email', AUTH_TEXTS.emailTaken);
      }
      if (changes.username) {
        const [taken] = await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(sql`lower(${accounts.username}) = ${changes.username.toLowerCase()}`, ne(accounts.id, id)))
          .limit(1);
        if (taken) throw fieldConflict('username', AUTH_TEXTS.usernameTaken);
      }
      const updated = await db
        .transaction(async (tx) => {
          const current = await lockAccount(tx, id);
          const emailChanged = changes.email !== undefined && changes.email!.toLowerCase() !== current.email.toLowerCase();
          const diff = changedFields(current as unknown as Record<string, unknown>, changes);
          if (!Object.keys(diff.after).length) return { account: current, emailChanged: false };
          const [saved] = await tx
            .update(accounts)
            .set({
              ...(changes as Partial<typeof accounts.$inferInsert>),
              ...(emailChanged ? { emailVerifiedAt: null } : {}),
              updatedAt: new Date(),
            })
            .where(eq(accounts.id, id))
            .returning();
          await recordAudit(tx, actor, {
            action: 'account.update',
            targetType: 'account',
            targetId: id,
            before: diff.before,
            after: diff.after,
          });
          return { account: saved, emailChanged };
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err, 'accounts_email_unique')) throw fieldConflict('email', AUTH_TEXTS.emailTaken);
          if (isUniqueViolation(err, 'accounts_username_unique')) throw fieldConflict('username', AUTH_TEXTS.usernameTaken);
          throw err;
        });
      if (updated.emailChanged) {
        const account = updated.account;
        background.run('mailing a confirmation link', () =>
          links.sendLink(account, 'verify_email', account.kind === 'admin' ? 'user' : account.kind),
        );
      }
      return service.detail(id);
    },

    /** Suspends with a reason: every token and socket of the account stops at once; a live performer goes off the air. */
    async suspend(actor: AuditActor, id: string, reason: string): Promise<AdminAccountDetail> {
      if (id === actor.adminId) throw conflict(ADMIN_ACCOUNT_TEXTS.suspendSelf);
      const account = await db.transaction(async (tx) => {
        const current = await lockAccount(tx, id);
        if (current.kind === 'admin') throw forbidden(ADMIN_ACCOUNT_TEXTS.suspendAdmin);
        if (current.status === 'suspended') throw conflict(ADMIN_ACCOUNT_TEXTS.alreadySuspended);
        const [saved] = await tx
          .update(accounts)
          .set({
            status: 'suspended',
            statusReason: reason.trim(),
            sessionVersion: sql`${accounts.sessionVersion} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(accounts.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'account.suspend',
          targetType: 'account',
          targetId: id,
          before: { status: current.status, statusReason: current.statusReason },
          after: { status: saved.status, statusReason: saved.statusReason },
          reason: saved.statusReason,
        });
        return saved;
      });
      // The page hears why before its connection goes.
      deps.realtime.toAccount(id, 'auth/revoked', { reason: 'suspended' });
      deps.realtime.disconnectAccount(id);
      if (account.kind === 'performer') await takeOffAir(id);
      return service.detail(id);
    },

    /** Suspended → active; the account logs in again (its old tokens stay void). */
    async reactivate(actor: AuditActor, id: string): Promise<AdminAccountDetail> {
      await db.transaction(async (tx) => {
        const current = await lockAccount(tx, id);
        if (current.status !== 'suspended') throw conflict(ADMIN_ACCOUNT_TEXTS.notSuspended);
        await tx.update(accounts).set({ status: 'active', statusReason: null, updatedAt: new Date() }).where(eq(accounts.id, id));
        await recordAudit(tx, actor, {
          action: 'account.reactivate',
          targetType: 'account',
          targetId: id,
          before: { status: current.status, statusReason: current.statusReason },
          after: { status: 'active', statusReason: null },
        });
      });
      return service.detail(id);
    },

    /** Mails the account a password-reset link (after the answer, like the forgotten-password form). */
    async passwordReset(actor: AuditActor, id: string): Promise<{ message: string }> {
      const account = await db.transaction(async (tx) => {
        const current = await lockAccount(tx, id);
        if (current.status === 'suspended') throw conflict(ADMIN_ACCOUNT_TEXTS.suspendedNoReset);
        await recordAudit(tx, actor, {
          action: 'account.password-reset',
          targetType: 'account',
          targetId: id,
          after: { email: current.email },
        });
        return current;
      });
      background.run('mailing a password-reset link', () =>
        links.sendLink(account, 'reset_password', account.kind === 'admin' ? 'user' : account.kind),
      );
      return { message: 'A password-reset link is on its way to the account' };
    },

    /** One balanced `adjustment` transaction between the `adjustments` wallet and the account. */
    async adjustBalance(actor: AuditActor, id: string, body: AdminBalanceBody): Promise<AdminBalanceResult> {
      const amountMinor = toMinor(body.amount);
      if (amountMinor === 0n) throw badRequest(ADMIN_ACCOUNT_TEXTS.zeroAmount);
      const reason = body.reason.trim();
      const result = await db
        .transaction(async (tx) => {
          const current = await lockAccount(tx, id);
          const posted = await post(tx, {
            kind: 'adjustment',
            accountId: actor.adminId,
            reference: id,
            description: reason,
            entries: [
              { wallet: 'adjustments', amountMinor: -amountMinor },
              { wallet: 'account', accountId: id, amountMinor },
            ],
          });
          const balance = posted.balances.get(id)!;
          await recordAudit(tx, actor, {
            action: 'account.balance',
            targetType: 'account',
            targetId: id,
            before: { balance: toTokens(current.balanceMinor) },
            after: { balance: toTokens(balance), amount: body.amount, transactionId: posted.transactionId },
            reason,
          });
          return { transactionId: posted.transactionId, balances: posted.balances };
        })
        .catch((err: unknown) => {
          if (err instanceof InsufficientBalance) throw badRequest(ADMIN_ACCOUNT_TEXTS.debitTooLarge);
          throw err;
        });
      notifyBalances(deps, result.balances);
      return { transactionId: result.transactionId, balance: toTokens(result.balances.get(id)!) };
    },
  };
  return service;
}
