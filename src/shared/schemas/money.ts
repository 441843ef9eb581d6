/**
 * Money on the wire: balances, token packages, orders, tips, vouchers and the token
 * history. Token amounts are numbers of tokens with at most two decimals (the server
 * keeps hundredths exactly, as whole numbers, and every movement is one balanced
 * ledger transaction).
 */
import { Type, type Static } from '@sinclair/typebox';
import { TIP_PRESETS, MAX_TIP, MAX_DIRECT_PAYMENT, MAX_PAYMENT_NOTE_LENGTH } from '../constants';
import { AccountRef, ListOf, LocaleQuery, Paging } from './common';
import { PerLocale } from './catalogue';
import { DateRange } from './earnings';

export { TIP_PRESETS };

export const TipBody = Type.Object({
  token: Type.Integer({ minimum: 1, maximum: MAX_TIP, errorMessage: 'Not a validate number!' }),
  conversationId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type TipBody = Static<typeof TipBody>;

export const TipResult = Type.Object({
  transactionId: Type.String(),
  /** The tipper's balance after the tip. */
  balance: Type.Number(),
  token: Type.Number(),
});
export type TipResult = Static<typeof TipResult>;

/** POST /member/send-pay-token/{performerId}: tokens paid for what the note says (a custom request agreed in messages). */
export const PayTokenBody = Type.Object({
  token: Type.Integer({ minimum: 1, maximum: MAX_DIRECT_PAYMENT, errorMessage: 'Not a validate number!' }),
  note: Type.String({ minLength: 1, maxLength: MAX_PAYMENT_NOTE_LENGTH, errorMessage: 'This field is required!' }),
});
export type PayTokenBody = Static<typeof PayTokenBody>;

export const PayTokenResult = Type.Object({
  transactionId: Type.String(),
  /** The payer's balance after the payment. */
  balance: Type.Number(),
  token: Type.Number(),
  /** The payment's message in the private conversation of the two. */
  conversationId: Type.String(),
  messageId: Type.String(),
});
export type PayTokenResult = Static<typeof PayTokenResult>;

/** Sent with a request a client may retry: the same key has one effect. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100 })),
});

export const GATEWAYS = ['sandbox', 'verotel'] as const;
export type Gateway = (typeof GATEWAYS)[number];

export const TokenPackage = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  tokens: Type.Integer(),
  /** Price in the currency's main unit, e.g. 9.99. */
  price: Type.Number(),
  currency: Type.String(),
});
export type TokenPackage = Static<typeof TokenPackage>;

/** GET /package/token/search: the packages on sale and the gateways a buyer may choose. */
export const TokenPackageList = Type.Intersect([
  ListOf(TokenPackage),
  Type.Object({ gateways: Type.Array(Type.Union(GATEWAYS.map((g) => Type.Literal(g)))) }),
]);
export type TokenPackageList = Static<typeof TokenPackageList>;

export const PurchaseBody = Type.Object({
  gateway: Type.Union(
    GATEWAYS.map((g) => Type.Literal(g)),
    { errorMessage: 'Please choose a payment method' },
  ),
});

export const PurchaseResult = Type.Object({ orderId: Type.String(), paymentUrl: Type.String() });
export type PurchaseResult = Static<typeof PurchaseResult>;

/**
 * `created`: waiting for the gateway, until the buyer pays, cancels or lets it expire
 * (`expired`, PAYMENT_ORDER_TTL_MINUTES after it was made). `charged_back` and `refunded`:
 * the gateway reversed a payment (a chargeback, a refund) and the tokens went back. A
 * payment the gateway confirms is credited whatever the order's unpaid status was.
 */
export const ORDER_STATUSES = ['created', 'paid', 'declined', 'cancelled', 'expired', 'charged_back', 'refunded'] as const;

export const PaymentOrder = Type.Object({
  _id: Type.String(),
  gateway: Type.String(),
  description: Type.String(),
  tokens: Type.Integer(),
  price: Type.Number(),
  currency: Type.String(),
  status: Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s))),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** Until when a `created` order may be paid or continued (POST /payment/orders/{id}/resume); null for the others. */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentOrder = Static<typeof PaymentOrder>;

