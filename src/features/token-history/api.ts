/** Typed calls of a viewer's token history (GET /transactions/user/search, /payment/orders/search). */
import { get } from '@/lib/http';
import type { ListPage } from '@/shared/schemas/common';
import type { OrderQuery, PaymentOrder, TokenTransaction, TokenTransactionQuery } from '@/shared/schemas/money';

export const apiTokenTransactions = (query: TokenTransactionQuery) => get<ListPage<TokenTransaction>>('/transactions/user/search', query);
export const apiOrders = (query: OrderQuery) => get<ListPage<PaymentOrder>>('/payment/orders/search', query);
