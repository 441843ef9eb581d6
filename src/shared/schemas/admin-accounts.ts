/**
 * Administrators manage accounts: GET /admin/accounts (search, filter, sort, page),
 * GET /admin/accounts/{id} (profile, balance, ledger, earnings, payouts, shows,
 * documents), PUT /admin/accounts/{id} (the profile fields), suspend, reactivate,
 * password reset and balance adjustments.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ROLES, ACCOUNT_STATUSES, MAX_ADJUSTMENT } from '../constants';
import { LimitField, ListOf, Nullable, OffsetField } from './common';
import { AccountPersonalDetails, ProfileFields } from './profile';

/** What the accounts list sorts by. */
export const ACCOUNT_SORT_FIELDS = ['createdAt', 'name', 'username', 'email', 'balance', 'status'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

export const AdminAccountsQuery = Type.Object({
  role: Type.Optional(Type.Union(ROLES.map((role) => Type.Literal(role)))),
  status: Type.Optional(Type.Union(ACCOUNT_STATUSES.map((status) => Type.Literal(status)))),
  /** Part of the name, username or e-mail address. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  limit: LimitField(20, 100),
  offset: OffsetField,
  sortBy: Type.Optional(Type.Union(ACCOUNT_SORT_FIELDS.map((field) => Type.Literal(field)))),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});
export type AdminAccountsQuery = Static<typeof AdminAccountsQuery>;

export const AdminAccountRow = Type.Object({
  _id: Type.String(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
  name: Type.String(),
  username: Nullable(Type.String()),
  email: Type.String(),
  status: Type.Union(ACCOUNT_STATUSES.map((status) => Type.Literal(status))),
  /** Why the account was suspended or rejected. */
  statusReason: Nullable(Type.String()),
  /** Tokens. */
  balance: Type.Number(),
  emailVerified: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminAccountRow = Static<typeof AdminAccountRow>;

export const AdminAccountList = ListOf(AdminAccountRow);
export type AdminAccountList = Static<typeof AdminAccountList>;

export const AdminAccountProfile = Type.Object({
  ...AdminAccountRow.properties,
  avatar: Type.String(),
  ...AccountPersonalDetails,
  /** Performers and studios: whether their documents were approved (null for others). */
  verified: Nullable(Type.Boolean()),
  /** Performers: what they are doing now (public, private, group, offline, disconnected). */
  streamingStatus: Nullable(Type.String()),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AdminAccountProfile = Static<typeof AdminAccountProfile>;

/** One ledger transaction as the account saw it: what it changed on the account's balance. */
export const AdminLedgerItem = Type.Object({
  _id: Type.String(),
  kind: Type.String(),
  /** Tokens: positive when the account received them. */
  amount: Type.Number(),
  description: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminLedgerItem = Static<typeof AdminLedgerItem>;

export const AdminEarningsSummary = Type.Object({
  /** Tokens, over every sale of the account. */
  gross: Type.Number(),
  commission: Type.Number(),
  net: Type.Number(),
  paid: Type.Number(),
  unpaid: Type.Number(),
  sales: Type.Integer(),
});
export type AdminEarningsSummary = Static<typeof AdminEarningsSummary>;

export const AdminPayoutItem = Type.Object({
  _id: Type.String(),
  amount: Type.Number(),
  method: Type.String(),
  status: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminPayoutItem = Static<typeof AdminPayoutItem>;

export const AdminShowItem = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  status: Type.String(),
  /** Whether the account performed in the show or watched it. */
  as: Type.Union([Type.Literal('performer'), Type.Literal('viewer')]),
  /** Tokens per minute. */
  pricePerMinute: Type.Number(),
  createdAt: Type.String({ format: 'date-time' }),
  endedAt: Nullable(Type.String({ format: 'date-time' })),
  endReason: Nullable(Type.String()),
});
export type AdminShowItem = Static<typeof AdminShowItem>;

export const DOCUMENT_KINDS = ['id', 'verification', 'release'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const AdminDocumentItem = Type.Object({
  kind: Type.Union(DOCUMENT_KINDS.map((kind) => Type.Literal(kind))),
  uploaded: Type.Boolean(),
  /** Where administrators open the file (GET /admin/documents/{accountId}?kind=); null when none was uploaded. */
  url: Nullable(Type.String()),
});
export type AdminDocumentItem = Static<typeof AdminDocumentItem>;

export const AdminAccountDetail = Type.Object({
  account: AdminAccountProfile,
  /** The newest ledger transactions that touched the account's balance. */
  ledger: Type.Array(AdminLedgerItem),
  /** Performers and studios; null for others. */
  earnings: Nullable(AdminEarningsSummary),
  payouts: Type.Array(AdminPayoutItem),
  shows: Type.Array(AdminShowItem),
  documents: Type.Array(AdminDocumentItem),
});
export type AdminAccountDetail = Static<typeof AdminAccountDetail>;

/** PUT /admin/accounts/{id}: the fields of the account's own profile routes, and its language. */
export const AdminAccountUpdateBody = Type.Object(ProfileFields);
export type AdminAccountUpdateBody = Static<typeof AdminAccountUpdateBody>;

const ReasonField = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', errorMessage: 'Please give a reason' });

export const AdminSuspendBody = Type.Object({ reason: ReasonField });
export type AdminSuspendBody = Static<typeof AdminSuspendBody>;

export const AdminBalanceBody = Type.Object({
  /** Tokens to credit (positive) or debit (negative), two decimals at most. */
  amount: Type.Number({
    minimum: -MAX_ADJUSTMENT,
    maximum: MAX_ADJUSTMENT,
    multipleOf: 0.01,
    errorMessage: 'Give a number of tokens other than 0, with two decimals at most',
  }),
  reason: ReasonField,
});
export type AdminBalanceBody = Static<typeof AdminBalanceBody>;

export const AdminBalanceResult = Type.Object({
  transactionId: Type.String(),
  /** The account's balance after the adjustment (tokens). */
  balance: Type.Number(),
});
export type AdminBalanceResult = Static<typeof AdminBalanceResult>;
