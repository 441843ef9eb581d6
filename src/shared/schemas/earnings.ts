/**
 * Earnings of performers and studios. Token
 * amounts are numbers of tokens with at most two decimals; dates are ISO strings.
 * A date range is inclusive of both ends; the client sends the start and end of
 * the chosen days in the Europe/Amsterdam zone.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AccountRef, DateTimeField, LimitField, ListOf, OffsetField } from './common';
import { EARNING_TYPES, type SALE_TYPES } from '../constants';

export type SaleType = (typeof SALE_TYPES)[number];
export type EarningType = (typeof EARNING_TYPES)[number];
export const SaleTypeField = Type.Union(
  EARNING_TYPES.map((type) => Type.Literal(type)),
  { errorMessage: 'Unknown sale type' },
);

export const DateRange = Type.Object({
  fromDate: Type.Optional(DateTimeField),
  toDate: Type.Optional(DateTimeField),
});
export type DateRange = Static<typeof DateRange>;

/** GET /earning/{role}/export/csv: the range, and one kind of sale or all. */
export const EarningCsvQuery = Type.Composite([DateRange, Type.Object({ saleType: Type.Optional(SaleTypeField) })]);
export type EarningCsvQuery = Static<typeof EarningCsvQuery>;

/** A page of the rows the CSV export has. */
export const EarningSearchQuery = Type.Composite([Type.Object({ limit: LimitField(), offset: OffsetField }), EarningCsvQuery]);
export type EarningSearchQuery = Static<typeof EarningSearchQuery>;

/** One sale as one party earned it. */
export const Earning = Type.Object({
  _id: Type.String(),
  createdAt: Type.String(),
  saleType: SaleTypeField,
  /** Who paid; null when the account is gone. */
  payer: Type.Union([AccountRef, Type.Null()]),
  /** The performer whose sale it was (on studio rows, the member). */
  performer: AccountRef,
  grossPrice: Type.Number(),
  commission: Type.Number(),
  netPrice: Type.Number(),
  isPaid: Type.Boolean(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** The payout request that covers it, once requested. */
  payoutRequestId: Type.Union([Type.String(), Type.Null()]),
});
export type Earning = Static<typeof Earning>;

export const EarningList = ListOf(Earning);
export type EarningList = Static<typeof EarningList>;

/** Totals of a range; `daily` is the net per Amsterdam day that had sales, oldest first. */
export const EarningStats = Type.Object({
  count: Type.Integer(),
  gross: Type.Number(),
  commission: Type.Number(),
  net: Type.Number(),
  paid: Type.Number(),
  unpaid: Type.Number(),
  daily: Type.Array(Type.Object({ date: Type.String(), net: Type.Number() })),
});
export type EarningStats = Static<typeof EarningStats>;

/** What a payout request for the range would cover: unpaid net not yet in a request. */
/** Tokens' worth in the currency payouts are paid in: `amount` in the currency's units (two decimals). */
export const PayoutValue = Type.Object({ amount: Type.Number(), currency: Type.String() });
export type PayoutValue = Static<typeof PayoutValue>;

export const PayoutPreview = Type.Object({
  amount: Type.Number(),
  count: Type.Integer(),
  minimumPayout: Type.Number(),
  /** What `amount` tokens are paid out at today. */
  value: PayoutValue,
  /** One token's worth in `value.currency` (settings `payoutTokenValue`). */
  tokenValue: Type.Number(),
});
export type PayoutPreview = Static<typeof PayoutPreview>;

/** Accounts that earn and request payouts. */
export const EARNER_ROLES = ['performer', 'studio'] as const;
export type EarnerRole = (typeof EARNER_ROLES)[number];
