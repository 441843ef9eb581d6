/**
 * Payout requests (docs/domain.md#earnings-and-payouts).
 *
 * A request takes the requester's uncovered earnings of a date range (unpaid, in no
 * other request): their rows get the request's id in the same statement that sums
 * them, so the amount is exactly what the rows hold even while new sales arrive.
 * Rejecting releases the rows; an edit of a pending request releases and takes again.
 *
 * Status: pending → approved | rejected; approved → done. A studio member's request
 * is decided by the studio, every other one by administrators. When a studio marks a
 * member's request done, the paid amount becomes a `member_payout` earning of the
 * studio, which the studio's own payout requests then cover. Marking done is one
 * database transaction: a `payout` ledger transaction (requester −amount; the
 * `payouts` wallet +amount, or for a member the studio +amount, as the studio now
 * holds those tokens), the covered earnings set paid, and the request done with its
 * transaction id. The balance check is the database's (InsufficientBalance).
 * The requester hears every decision at once (`payout/updated`).
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import type { Db, Tx } from '../../db/client';
import { accounts, earnings, payoutRequests, performers } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthAccount } from '../../plugins/auth';
import { InsufficientBalance, isUniqueViolation, post, toMinor, toTokens, type Entry } from '../ledger/ledger';
import { notifyBalances } from '../ledger/notify';
import { minimumPayoutTokens, payoutRate, uncoveredEarnings } from '../earnings/service';
import { savedDetails } from '../payment-information/service';
import { recordAudit, type AuditActor } from '../audit/service';
import type { createSettingsService } from '../settings/service';
import { PAYOUT_STATUSES, payoutValueMinor } from '@/shared/payouts';
import type { EarnerRole } from '@/shared/schemas/earnings';
import type {
  AdminPayoutSearchQuery,
  PayoutDecisionBody,
  PayoutRequest,
  PayoutRequestBody,
  PayoutRequestList,
  PayoutSearchQuery,
  PayoutStats,
  PayoutStatsBody,
  PayoutStatus,
} from '@/shared/schemas/payouts';

type Settings = ReturnType<typeof createSettingsService>;

export const PAYOUT_MESSAGES = {
  pendingExists: 'You already have a pending payout request',
  badRange: 'The start date must be before the end date',
  noPaymentInformation: 'Please save your payment information for this method first',
  nothingToPay: 'You have no unpaid earnings in this period',
  belowMinimum: 'Your unpaid earnings in this period are below the minimum payout',
  notFound: 'Payout request not found',
  notPending: 'Only a pending payout request can be changed',
  badTransition: 'A payout request cannot change to this status now',
  balanceTooLow: "The requester's balance does not cover this payout",
} as const;

/** Who decides: administrators (requests without a studio) or one studio (its members' requests). */
export type Decider = { kind: 'admin'; actor: AuditActor } | { kind: 'studio'; id: string };

/** The statuses each status may move to (docs/domain.md#earnings-and-payouts). */
const NEXT: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['done'],
  rejected: [],
  done: [],
};

type RequestRow = typeof payoutRequests.$inferSelect & { requesterName: string; requesterUsername: string | null };

