/**
 * Orders of products: one per product bought. A digital product's order is delivered at
 * once; a physical one goes from `created` through `processing` and `shipping` (with a
 * carrier and a tracking code) to `delivered`, moved by its performer
 * (`PUT /orders/{id}/update`), its buyer told at each step. An accepted refund marks it
 * `refunded`. Performers list theirs (`GET /orders/search`), buyers theirs
 * (`GET /orders/user/search`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { AccountRef, DateTimeField, LimitField, ListOf, Nullable, OffsetField } from './common';
import { PerformerRef } from './assets';
import { ProductTypeField, ShippingAddress } from './products';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../constants';

export type { DeliveryStatus };

export const DeliveryStatusField = Type.Union(DELIVERY_STATUSES.map((status) => Type.Literal(status)));

export const Order = Type.Object({
  _id: Type.String(),
  productId: Type.String(),
  /** The product's title when it was bought, in the reader's language where translated. */
  title: Type.String(),
  type: ProductTypeField,
  image: Nullable(Type.String()),
  /** What the buyer paid, in tokens. */
  price: Type.Number(),
  status: DeliveryStatusField,
  shippingAddress: Nullable(ShippingAddress),
  shippingCarrier: Nullable(Type.String()),
  trackingCode: Nullable(Type.String()),
  buyer: AccountRef,
  performer: PerformerRef,
  createdAt: DateTimeField,
  updatedAt: DateTimeField,
});
export type Order = Static<typeof Order>;

export const OrderQuery = Type.Object({
  status: Type.Optional(DeliveryStatusField),
  /** Part of the product's title. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  locale: Type.Optional(Type.String({ maxLength: 10 })),
  limit: LimitField(20, 100),
  offset: OffsetField,
});
export type OrderQuery = Static<typeof OrderQuery>;

export const OrderList = ListOf(Order);
export type OrderList = Static<typeof OrderList>;

/** The steps a performer moves a physical order to, each after the one before. */
export const ORDER_STEPS = ['processing', 'shipping', 'delivered'] as const satisfies readonly DeliveryStatus[];

/** PUT /orders/{id}/update: the next step; `shipping` with the carrier and the tracking code. */
export const OrderUpdate = Type.Object({
  status: Type.Union(
    ORDER_STEPS.map((status) => Type.Literal(status)),
    { errorMessage: `Choose one of: ${ORDER_STEPS.join(', ')}` },
  ),
  shippingCarrier: Type.Optional(Type.String({ maxLength: 100 })),
  trackingCode: Type.Optional(Type.String({ maxLength: 100 })),
});
export type OrderUpdate = Static<typeof OrderUpdate>;

/** The socket event `order/updated` to the buyer: their order as it is now. */
export const OrderUpdatedEvent = Type.Object({ order: Order });
export type OrderUpdatedEvent = Static<typeof OrderUpdatedEvent>;
