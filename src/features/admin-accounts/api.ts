/** Typed calls of the administrators' account management. */
import { get, post, put } from '@/lib/http';
import type {
  AdminAccountDetail,
  AdminAccountList,
  AdminAccountsQuery,
  AdminAccountUpdateBody,
  AdminBalanceBody,
  AdminBalanceResult,
} from '@/shared/schemas/admin-accounts';
import type { MessageResult } from '@/shared/schemas/common';

const accountPath = (id: string) => `/admin/accounts/${encodeURIComponent(id)}`;

export const apiAccounts = (query: AdminAccountsQuery) => get<AdminAccountList>('/admin/accounts', query);

export const apiAccount = (id: string) => get<AdminAccountDetail>(accountPath(id));

export const apiUpdateAccount = (id: string, body: AdminAccountUpdateBody) => put<AdminAccountDetail>(accountPath(id), body);

export const apiSuspendAccount = (id: string, reason: string) => post<AdminAccountDetail>(`${accountPath(id)}/suspend`, { reason });

export const apiReactivateAccount = (id: string) => post<AdminAccountDetail>(`${accountPath(id)}/reactivate`);

export const apiSendPasswordReset = (id: string) => post<MessageResult>(`${accountPath(id)}/password-reset`);

/** `amount` in tokens: positive credits, negative debits. */
export const apiAdjustBalance = (id: string, body: AdminBalanceBody) => post<AdminBalanceResult>(`${accountPath(id)}/balance`, body);
