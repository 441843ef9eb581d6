/** Typed calls of buying tokens: packages, purchases and their orders, the test-mode checkout. */
import { get, post } from '@/lib/http';
import type { LocaleQuery } from '@/shared/schemas/common';
import type {
  Gateway,
  PaymentOrder,
  PurchaseResult,
  SandboxCheckout,
  SandboxCheckoutQuery,
  SandboxDecision,
  SandboxDecisionResult,
  TokenPackageList,
} from '@/shared/schemas/money';

export const apiTokenPackages = (locale?: string) => get<TokenPackageList>('/package/token/search', { locale } satisfies LocaleQuery);

export const apiPurchaseTokens = (packageId: string, gateway: Gateway) =>
  post<PurchaseResult>(`/payment/purchase-tokens/${encodeURIComponent(packageId)}`, { gateway });

export const apiOrder = (id: string) => get<PaymentOrder>(`/payment/orders/${encodeURIComponent(id)}`);
export const apiCancelOrder = (id: string) => post<PaymentOrder>(`/payment/orders/${encodeURIComponent(id)}/cancel`);
/** The gateway's address again for an order still waiting for its payment. */
export const apiResumeOrder = (id: string) => post<PurchaseResult>(`/payment/orders/${encodeURIComponent(id)}/resume`);

export const apiSandboxCheckout = (id: string, signature: string, locale?: string) =>
  get<SandboxCheckout>(`/payment/sandbox/${encodeURIComponent(id)}`, { signature, locale } satisfies SandboxCheckoutQuery, { token: null });
export const apiSandboxDecide = (id: string, signature: string, outcome: SandboxDecision['outcome']) =>
  post<SandboxDecisionResult>(`/payment/sandbox/${encodeURIComponent(id)}/decide`, { signature, outcome }, { token: null });
