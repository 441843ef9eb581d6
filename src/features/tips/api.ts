/** Typed call of tipping (POST /member/send-tip-token/{performerId}). */
import { post } from '@/lib/http';
import type { TipResult } from '@/shared/schemas/money';

/** A tip; the key makes a retry of the same tip harmless. */
export const apiSendTip = (performerId: string, token: number, idempotencyKey: string, conversationId?: string) =>
  post<TipResult>(
    `/member/send-tip-token/${encodeURIComponent(performerId)}`,
    { token, conversationId },
    { headers: { 'idempotency-key': idempotencyKey } },
  );