/** An order as administrators see it: its buyer and, once the gateway reversed it, what came back. */
export const AdminPaymentOrder = Type.Intersect([
  PaymentOrder,
  Type.Object({
    buyer: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
    reversedAt: Type.Union([Type.String(), Type.Null()]),
    /** Tokens the chargeback or refund took back from the buyer. */
    reversedTokens: Type.Union([Type.Number(), Type.Null()]),
    /** Tokens it could not take back (the buyer had spent them): above 0, the order needs an administrator's look. */
    unrecoveredTokens: Type.Union([Type.Number(), Type.Null()]),
  }),
]);
export type AdminPaymentOrder = Static<typeof AdminPaymentOrder>;

export const AdminOrderQuery = Type.Intersect([
  Paging,
  Type.Object({
    status: Type.Optional(Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)))),
    /** Only reversed orders with tokens that could not be taken back. */
    unrecovered: Type.Optional(Type.Boolean()),
  }),
]);
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;

/** GET /payment/orders/search: a page of the buyer's orders, described in `locale`. */
export const OrderQuery = Type.Intersect([Paging, LocaleQuery]);
export type OrderQuery = Static<typeof OrderQuery>;

/** The sandbox checkout page's view of an order (no login: the signed link is the key). */
export const SandboxCheckout = Type.Object({
  order: PaymentOrder,
  buyerName: Type.String(),
});
export type SandboxCheckout = Static<typeof SandboxCheckout>;

/** GET /payment/sandbox/{id}: the signature of the checkout's link. */
export const SandboxCheckoutQuery = Type.Intersect([Type.Object({ signature: Type.String({ maxLength: 200 }) }), LocaleQuery]);
export type SandboxCheckoutQuery = Static<typeof SandboxCheckoutQuery>;

export const SandboxDecision = Type.Object({
  signature: Type.String({ minLength: 10, maxLength: 200 }),
  outcome: Type.Union([Type.Literal('approve'), Type.Literal('decline')]),
});
export type SandboxDecision = Static<typeof SandboxDecision>;

/** Where the buyer goes back to once the test checkout is decided. */
export const SandboxDecisionResult = Type.Object({ returnUrl: Type.String() });
export type SandboxDecisionResult = Static<typeof SandboxDecisionResult>;

/** One ledger transaction as its account sees it: what it was and how it changed the balance. */
export const TokenTransaction = Type.Object({
  _id: Type.String(),
  kind: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  /** Positive when tokens came in, negative when they went out. */
  amount: Type.Number(),
  /** The other party, when there is one (the performer tipped, the tipper...). */
  counterparty: Type.Union([AccountRef, Type.Null()]),
  createdAt: Type.String(),
});
export type TokenTransaction = Static<typeof TokenTransaction>;

/** GET /transactions/user/search: a page of the history, within a range, of one kind of transaction or all. */
export const TokenTransactionQuery = Type.Intersect([
  Paging,
  DateRange,
  Type.Object({ kind: Type.Optional(Type.String({ maxLength: 20 })) }),
]);
export type TokenTransactionQuery = Static<typeof TokenTransactionQuery>;

/** GET /vouchers/{code} and POST /vouchers/{code}/use: the code as the user typed it. */
export const VoucherCodeParam = Type.Object({ code: Type.String({ minLength: 1, maxLength: 60 }) });
export type VoucherCodeParam = Static<typeof VoucherCodeParam>;

/**
 * A voucher as the user who looks it up sees it: what one redemption gives, and whether
 * they can still redeem it (`refusal` says why not, a text of common.json).
 */
