/** Typed calls of orders of products: the performer's sold ones and their steps, the buyer's bought ones. */
import { get, put } from '@/lib/http';
import type { Order, OrderList, OrderQuery, OrderUpdate } from '@/shared/schemas/orders';

export const apiSoldOrders = (query: OrderQuery) => get<OrderList>('/orders/search', query);

export const apiSoldOrder = (id: string, locale?: string) => get<Order>(`/orders/details/${encodeURIComponent(id)}`, { locale });

export const apiUpdateOrder = (id: string, body: OrderUpdate) => put<Order>(`/orders/${encodeURIComponent(id)}/update`, body);

export const apiBoughtOrders = (query: OrderQuery) => get<OrderList>('/orders/user/search', query);

export const apiBoughtOrder = (id: string, locale?: string) => get<Order>(`/orders/user/details/${encodeURIComponent(id)}`, { locale });
