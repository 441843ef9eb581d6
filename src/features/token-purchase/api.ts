/** Typed calls of buying tokens: packages, purchases and their orders, the test-mode checkout. */
import { get, post } from '@/lib/http';
import type { Gateway, PaymentOrder, TokenPackage } from '@/shared/schemas/money';
import type { SandboxCheckout, SandboxDecision } from './slice';

type Page<T> = { data: T[]; total: number };

export const apiTokenPackages = (locale?: string) => get<Page<TokenPackage> & { gateways: Gateway[] }>('/package/token/search', { locale });

export const apiPurchaseTokens = (packageId: string, gateway: Gateway) =>
  post<{ orderId: string; paymentUrl: string }>(`/payment/purchase-tokens/${encodeURIComponent(packageId)}`, { gateway });

export const apiOrder = (id: string) => get<PaymentOrder>(`/payment/orders/${encodeURIComponent(id)}`);
export const apiCancelOrder = (id: string) => post<PaymentOrder>(`/payment/orders/${encodeURIComponent(id)}/cancel`);

export const apiSandboxCheckout = (id: string, signature: string) =>
  get<SandboxCheckout>(`/payment/sandbox/${encodeURIComponent(id)}`, { signature }, { token: null });
export const apiSandboxDecide = (id: string, signature: string, outcome: SandboxDecision) =>
  post<{ returnUrl: string }>(`/payment/sandbox/${encodeURIComponent(id)}/decide`, { signature, outcome }, { token: null });