const toWire = (row: RequestRow): PayoutRequest => ({
  _id: row.id,
  requester: { _id: row.requesterId, name: row.requesterName, username: row.requesterUsername },
  requesterKind: row.requesterKind,
  studioId: row.studioId,
  fromDate: row.fromDate.toISOString(),
  toDate: row.toDate.toISOString(),
  amount: toTokens(row.amountMinor),
  value: { amount: toTokens(row.valueMinor), currency: row.valueCurrency },
  paymentAccountType: row.method,
  paymentAccountInfo: row.paymentDetails,
  status: row.status,
  requestNote: row.requestNote,
  adminNote: row.adminNote,
  transactionId: row.transactionId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function checkRange(body: { fromDate: string; toDate: string }) {
  const from = new Date(body.fromDate);
  const to = new Date(body.toDate);
  if (from > to) throw badRequest(PAYOUT_MESSAGES.badRange);
  return { from, to };
}

/** What a requester asks for, as written when the request is made and again when they change it. */
const requestedFields = (
  body: PayoutRequestBody,
  from: Date,
  to: Date,
  amountMinor: bigint,
  details: typeof payoutRequests.$inferInsert.paymentDetails,
  rate: { tokenValueE4: bigint; currency: string },
) => ({
  fromDate: from,
  toDate: to,
  amountMinor,
  valueMinor: payoutValueMinor(amountMinor, rate.tokenValueE4),
  valueCurrency: rate.currency,
  method: body.paymentAccountType,
  paymentDetails: details,
  requestNote: body.requestNote?.trim() || null,
});

/** Filters of a list: status and the date the request was made. */
const listFilters = (query: { status?: PayoutStatus; fromDate?: string; toDate?: string }): SQL[] => [
  ...(query.status ? [eq(payoutRequests.status, query.status)] : []),
  ...(query.fromDate ? [gte(payoutRequests.createdAt, new Date(query.fromDate))] : []),
  ...(query.toDate ? [lte(payoutRequests.createdAt, new Date(query.toDate))] : []),
];

export function createPayoutService(deps: Deps, settings: Settings) {
  const { db } = deps.database;

  const selectRequests = () =>
    db
      .select({ request: payoutRequests, requesterName: accounts.name, requesterUsername: accounts.username })
      .from(payoutRequests)
      .innerJoin(accounts, eq(accounts.id, payoutRequests.requesterId))
      .$dynamic();
  const flatten = (r: {
    request: typeof payoutRequests.$inferSelect;
    requesterName: string;
    requesterUsername: string | null;
  }): RequestRow => ({
    ...r.request,
    requesterName: r.requesterName,
    requesterUsername: r.requesterUsername,
  });

  async function one(where: SQL | undefined): Promise<PayoutRequest> {
    const [row] = await selectRequests().where(where);
    if (!row) throw notFound(PAYOUT_MESSAGES.notFound);
    return toWire(flatten(row));
  }

  async function list(where: SQL | undefined, paging: { limit?: number; offset?: number }): Promise<PayoutRequestList> {
    const { rows, total } = await readPage(
      selectRequests().where(where).orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id)),
      db.select({ total: count() }).from(payoutRequests).where(where),
      paging,
      20,
    );
    return { data: rows.map((row) => toWire(flatten(row))), total };
  }

  /**
   * Marks the requester's uncovered earnings of the range as covered by `requestId`
   * and returns their net sum; refuses (aborting `tx`) below `minimumMinor`.
   */
  async function takeEarnings(tx: Tx, requesterId: string, requestId: string, from: Date, to: Date, minimumMinor: bigint): Promise<bigint> {
    const taken = await tx
      .update(earnings)
      .set({ payoutRequestId: requestId })
      .where(uncoveredEarnings(requesterId, { fromDate: from.toISOString(), toDate: to.toISOString() }))
      .returning({ net: earnings.netMinor });
    const amount = taken.reduce((sum, row) => sum + row.net, 0n);
    if (amount <= 0n) throw badRequest(PAYOUT_MESSAGES.nothingToPay);
    if (amount < minimumMinor) throw badRequest(PAYOUT_MESSAGES.belowMinimum);
    return amount;
  }

  const releaseEarnings = (tx: Tx, requestId: string) =>
    tx
      .update(earnings)
      .set({ payoutRequestId: null })
      .where(and(eq(earnings.payoutRequestId, requestId), isNull(earnings.paidAt)));

  async function paymentDetailsFor(tx: Tx | Db, accountId: string, method: PayoutRequestBody['paymentAccountType']) {
    const details = await savedDetails(tx, accountId, method);
    if (!details) throw badRequest(PAYOUT_MESSAGES.noPaymentInformation);
    return details;
  }

  /** The studio that decides a performer's requests; null for an independent performer or a studio. */
  async function deciderStudioOf(account: { id: string; role: EarnerRole }): Promise<string | null> {
    if (account.role !== 'performer') return null;
    const [row] = await db.select({ studioId: performers.studioId }).from(performers).where(eq(performers.accountId, account.id));
    return row?.studioId ?? null;
  }

  return {
    /** A new pending request for the unpaid earnings of the range. */
    async create(account: { id: string; role: EarnerRole }, body: PayoutRequestBody): Promise<PayoutRequest> {
      const { from, to } = checkRange(body);
      const details = await paymentDetailsFor(db, account.id, body.paymentAccountType);
      const [pending] = await db
        .select({ id: payoutRequests.id })
        .from(payoutRequests)
        .where(and(eq(payoutRequests.requesterId, account.id), eq(payoutRequests.status, 'pending')));
      if (pending) throw conflict(PAYOUT_MESSAGES.pendingExists);
      const studioId = await deciderStudioOf(account);
      // Read before the transaction: the embedded database has one connection.
      const minimumMinor = toMinor(await minimumPayoutTokens(settings));
      const rate = await payoutRate(settings);
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          const amountMinor = await takeEarnings(tx, account.id, id, from, to, minimumMinor);
          await tx.insert(payoutRequests).values({
            id,
            requesterId: account.id,
            requesterKind: account.role,
            studioId,
            ...requestedFields(body, from, to, amountMinor, details, rate),
          });
        });
      } catch (err) {
        // The partial unique index: another request became pending in the meantime.
        if (isUniqueViolation(err)) throw conflict(PAYOUT_MESSAGES.pendingExists);
        throw err;
      }
      return one(eq(payoutRequests.id, id));
    },

    /** The requester changes their pending request: range, method and note; the earnings are taken anew. */
    async update(account: AuthAccount, id: string, body: PayoutRequestBody): Promise<PayoutRequest> {
      const { from, to } = checkRange(body);
      const minimumMinor = toMinor(await minimumPayoutTokens(settings));
      const rate = await payoutRate(settings);
      await db.transaction(async (tx) => {
        const [request] = await tx
          .select({ status: payoutRequests.status })
          .from(payoutRequests)
          .where(and(eq(payoutRequests.id, id), eq(payoutRequests.requesterId, account.id)))
          .for('update');
        if (!request) throw notFound(PAYOUT_MESSAGES.notFound);
        if (request.status !== 'pending') throw badRequest(PAYOUT_MESSAGES.notPending);
        const details = await paymentDetailsFor(tx, account.id, body.paymentAccountType);
        await releaseEarnings(tx, id);
        const amountMinor = await takeEarnings(tx, account.id, id, from, to, minimumMinor);
        await tx
          .update(payoutRequests)
          .set({
            ...requestedFields(body, from, to, amountMinor, details, rate),
            updatedAt: new Date(),
          })
          .where(eq(payoutRequests.id, id));
      });
      return one(eq(payoutRequests.id, id));
    },

    /** One request: the requester's own, or a member's for their studio. */
    view(account: AuthAccount, id: string): Promise<PayoutRequest> {
      const mayView =
        account.role === 'studio'
          ? sql`(${payoutRequests.requesterId} = ${account.id} or ${payoutRequests.studioId} = ${account.id})`
          : eq(payoutRequests.requesterId, account.id);
      return one(and(eq(payoutRequests.id, id), mayView));
    },

    /** The requester's own requests, newest first. */
    search(accountId: string, query: PayoutSearchQuery): Promise<PayoutRequestList> {
      return list(and(eq(payoutRequests.requesterId, accountId), ...listFilters(query)), query);
    },

    /** The requester's pending request (at most one), as a list. */
    pending(accountId: string): Promise<PayoutRequestList> {
      return list(and(eq(payoutRequests.requesterId, accountId), eq(payoutRequests.status, 'pending')), { limit: 10 });
    },

    /** Count and amount of the requester's requests per status, made in the range. */
    async stats(accountId: string, range: PayoutStatsBody): Promise<PayoutStats> {
      const rows = await db
        .select({
          status: payoutRequests.status,
          count: sql<number>`count(*)::int`,
          amount: sql<string>`sum(${payoutRequests.amountMinor})::text`,
        })
        .from(payoutRequests)
        .where(and(eq(payoutRequests.requesterId, accountId), ...listFilters(range)))
        .groupBy(payoutRequests.status);
      const totals = Object.fromEntries(PAYOUT_STATUSES.map((status) => [status, { count: 0, amount: 0 }])) as PayoutStats;
      for (const row of rows) totals[row.status] = { count: row.count, amount: toTokens(BigInt(row.amount)) };
      return totals;
    },

    /** The requests of a studio's members. */
    studioMemberRequests(studioId: string, query: PayoutSearchQuery): Promise<PayoutRequestList> {
      return list(and(eq(payoutRequests.studioId, studioId), ...listFilters(query)), query);
    },

    /** Requests administrators decide: those of studios and independent performers. */
    adminRequests(query: AdminPayoutSearchQuery): Promise<PayoutRequestList> {
      const kind = query.requesterKind ? [eq(payoutRequests.requesterKind, query.requesterKind)] : [];
      return list(and(isNull(payoutRequests.studioId), ...kind, ...listFilters(query)), query);
    },

    /** Approve, reject or mark done (see the file comment), as `decider`. */
    async decide(decider: Decider, id: string, body: PayoutDecisionBody): Promise<PayoutRequest> {
      const mine = decider.kind === 'admin' ? isNull(payoutRequests.studioId) : eq(payoutRequests.studioId, decider.id);
      let balances = new Map<string, bigint>();
      try {
        await db.transaction(async (tx) => {
          const [request] = await tx
            .select()
            .from(payoutRequests)
            .where(and(eq(payoutRequests.id, id), mine))
            .for('update');
          if (!request) throw notFound(PAYOUT_MESSAGES.notFound);
          if (!NEXT[request.status].includes(body.status)) throw badRequest(PAYOUT_MESSAGES.badTransition);
          const note = body.adminNote?.trim() ? { adminNote: body.adminNote.trim() } : {};
          let transactionId: string | null = null;
          if (body.status === 'rejected') await releaseEarnings(tx, id);
          if (body.status === 'done') {
            const receiver: Entry = request.studioId
              ? { wallet: 'account', accountId: request.studioId, amountMinor: request.amountMinor }
              : { wallet: 'payouts', amountMinor: request.amountMinor };
            const posted = await post(tx, {
              kind: 'payout',
              accountId: request.requesterId,
              idempotencyKey: `payout:${id}`,
              reference: id,
              description: `Payout of ${toTokens(request.amountMinor)} tokens`,
              entries: [{ wallet: 'account', accountId: request.requesterId, amountMinor: -request.amountMinor }, receiver],
            });
            transactionId = posted.transactionId;
            balances = posted.balances;
            await tx.update(earnings).set({ paidAt: new Date() }).where(eq(earnings.payoutRequestId, id));
            // The studio paid its member: the platform now owes the studio those tokens.
            if (request.studioId) {
              await tx.insert(earnings).values({
                transactionId: posted.transactionId,
                accountId: request.studioId,
                earnerKind: 'studio',
                performerId: request.requesterId,
                payerId: request.requesterId,
                saleType: 'member_payout',
                grossMinor: request.amountMinor,
                commissionMinor: 0n,
                netMinor: request.amountMinor,
                platformMinor: 0n,
              });
            }
          }
          await tx
            .update(payoutRequests)
            .set({ status: body.status, ...note, ...(transactionId ? { transactionId } : {}), updatedAt: new Date() })
            .where(eq(payoutRequests.id, id));
          if (decider.kind === 'admin') {
            await recordAudit(tx, decider.actor, {
              action: body.status === 'approved' ? 'payout.approve' : body.status === 'rejected' ? 'payout.reject' : 'payout.done',
              targetType: 'payout',
              targetId: id,
              before: { status: request.status, adminNote: request.adminNote },
              after: { status: body.status, adminNote: note.adminNote ?? request.adminNote, ...(transactionId ? { transactionId } : {}) },
              reason: note.adminNote ?? null,
            });
          }
        });
      } catch (err) {
        if (err instanceof InsufficientBalance) throw badRequest(PAYOUT_MESSAGES.balanceTooLow);
        throw err;
      }
      notifyBalances(deps, balances);
      const decided = await one(eq(payoutRequests.id, id));
      deps.realtime.toAccount(decided.requester._id, 'payout/updated', { request: decided });
      return decided;
    },
  };
}
