/** Typed calls of refunds: the buyer's requests, and the administration's decisions on them. */
import { get, post, put } from '@/lib/http';
import type { RefundDecision, RefundList, RefundQuery, RefundRequest, RefundRequestBody } from '@/shared/schemas/refunds';

export const apiAskRefund = (body: RefundRequestBody) => post<RefundRequest>('/refund-requests', body);

export const apiOwnRefunds = (query: RefundQuery) => get<RefundList>('/refund-requests/search', query);

export const apiAllRefunds = (query: RefundQuery) => get<RefundList>('/admin/refund-requests', query);

export const apiDecideRefund = (id: string, body: RefundDecision) =>
  put<RefundRequest>(`/admin/refund-requests/${encodeURIComponent(id)}`, body);
