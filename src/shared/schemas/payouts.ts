/**
 * Payment information (where a performer or studio is paid) and payout requests. A
 * request covers the unpaid earnings of a date range: pending, then approved or
 * rejected by an administrator; approved, then done (paid).
 */
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { AccountRef, DateTimeField, EmailField, LimitField, ListOf, OffsetField } from './common';
import { DateRange, PayoutValue } from './earnings';
import { PAYOUT_METHODS, PAYOUT_STATUSES } from '../payouts';

export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PayoutMethodField = Type.Union(
  PAYOUT_METHODS.map((method) => Type.Literal(method)),
  { errorMessage: 'Please choose a payment method' },
);

const Required = (maxLength = 100) => Type.String({ minLength: 1, maxLength, errorMessage: 'This field is required!' });

export const BankTransferDetails = Type.Object({
  accountHolder: Required(),
  /** IBAN or the local account number. */
  accountNumber: Type.String({
    minLength: 5,
    maxLength: 40,
    pattern: '^[A-Za-z0-9 ]+$',
    errorMessage: 'Please enter a valid IBAN or account number',
  }),
  bankName: Required(),
  swift: Type.String({ pattern: '^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$', errorMessage: 'Please enter a valid SWIFT/BIC code' }),
  country: Type.String({ pattern: '^[A-Z]{2}$', errorMessage: 'Please choose a country' }),
  bankAddress: Type.Optional(Type.String({ maxLength: 200 })),
});

export const DirectDepositDetails = Type.Object({
  accountHolder: Required(),
  accountNumber: Type.String({ pattern: '^[0-9]{4,17}$', errorMessage: 'Please enter a valid account number' }),
  routingNumber: Type.String({ pattern: '^[0-9]{9}$', errorMessage: 'A routing number has 9 digits' }),
  bankName: Required(),
});

export const PaxumDetails = Type.Object({
  email: EmailField,
  name: Type.Optional(Type.String({ maxLength: 100 })),
});

export const BitpayDetails = Type.Object({
  walletAddress: Type.String({
    minLength: 20,
    maxLength: 120,
    pattern: '^[A-Za-z0-9:]+$',
    errorMessage: 'Please enter a valid wallet address',
  }),
  currency: Type.Optional(Type.String({ maxLength: 10 })),
});

export const METHOD_DETAILS: Record<PayoutMethod, TObject> = {
  bank_transfer: BankTransferDetails,
  direct_deposit: DirectDepositDetails,
  paxum: PaxumDetails,
  bitpay: BitpayDetails,
};

/** POST /payment-information: the method and its fields, checked by the method's schema. */
export const PaymentInformationBody = Type.Object({ paymentAccountType: PayoutMethodField }, { additionalProperties: true });
export type PaymentInformationBody = Static<typeof PaymentInformationBody> & Record<string, unknown>;

export const PaymentInformation = Type.Object({
  paymentAccountType: PayoutMethodField,
  details: Type.Record(Type.String(), Type.String()),
  updatedAt: Type.String(),
});
export type PaymentInformation = Static<typeof PaymentInformation>;

export const PaymentInformationList = Type.Object({ data: Type.Array(PaymentInformation) });
export type PaymentInformationList = Static<typeof PaymentInformationList>;

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PayoutStatusField = Type.Union(
  PAYOUT_STATUSES.map((status) => Type.Literal(status)),
  { errorMessage: 'Unknown status' },
);

export const PayoutRequestBody = Type.Object({
  fromDate: DateTimeField,
  toDate: DateTimeField,
  paymentAccountType: PayoutMethodField,
  requestNote: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type PayoutRequestBody = Static<typeof PayoutRequestBody>;

export const PayoutRequest = Type.Object({
  _id: Type.String(),
  requester: AccountRef,
  requesterKind: Type.Union([Type.Literal('performer'), Type.Literal('studio')]),
  /** The studio that decides a member's request; null when administrators decide. */
  studioId: Type.Union([Type.String(), Type.Null()]),
  fromDate: Type.String(),
  toDate: Type.String(),
  amount: Type.Number(),
  /** What `amount` is paid out at, fixed when the request was made or last changed. */
  value: PayoutValue,
  paymentAccountType: PayoutMethodField,
  paymentAccountInfo: Type.Record(Type.String(), Type.String()),
  status: PayoutStatusField,
  requestNote: Type.Union([Type.String(), Type.Null()]),
  adminNote: Type.Union([Type.String(), Type.Null()]),
  transactionId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PayoutRequest = Static<typeof PayoutRequest>;

export const PayoutRequestList = ListOf(PayoutRequest);
export type PayoutRequestList = Static<typeof PayoutRequestList>;

export const PayoutSearchQuery = Type.Composite([
  Type.Object({ limit: LimitField(), offset: OffsetField, status: Type.Optional(PayoutStatusField) }),
  DateRange,
]);
export type PayoutSearchQuery = Static<typeof PayoutSearchQuery>;

export const AdminPayoutSearchQuery = Type.Composite([
  PayoutSearchQuery,
  Type.Object({ requesterKind: Type.Optional(Type.Union([Type.Literal('performer'), Type.Literal('studio')])) }),
]);
export type AdminPayoutSearchQuery = Static<typeof AdminPayoutSearchQuery>;

export const PayoutStatsBody = DateRange;
export type PayoutStatsBody = Static<typeof PayoutStatsBody>;

const StatusTotal = Type.Object({ count: Type.Integer(), amount: Type.Number() });
export const PayoutStats = Type.Object({ pending: StatusTotal, approved: StatusTotal, rejected: StatusTotal, done: StatusTotal });
export type PayoutStats = Static<typeof PayoutStats>;

/** A decision on a request: by the studio for its members, by administrators for the others. */
export const PayoutDecisionBody = Type.Object({
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('done')], { errorMessage: 'Unknown status' }),
  adminNote: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type PayoutDecisionBody = Static<typeof PayoutDecisionBody>;
