/**
 * The administrators' statistics (GET /statistics/admin): counts of accounts as they
 * are now, and the money of a range of days (Europe/Amsterdam) as the ledger has it.
 * Token amounts are tokens (two decimals at most); revenue is in cents of its currency.
 */
import { Type, type Static } from '@sinclair/typebox';

/** The days of the statistics begin and end at midnight in this zone. */
export const STATISTICS_TIME_ZONE = 'Europe/Amsterdam';
/** The longest range, in days. */
export const STATISTICS_MAX_DAYS = 366;
/** The range when none is given: the last this many days, today included. */
export const STATISTICS_DEFAULT_DAYS = 30;

export const STATISTICS_MESSAGES = {
  badRange: 'The start date must be on or before the end date',
  tooLong: 'Choose a range of at most 366 days',
} as const;

const DayField = Type.String({
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  errorMessage: 'Use a date such as 2026-01-31',
});

export const AdminStatisticsQuery = Type.Object({
  /** The first day (YYYY-MM-DD, Europe/Amsterdam); 29 days before `toDate` when absent. */
  fromDate: Type.Optional(DayField),
  /** The last day, included; today when absent. */
  toDate: Type.Optional(DayField),
});
export type AdminStatisticsQuery = Static<typeof AdminStatisticsQuery>;

const Count = Type.Integer({ minimum: 0 });
const Tokens = Type.Number();

export const AdminCounts = Type.Object({
  users: Count,
  performers: Type.Object({ total: Count, pending: Count, active: Count, suspended: Count, rejected: Count, verified: Count }),
  studios: Count,
  /** Performers connected now (with or without a show). */
  onlineNow: Count,
  /** Performers in a public show now. */
  liveNow: Count,
  /** Performers in a private or group show now. */
  inShowNow: Count,
});
export type AdminCounts = Static<typeof AdminCounts>;

export const GatewayRevenue = Type.Object({
  gateway: Type.String(),
  currency: Type.String(),
  orders: Count,
  tokens: Tokens,
  /** What the buyers paid, in cents of `currency`. */
  amountCents: Count,
});
export type GatewayRevenue = Static<typeof GatewayRevenue>;

/** The money of one day or of the whole range, in tokens. */
export const MoneyFigures = Type.Object({
  /** Tokens bought through the gateways. */
  tokensSold: Tokens,
  /** Tokens given by vouchers. */
  voucherTokens: Tokens,
  tips: Tokens,
  privateShows: Tokens,
  groupShows: Tokens,
  /** Paid show minutes (one per viewer and minute), private and group. */
  showMinutes: Count,
  paidMessages: Tokens,
  /** Products, videos, galleries and photos. */
  contentSales: Tokens,
  /** What the platform kept of the sales (its wallet's change). */
  commission: Tokens,
  /** Paid out to performers and studios. */
  payoutsDone: Tokens,
  refunds: Tokens,
  chargebacks: Tokens,
});
export type MoneyFigures = Static<typeof MoneyFigures>;
/** The names of the money figures, in the schema's order. */
export const MONEY_FIGURE_KEYS = Object.keys(MoneyFigures.properties) as (keyof MoneyFigures)[];

export const StatisticsDay = Type.Composite([Type.Object({ date: Type.String() }), MoneyFigures]);
export type StatisticsDay = Static<typeof StatisticsDay>;

export const AdminStatistics = Type.Object({
  fromDate: Type.String(),
  toDate: Type.String(),
  timeZone: Type.String(),
  counts: AdminCounts,
  money: Type.Composite([
    MoneyFigures,
    Type.Object({
      revenue: Type.Array(GatewayRevenue),
      /** Payout requests administrators have yet to pay (pending or approved), now. */
      payoutsPending: Type.Object({ requests: Count, tokens: Tokens }),
    }),
  ]),
  /** Every day of the range, oldest first. */
  days: Type.Array(StatisticsDay),
});
export type AdminStatistics = Static<typeof AdminStatistics>;
