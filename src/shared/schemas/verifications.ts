/**
 * The review queue of performers and studios (GET /admin/verifications), the decision on
 * one (POST /admin/performers/{id}/verify, /admin/studios/{id}/verify), the identity
 * documents (GET /admin/documents/{id}?document=) and a rejected account's new documents
 * (POST /auth/documents/resubmit, multipart, with the link mailed with the rejection).
 */
import { Type, type Static } from '@sinclair/typebox';
import { LimitField, ListOf, Nullable, OffsetField } from './common';
import { IDENTITY_DOCUMENTS } from '../constants';

export const VERIFICATION_KINDS = ['performer', 'studio'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];
const DocumentField = Type.Union(
  IDENTITY_DOCUMENTS.map((name) => Type.Literal(name)),
  { errorMessage: 'Use idVerification or documentVerification' },
);

export const VerificationQueueQuery = Type.Object({
  limit: LimitField(20, 100),
  offset: OffsetField,
  /** Only performers or only studios; both when absent. */
  kind: Type.Optional(Type.Union(VERIFICATION_KINDS.map((kind) => Type.Literal(kind)))),
});
export type VerificationQueueQuery = Static<typeof VerificationQueueQuery>;

/**
 * One account waiting for review: a pending performer or studio, or an approved one whose
 * documents changed since (`documentsReviewPending`: still verified and on the site).
 */
export const VerificationItem = Type.Object({
  /** The account's id: the `{id}` of the verify call and of GET /admin/documents/{id}. */
  _id: Type.String(),
  kind: Type.Union(VERIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  name: Type.String(),
  username: Nullable(Type.String()),
  email: Type.String(),
  country: Nullable(Type.String()),
  status: Type.String(),
  verified: Type.Boolean(),
  documentsReviewPending: Type.Boolean(),
  emailVerified: Type.Boolean(),
  /** Performers only: `YYYY-MM-DD`, and the age it gives today (null when there is none). */
  dateOfBirth: Nullable(Type.String()),
  age: Nullable(Type.Integer()),
  /** Which documents are on file; each is served by GET /admin/documents/{_id}?document=<name>. */
  documents: Type.Object({ idVerification: Type.Boolean(), documentVerification: Type.Boolean() }),
  createdAt: Type.String({ format: 'date-time' }),
  /** When the account or its documents last changed: the queue is oldest first by it. */
  updatedAt: Type.String({ format: 'date-time' }),
});
export type VerificationItem = Static<typeof VerificationItem>;

export const VerificationQueue = ListOf(VerificationItem);
export type VerificationQueue = Static<typeof VerificationQueue>;

/** `reason` is required when `approved` is false; it is mailed to the account. */
export const VerificationDecisionBody = Type.Object({
  approved: Type.Boolean({ errorMessage: 'Say whether the account is approved (true or false)' }),
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type VerificationDecisionBody = Static<typeof VerificationDecisionBody>;

export const VerificationDecision = Type.Object({
  _id: Type.String(),
  kind: Type.Union(VERIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  status: Type.String(),
  verified: Type.Boolean(),
  documentsReviewPending: Type.Boolean(),
});
export type VerificationDecision = Static<typeof VerificationDecision>;

export const DocumentQuery = Type.Object({ document: DocumentField });
export type DocumentQuery = Static<typeof DocumentQuery>;

/** The owner's own documents: GET /performers/documents/{document}, /studio/documents/{document}. */
export const DocumentParam = Type.Object({ document: DocumentField });
