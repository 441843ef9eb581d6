/**
 * Money on the wire (spec sections 3 and 7, DESIGN.md Money). Token amounts are
 * numbers of tokens with at most two decimals (the server keeps hundredths exactly).
 */
import { Type, type Static } from '@sinclair/typebox';
import { TIP_PRESETS } from '../constants';

export { TIP_PRESETS };

/** Largest single tip, a guard against typing errors. */
export const MAX_TIP = 100000;

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

/** Sent with a request a client may retry: the same key has one effect. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100 })),
});
