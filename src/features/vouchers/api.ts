/** Typed calls of redeeming vouchers (GET /vouchers/{code}, POST /vouchers/{code}/use). */
import { get, post } from '@/lib/http';
import type { VoucherState, VoucherUseResult } from '@/shared/schemas/money';

export const apiVoucher = (code: string) => get<VoucherState>(`/vouchers/${encodeURIComponent(code)}`);
/** Redeems the voucher once: it gives its tokens per redemption. */
export const apiUseVoucher = (code: string) => post<VoucherUseResult>(`/vouchers/${encodeURIComponent(code)}/use`, {});
