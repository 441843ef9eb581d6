/** Typed calls of payment information and payout requests (docs/domain.md#earnings-and-payouts). */
import { get, post, put } from '@/lib/http';
import { METHOD_PATHS } from '@/shared/payouts';
import type { EarnerRole } from '@/shared/schemas/earnings';
import type {
  PaymentInformation,
  PaymentInformationList,
  PayoutDecisionBody,
  PayoutMethod,
  PayoutRequest,
  PayoutRequestBody,
  PayoutRequestList,
  PayoutSearchQuery,
  PayoutStats,
} from '@/shared/schemas/payouts';

export const apiGetPaymentInformation = () => get<PaymentInformationList>('/payment-information');

/** POST /performers/{method}/update or /studio/{method}/update. */
export const apiSavePaymentInformation = (role: EarnerRole, method: PayoutMethod, details: Record<string, string>) =>
  post<PaymentInformation>(`/${role === 'performer' ? 'performers' : 'studio'}/${METHOD_PATHS[method]}/update`, details);

export const apiSearchPayoutRequests = (role: EarnerRole, query: PayoutSearchQuery) =>
  get<PayoutRequestList>(`/payout-requests/${role}/search`, query);

export const apiPayoutStats = (role: EarnerRole) => post<PayoutStats>(`/payout-requests/${role}/stats`, {});

export const apiCreatePayoutRequest = (role: EarnerRole, body: PayoutRequestBody) => post<PayoutRequest>(`/payout-requests/${role}`, body);

export const apiUpdatePayoutRequest = (role: EarnerRole, id: string, body: PayoutRequestBody) =>
  put<PayoutRequest>(`/payout-requests/${role}/${encodeURIComponent(id)}`, body);

/** The requests of the studio's members. */
export const apiStudioMemberRequests = (query: PayoutSearchQuery) =>
  get<PayoutRequestList>('/payout-requests/studio/performer-request', query);

export const apiStudioDecide = (id: string, body: PayoutDecisionBody) =>
  put<PayoutRequest>(`/payout-requests/studio/update/${encodeURIComponent(id)}`, body);

/** Requests of studios and independent performers, for administrators. */
export const apiAdminPayoutRequests = (query: PayoutSearchQuery) => get<PayoutRequestList>('/admin/payout-requests', query);

export const apiAdminDecide = (id: string, body: PayoutDecisionBody) =>
  put<PayoutRequest>(`/admin/payout-requests/${encodeURIComponent(id)}`, body);
