/**
 * The administrators' statistics. Counts are of the accounts as they are now; the
 * money of a range of days comes from the ledger alone (every figure is a sum of
 * ledger entries of the range), and the revenue from the paid orders whose purchase
 * transaction is in the range. Days are Europe/Amsterdam days: a transaction at
 * 23:30 UTC on 31 March counts on 1 April.
 */
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { badRequest } from '../../errors';
import { accounts, ledgerEntries, ledgerTransactions, paymentOrders, payoutRequests, performers } from '../../db/schema';
import { toTokens, type LedgerKind } from '../ledger/ledger';
import {
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_MAX_DAYS,
  STATISTICS_MESSAGES,
  STATISTICS_TIME_ZONE,
  type AdminCounts,
  type AdminStatistics,
  type AdminStatisticsQuery,
  MONEY_FIGURE_KEYS,
  type MoneyFigures,
  type StatisticsDay,
} from '@/shared/schemas/statistics';

const DAY_MS = 86_400_000;
const CONTENT_KINDS: readonly LedgerKind[] = ['product', 'video', 'gallery', 'photo'];

/** Today's date in the statistics' zone, as YYYY-MM-DD. */
export const todayInZone = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: STATISTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The date `days` after `date` (both YYYY-MM-DD, calendar arithmetic). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Checks and completes the range (see AdminStatisticsQuery). */
export function statisticsRange(query: AdminStatisticsQuery, now = new Date()): { fromDate: string; toDate: string; days: string[] } {
  const toDate = query.toDate ?? (query.fromDate ? addDays(query.fromDate, STATISTICS_DEFAULT_DAYS - 1) : todayInZone(now));
  const fromDate = query.fromDate ?? addDays(toDate, -(STATISTICS_DEFAULT_DAYS - 1));
  // 2026-02-31 matches the pattern but is no date: Date.parse rolls it over.
  for (const date of [fromDate, toDate])
    if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) throw badRequest('Use a date such as 2026-01-31');
  if (fromDate > toDate) throw badRequest(STATISTICS_MESSAGES.badRange);
  const count = Math.round((Date.parse(toDate) - Date.parse(fromDate)) / DAY_MS) + 1;
  if (count > STATISTICS_MAX_DAYS) throw badRequest(STATISTICS_MESSAGES.tooLong);
  return { fromDate, toDate, days: Array.from({ length: count }, (_, i) => addDays(fromDate, i)) };
}

/** What one kind of ledger transaction adds to the figures: its gross (sum of its credits) in minor units. */
function addKind(figures: Record<keyof MoneyFigures, bigint>, kind: LedgerKind, grossMinor: bigint, transactions: number) {
  if (kind === 'purchase') figures.tokensSold += grossMinor;
  else if (kind === 'voucher') figures.voucherTokens += grossMinor;
  else if (kind === 'tip') figures.tips += grossMinor;
  else if (kind === 'private' || kind === 'group') {
    figures[kind === 'private' ? 'privateShows' : 'groupShows'] += grossMinor;
    figures.showMinutes += BigInt(transactions);
  } else if (kind === 'message') figures.paidMessages += grossMinor;
  else if (CONTENT_KINDS.includes(kind)) figures.contentSales += grossMinor;
  else if (kind === 'refund') figures.refunds += grossMinor;
  else if (kind === 'chargeback') figures.chargebacks += grossMinor;
}

const zeroMinor = () => Object.fromEntries(MONEY_FIGURE_KEYS.map((key) => [key, 0n])) as Record<keyof MoneyFigures, bigint>;
const toFigures = (minor: Record<keyof MoneyFigures, bigint>): MoneyFigures =>
  Object.fromEntries(
    Object.entries(minor).map(([key, value]) => [key, key === 'showMinutes' ? Number(value) : toTokens(value)]),
  ) as MoneyFigures;