export const VoucherState = Type.Object({
  code: Type.String(),
  /** Tokens one redemption gives. */
  tokensPerRedemption: Type.Number(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  /** Redemptions left for everyone; null when unlimited. */
  redemptionsLeft: Type.Union([Type.Integer(), Type.Null()]),
  /** This account has redeemed it (once per account). */
  usedByYou: Type.Boolean(),
  usable: Type.Boolean(),
  refusal: Type.Union([Type.String(), Type.Null()]),
});
export type VoucherState = Static<typeof VoucherState>;

/**
 * A token amount someone types: positive, in whole hundredths of a token (the unit the
 * ledger keeps, see its `toMinor`), so nothing is rounded away. `multipleOf` is exact
 * in our validation, not a floating-point approximation.
 */
const TokenAmount = (maximum: number) =>
  Type.Number({ exclusiveMinimum: 0, maximum, multipleOf: 0.01, errorMessage: 'Not a validate number!' });

/**
 * Clients may send `amountUsed`; a redemption always gives the voucher's value
 * per redemption, so it is optional and, when sent, must be that value.
 */
export const VoucherUseBody = Type.Object({
  amountUsed: Type.Optional(TokenAmount(10_000_000)),
});

export const VoucherUseResult = Type.Object({
  /** Tokens this redemption gave. */
  amountUsed: Type.Number(),
  redemptionsLeft: Type.Union([Type.Integer(), Type.Null()]),
  balance: Type.Number(),
});
export type VoucherUseResult = Static<typeof VoucherUseResult>;

export const VoucherCreateBody = Type.Object({
  code: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{4,40}$', errorMessage: 'Dont allow special chars or space' })),
  /** What each redemption gives. */
  tokensPerRedemption: TokenAmount(10_000_000),
  /** How many accounts can redeem it (each once). */
  redemptions: Type.Integer({ minimum: 1, maximum: 1_000_000, errorMessage: 'Not a validate number!' }),
  expiresAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
});
export type VoucherCreateBody = Static<typeof VoucherCreateBody>;

/** PUT /admin/vouchers/{id}: disable or enable it, or change its expiry. */
export const VoucherUpdateBody = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
  expiresAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
});
export type VoucherUpdateBody = Static<typeof VoucherUpdateBody>;

export const Voucher = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  tokensPerRedemption: Type.Number(),
  /** Redemptions in all; null when unlimited (only vouchers older than the limit). */
  redemptions: Type.Union([Type.Integer(), Type.Null()]),
  /** Redemptions made. */
  redeemed: Type.Integer(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
  createdAt: Type.String(),
});
export type Voucher = Static<typeof Voucher>;

/** One redemption of a voucher: who, what and when. */
export const VoucherRedemption = Type.Object({
  _id: Type.String(),
  user: Type.Composite([AccountRef, Type.Object({ email: Type.String() })]),
  tokens: Type.Number(),
  createdAt: Type.String(),
});
export type VoucherRedemption = Static<typeof VoucherRedemption>;

export const VoucherRedemptionList = ListOf(VoucherRedemption);
export type VoucherRedemptionList = Static<typeof VoucherRedemptionList>;

export const PackageBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80, errorMessage: 'This field is required!' }),
  /** Name per locale; a locale without one shows `name`. */
  nameTranslations: Type.Optional(PerLocale(Type.String({ minLength: 1, maxLength: 80 }))),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
  /** Description per locale; a locale without one shows `description`. */
  descriptionTranslations: Type.Optional(PerLocale(Type.String({ minLength: 1, maxLength: 300 }))),
  tokens: Type.Integer({ minimum: 1, maximum: 1_000_000, errorMessage: 'Not a validate number!' }),
  price: Type.Number({ exclusiveMinimum: 0, maximum: 100_000, multipleOf: 0.01, errorMessage: 'Not a validate number!' }),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  ordering: Type.Optional(Type.Integer()),
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
});

export type PackageBody = Static<typeof PackageBody>;

/** A package as administrators see it; `inactive` is not sold (orders made keep their own copy). */
export const AdminTokenPackage = Type.Intersect([
  TokenPackage,
  Type.Object({
    status: Type.String(),
    ordering: Type.Integer(),
    nameTranslations: Type.Record(Type.String(), Type.String()),
    descriptionTranslations: Type.Record(Type.String(), Type.String()),
  }),
]);
export type AdminTokenPackage = Static<typeof AdminTokenPackage>;
