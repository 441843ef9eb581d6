/** Typed calls of the review queue. */
import { get, getBlob, post } from '@/lib/http';
import type {
  IdentityDocument,
  VerificationDecision,
  VerificationDecisionBody,
  VerificationKind,
  VerificationQueue,
  VerificationQueueQuery,
} from '@/shared/schemas/verifications';

export const apiVerificationQueue = (query: VerificationQueueQuery) => get<VerificationQueue>('/admin/verifications', query);

export const apiDecideVerification = (kind: VerificationKind, id: string, body: VerificationDecisionBody) =>
  post<VerificationDecision>(`/admin/${kind === 'performer' ? 'performers' : 'studios'}/${encodeURIComponent(id)}/verify`, body);

/** The file of one identity document (the call needs the bearer token, so no plain link). */
export const apiIdentityDocument = (id: string, document: IdentityDocument) =>
  getBlob(`/admin/documents/${encodeURIComponent(id)}`, { document });
