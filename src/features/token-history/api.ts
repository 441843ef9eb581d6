/** Typed calls of a viewer's token history (GET /transactions/user/search, /payment/orders/search). */
import { get } from '@/lib/http';
import type { PaymentOrder, TokenTransaction } from '@/shared/schemas/money';

type Page<T> = { data: T[]; total: number };

export const apiTokenTransactions = (query: { offset: number; limit: number }) =>
  get<Page<TokenTransaction>>('/transactions/user/search', query);
export const apiOrders = (query: { offset: number; limit: number }) => get<Page<PaymentOrder>>('/payment/orders/search', query);
