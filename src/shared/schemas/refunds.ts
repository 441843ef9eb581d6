/**
 * Refunds of the content store: a buyer asks for their tokens back for something they
 * bought (`POST /refund-requests`, one open request per purchase), an administrator
 * accepts or rejects it with a note (`PUT /admin/refund-requests/{id}`); accepted, the
 * sale is reversed in one ledger transaction and the buyer owns the item no more.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AccountRef, DateTimeField, LimitField, ListOf, Nullable, OffsetField } from './common';
import { ITEM_TYPES, REFUND_STATUSES, type RefundStatus } from '../constants';

export type { RefundStatus };

export const RefundStatusField = Type.Union(REFUND_STATUSES.map((status) => Type.Literal(status)));

export const RefundRequestBody = Type.Object({
  /** The purchase (`_id` of GET /purchased-items/user/search). */
  purchaseId: Type.String({ format: 'uuid', errorMessage: 'Not found' }),
  reason: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', errorMessage: 'Please say why you want a refund' }),
});
export type RefundRequestBody = Static<typeof RefundRequestBody>;

export const RefundRequest = Type.Object({
  _id: Type.String(),
  purchaseId: Type.String(),
  itemType: Type.Union(ITEM_TYPES.map((type) => Type.Literal(type))),
  itemId: Type.String(),
  title: Type.String(),
  /** What the buyer paid and gets back, in tokens. */
  price: Type.Number(),
  reason: Type.String(),
  status: RefundStatusField,
  /** The administrator's word on the decision (why it was rejected). */
  note: Nullable(Type.String()),
  buyer: AccountRef,
  performer: AccountRef,
  createdAt: DateTimeField,
  decidedAt: Nullable(DateTimeField),
});
export type RefundRequest = Static<typeof RefundRequest>;

export const RefundQuery = Type.Object({
  status: Type.Optional(RefundStatusField),
  limit: LimitField(20, 100),
  offset: OffsetField,
});
export type RefundQuery = Static<typeof RefundQuery>;

export const RefundList = ListOf(RefundRequest);
export type RefundList = Static<typeof RefundList>;

/** PUT /admin/refund-requests/{id}: accept or reject; a rejection says why. */
export const RefundDecision = Type.Object({
  status: Type.Union([Type.Literal('accepted'), Type.Literal('rejected')], { errorMessage: 'Choose accepted or rejected' }),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type RefundDecision = Static<typeof RefundDecision>;
