/** Typed calls of the administrators' shop: site promos, token packages and vouchers. */
import { del, get, post, put, upload } from '@/lib/http';
import type { ListPage, Paging, Success } from '@/shared/schemas/common';
import type { AdminSitePromo, AdminSitePromoList, AdminSitePromoQuery } from '@/shared/schemas/promos';
import type {
  AdminTokenPackage,
  PackageBody,
  Voucher,
  VoucherCreateBody,
  VoucherRedemptionList,
  VoucherUpdateBody,
} from '@/shared/schemas/money';

export const apiAdminPromos = (query: AdminSitePromoQuery) => get<AdminSitePromoList>('/admin/site-promos', query);

/** `form` carries the fields of `PromoFields` and the picture `image`; id null creates. */
export const apiSavePromo = (id: string | null, form: FormData) =>
  id
    ? upload<AdminSitePromo>(`/admin/site-promos/${encodeURIComponent(id)}`, form, { method: 'PUT' })
    : upload<AdminSitePromo>('/admin/site-promos', form);

export const apiDeletePromo = (id: string) => del<Success>(`/admin/site-promos/${encodeURIComponent(id)}`);

export const apiAdminPackages = () => get<ListPage<AdminTokenPackage>>('/admin/packages');

/** id null creates. */
export const apiSavePackage = (id: string | null, body: PackageBody) =>
  id ? put<AdminTokenPackage>(`/admin/packages/${encodeURIComponent(id)}`, body) : post<AdminTokenPackage>('/admin/packages', body);

export const apiDeletePackage = (id: string) => del<Success>(`/admin/packages/${encodeURIComponent(id)}`);

export const apiAdminVouchers = (query: Paging) => get<ListPage<Voucher>>('/admin/vouchers', query);

export const apiCreateVoucher = (body: VoucherCreateBody) => post<Voucher>('/admin/vouchers', body);

export const apiUpdateVoucher = (id: string, body: VoucherUpdateBody) => put<Voucher>(`/admin/vouchers/${encodeURIComponent(id)}`, body);

export const apiVoucherRedemptions = (id: string, query: Paging) =>
  get<VoucherRedemptionList>(`/admin/vouchers/${encodeURIComponent(id)}/redemptions`, query);