export function createStatisticsService(deps: Deps) {
  const { db } = deps.database;

  async function counts(): Promise<AdminCounts> {
    const [[totals], [perf]] = await Promise.all([
      db
        .select({
          users: sql<number>`count(*) filter (where ${accounts.kind} = 'user')::int`,
          studios: sql<number>`count(*) filter (where ${accounts.kind} = 'studio')::int`,
          performers: sql<number>`count(*) filter (where ${accounts.kind} = 'performer')::int`,
          pending: sql<number>`count(*) filter (where ${accounts.kind} = 'performer' and ${accounts.status} = 'pending')::int`,
          active: sql<number>`count(*) filter (where ${accounts.kind} = 'performer' and ${accounts.status} = 'active')::int`,
          suspended: sql<number>`count(*) filter (where ${accounts.kind} = 'performer' and ${accounts.status} = 'suspended')::int`,
          rejected: sql<number>`count(*) filter (where ${accounts.kind} = 'performer' and ${accounts.status} = 'rejected')::int`,
        })
        .from(accounts),
      db
        .select({
          verified: sql<number>`count(*) filter (where ${performers.verified})::int`,
          onlineNow: sql<number>`count(*) filter (where ${performers.streamingStatus} <> 'disconnected')::int`,
          liveNow: sql<number>`count(*) filter (where ${performers.streamingStatus} = 'public')::int`,
          inShowNow: sql<number>`count(*) filter (where ${performers.streamingStatus} in ('private', 'group'))::int`,
        })
        .from(performers),
    ]);
    return {
      users: totals.users,
      studios: totals.studios,
      performers: {
        total: totals.performers,
        pending: totals.pending,
        active: totals.active,
        suspended: totals.suspended,
        rejected: totals.rejected,
        verified: perf.verified,
      },
      onlineNow: perf.onlineNow,
      liveNow: perf.liveNow,
      inShowNow: perf.inShowNow,
    };
  }

  return {
    async admin(query: AdminStatisticsQuery): Promise<AdminStatistics> {
      const range = statisticsRange(query);
      const zone = STATISTICS_TIME_ZONE;
      const start = sql`(${range.fromDate}::date)::timestamp at time zone ${zone}`;
      const end = sql`(${addDays(range.toDate, 1)}::date)::timestamp at time zone ${zone}`;
      const inRange = and(gte(ledgerTransactions.createdAt, start), lt(ledgerTransactions.createdAt, end));
      // The zone is a constant written into the statement: GROUP BY must repeat the selected expression exactly.
      const day = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone ${sql.raw(`'${zone}'`)}, 'YYYY-MM-DD')`;

      const [byKind, byWallet, revenue, [pending], countsNow] = await Promise.all([
        // Per day and kind: the gross (the sum of the credits) and the number of transactions.
        db
          .select({
            day,
            kind: ledgerTransactions.kind,
            grossMinor: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.amountMinor} > 0), 0)::text`,
            transactions: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
          })
          .from(ledgerTransactions)
          .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
          .where(inRange)
          .groupBy(day, ledgerTransactions.kind),
        // Per day: what the platform's and the payouts' wallets received.
        db
          .select({ day, wallet: ledgerEntries.wallet, netMinor: sql<string>`sum(${ledgerEntries.amountMinor})::text` })
          .from(ledgerTransactions)
          .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
          .where(and(inRange, inArray(ledgerEntries.wallet, ['platform', 'payouts'])))
          .groupBy(day, ledgerEntries.wallet),
        db
          .select({
            gateway: paymentOrders.gateway,
            currency: paymentOrders.currency,
            orders: sql<number>`count(*)::int`,
            tokensMinor: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text`,
            amountCents: sql<number>`coalesce(sum(${paymentOrders.priceCents}), 0)::int`,
          })
          .from(paymentOrders)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, paymentOrders.transactionId))
          // A purchase credits one account (the buyer) from the gateway's wallet.
          .innerJoin(ledgerEntries, and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.wallet, 'account')))
          .where(and(inRange, eq(ledgerTransactions.kind, 'purchase')))
          .groupBy(paymentOrders.gateway, paymentOrders.currency)
          .orderBy(paymentOrders.gateway, paymentOrders.currency),
        db
          .select({ requests: sql<number>`count(*)::int`, minor: sql<string>`coalesce(sum(${payoutRequests.amountMinor}), 0)::text` })
          .from(payoutRequests)
          .where(and(isNull(payoutRequests.studioId), inArray(payoutRequests.status, ['pending', 'approved']))),
        counts(),
      ]);

      const perDay = new Map(range.days.map((date) => [date, zeroMinor()]));
      const total = zeroMinor();
      for (const row of byKind) {
        for (const figures of [perDay.get(row.day), total])
          if (figures) addKind(figures, row.kind, BigInt(row.grossMinor), row.transactions);
      }
      for (const row of byWallet) {
        const key = row.wallet === 'platform' ? 'commission' : 'payoutsDone';
        for (const figures of [perDay.get(row.day), total]) if (figures) figures[key] += BigInt(row.netMinor);
      }
      const days: StatisticsDay[] = [...perDay].map(([date, figures]) => ({ date, ...toFigures(figures) }));
      return {
        fromDate: range.fromDate,
        toDate: range.toDate,
        timeZone: zone,
        counts: countsNow,
        money: {
          ...toFigures(total),
          revenue: revenue.map((row) => ({
            gateway: row.gateway,
            currency: row.currency,
            orders: row.orders,
            tokens: toTokens(BigInt(row.tokensMinor)),
            amountCents: row.amountCents,
          })),
          payoutsPending: { requests: pending.requests, tokens: toTokens(BigInt(pending.minor)) },
        },
        days,
      };
    },
  };
}
