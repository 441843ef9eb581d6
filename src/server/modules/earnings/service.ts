/**
 * Earnings of performers and studios (docs/domain.md#earnings-and-payouts): what each party got from
 * each sale (rows written by ledger/sales.ts), with totals per range, a CSV export
 * and what a payout request would cover. Only the signed-in earner's own rows.
 */
import { and, count, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import { accounts, earnings } from '../../db/schema';
import { toTokens } from '../ledger/ledger';
import { payoutValueMinor, tokenValueE4 } from '@/shared/payouts';
import type { createSettingsService } from '../settings/service';
import type {
  DateRange,
  Earning,
  EarningCsvQuery,
  EarningList,
  EarningSearchQuery,
  EarningStats,
  PayoutPreview,
  EarningType,
} from '@/shared/schemas/earnings';

type Settings = ReturnType<typeof createSettingsService>;

/** The date-range part of a filter on earnings; both ends are inclusive. */
export function earningsInRange(range: DateRange): SQL[] {
  return [
    ...(range.fromDate ? [gte(earnings.createdAt, new Date(range.fromDate))] : []),
    ...(range.toDate ? [lte(earnings.createdAt, new Date(range.toDate))] : []),
  ];
}

/**
 * An earner's earnings that no payout request covers yet: unpaid and not held by a
 * pending or approved request. This is what a new payout request takes.
 */
export function uncoveredEarnings(accountId: string, range: DateRange): SQL {
  return and(eq(earnings.accountId, accountId), isNull(earnings.paidAt), isNull(earnings.payoutRequestId), ...earningsInRange(range))!;
}

/** The smallest payout request, in tokens (setting `minimumPayoutTokens`). */
export async function minimumPayoutTokens(settings: Settings): Promise<number> {
  const value = Number((await settings.all()).minimumPayoutTokens);
  return Number.isFinite(value) && value >= 0 ? value : 500;
}

/**
 * What payouts are paid at (settings `payoutTokenValue` and `payoutCurrency`): the value of
 * one token in ten-thousandths of the currency (0.05 → 500n), and the currency's code.
 */
export async function payoutRate(settings: Settings): Promise<{ tokenValueE4: bigint; currency: string }> {
  const all = await settings.all();
  const value = Number(all.payoutTokenValue);
  const currency = typeof all.payoutCurrency === 'string' && /^[A-Z]{3}$/.test(all.payoutCurrency) ? all.payoutCurrency : 'EUR';
  return { tokenValueE4: tokenValueE4(Number.isFinite(value) && value > 0 ? value : 0.05), currency };
}

const CSV_HEADER = ['Date', 'Payer', 'Performer', 'Sale type', 'Gross', 'Commission', 'Net', 'Paid', 'Paid at'];

/** One CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const tokensText = (minor: bigint) => (Number(minor) / 100).toFixed(2);

export function createEarningService(deps: Deps, settings: Settings) {
  const { db } = deps.database;
  const payer = alias(accounts, 'payer');
  const performer = alias(accounts, 'performer');

  const filter = (accountId: string, query: DateRange & { saleType?: EarningType }) =>
    and(eq(earnings.accountId, accountId), ...earningsInRange(query), ...(query.saleType ? [eq(earnings.saleType, query.saleType)] : []));

  const rowsOf = (where: SQL | undefined) =>
    db
      .select({
        id: earnings.id,
        createdAt: earnings.createdAt,
        saleType: earnings.saleType,
        payerId: payer.id,
        payerName: payer.name,
        payerUsername: payer.username,
        performerId: performer.id,
        performerName: performer.name,
        performerUsername: performer.username,
        gross: earnings.grossMinor,
        commission: earnings.commissionMinor,
        net: earnings.netMinor,
        paidAt: earnings.paidAt,
        payoutRequestId: earnings.payoutRequestId,
      })
      .from(earnings)
      .leftJoin(payer, eq(payer.id, earnings.payerId))
      .innerJoin(performer, eq(performer.id, earnings.performerId))
      .where(where)
      .orderBy(desc(earnings.createdAt), desc(earnings.id))
      .$dynamic();

  type Row = Awaited<ReturnType<typeof rowsOf>>[number];
  const toEarning = (row: Row): Earning => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    saleType: row.saleType,
    payer: row.payerId ? { _id: row.payerId, name: row.payerName!, username: row.payerUsername } : null,
    performer: { _id: row.performerId, name: row.performerName, username: row.performerUsername },
    grossPrice: toTokens(row.gross),
    commission: toTokens(row.commission),
    netPrice: toTokens(row.net),
    isPaid: row.paidAt !== null,
    paidAt: row.paidAt?.toISOString() ?? null,
    payoutRequestId: row.payoutRequestId,
  });

  return {
    /** The earner's rows in the range, newest first. */
    async search(accountId: string, query: EarningSearchQuery): Promise<EarningList> {
      const where = filter(accountId, query);
      const { rows, total } = await readPage(rowsOf(where), db.select({ total: count() }).from(earnings).where(where), query, 20);
      return { data: rows.map(toEarning), total };
    },

    /** Totals of the range and the net per Amsterdam day. */
    async stats(accountId: string, range: DateRange): Promise<EarningStats> {
      const where = filter(accountId, range);
      const day = sql<string>`to_char(${earnings.createdAt} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`;
      const [[totals], daily] = await Promise.all([
        db
          .select({
            count: sql<number>`count(*)::int`,
            gross: sql<string>`coalesce(sum(${earnings.grossMinor}), 0)::text`,
            commission: sql<string>`coalesce(sum(${earnings.commissionMinor}), 0)::text`,
            net: sql<string>`coalesce(sum(${earnings.netMinor}), 0)::text`,
            paid: sql<string>`coalesce(sum(${earnings.netMinor}) filter (where ${isNotNull(earnings.paidAt)}), 0)::text`,
          })
          .from(earnings)
          .where(where),
        db
          .select({ date: day, net: sql<string>`sum(${earnings.netMinor})::text` })
          .from(earnings)
          .where(where)
          .groupBy(day)
          .orderBy(day),
      ]);
      const net = BigInt(totals.net);
      const paid = BigInt(totals.paid);
      return {
        count: totals.count,
        gross: toTokens(BigInt(totals.gross)),
        commission: toTokens(BigInt(totals.commission)),
        net: toTokens(net),
        paid: toTokens(paid),
        unpaid: toTokens(net - paid),
        daily: daily.map((d) => ({ date: d.date, net: toTokens(BigInt(d.net)) })),
      };
    },

    /** The range as CSV with a header row, newest first, dates in Amsterdam time. */
    async csv(accountId: string, range: EarningCsvQuery): Promise<string> {
      const rows = await rowsOf(filter(accountId, range));
      const stamp = (date: Date | null) =>
        date ? date.toLocaleString('en-GB', { timeZone: 'Europe/Amsterdam', hourCycle: 'h23' }).replace(',', '') : '';
      const lines = rows.map((row) =>
        [
          stamp(row.createdAt),
          row.payerName ?? '',
          row.performerName,
          row.saleType,
          tokensText(row.gross),
          tokensText(row.commission),
          tokensText(row.net),
          row.paidAt ? 'yes' : 'no',
          stamp(row.paidAt),
        ]
          .map(csvField)
          .join(','),
      );
      return [CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
    },

    /** What a payout request for the range would cover now. */
    async payoutPreview(accountId: string, range: DateRange): Promise<PayoutPreview> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${earnings.netMinor}), 0)::text` })
        .from(earnings)
        .where(uncoveredEarnings(accountId, range));
      const { tokenValueE4, currency } = await payoutRate(settings);
      return {
        amount: toTokens(BigInt(row.amount)),
        count: row.count,
        minimumPayout: await minimumPayoutTokens(settings),
        value: { amount: toTokens(payoutValueMinor(BigInt(row.amount), tokenValueE4)), currency },
        tokenValue: Number(tokenValueE4) / 10_000,
      };
    },
  };
}
