/**
 * The buyer's orders: each product bought with its status, carrier and tracking code,
 * kept current while the page is open (the socket's `order/updated`); an order opens in
 * a dialog with the address it goes to.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSocketChannel } from '@/lib/socket';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { productPagePath } from '@/features/products/components/ProductCards';
import type { DeliveryStatus, Order } from '@/shared/schemas/orders';
import { loadOrders, openOrder, orderEvents, ORDERS_PAGE_SIZE, selectBoughtOrders } from '../slice';
import { OrderStatus, OrderStatusFilter } from './order-parts';
import { OrderDialog } from './OrderDialog';

export function UserOrdersView() {
  const { t, i18n } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectBoughtOrders);
  const locale = i18n.language;
  useSocketChannel(orderEvents);

  useEffect(() => {
    dispatch(loadOrders({ side: 'bought', offset: 0, locale }));
  }, [dispatch, locale]);

  const show = (change: { offset?: number; status?: DeliveryStatus }) =>
    dispatch(loadOrders({ side: 'bought', offset: 0, status: list.status, locale, ...change }));

  // On a phone the product and where it is come first; the date and the performer from a middle screen.
  const columns: ListColumn<Order>[] = [
    {
      key: 'product',
      title: t('orders.product'),
      render: (_: unknown, order) => (
        <Link href={productPagePath(order.productId)} data-testid="order-title">
          {order.title}
        </Link>
      ),
    },
    { key: 'status', title: t('orders.status'), render: (_: unknown, order) => <OrderStatus status={order.status} /> },
    { key: 'date', title: t('orders.date'), responsive: ['md'], render: (_: unknown, order) => formatDate(order.createdAt) },
    { key: 'performer', title: t('orders.performer'), responsive: ['md'], render: (_: unknown, order) => order.performer.name },
    { key: 'price', title: t('orders.price'), render: (_: unknown, order) => format.tokens(order.price) },
    { key: 'carrier', title: t('orders.carrier'), render: (_: unknown, order) => order.shippingCarrier ?? '' },
    {
      key: 'tracking',
      title: t('orders.trackingCode'),
      render: (_: unknown, order) => <span data-testid="order-tracking-cell">{order.trackingCode ?? ''}</span>,
    },
    {
      key: 'actions',
      render: (_: unknown, order) => (
        <Button size="small" onClick={() => dispatch(openOrder({ side: 'bought', id: order._id, locale }))} data-testid="order-open">
          {t('orders.details')}
        </Button>
      ),
    },
  ];

  return (
    <Card small extra={<OrderStatusFilter value={list.status} onChange={(status) => show({ status })} />}>
      <ListTable
        list={list}
        columns={columns}
        emptyText={t('orders.boughtEmpty')}
        paging={{ offset: list.offset, total: list.total, pageSize: ORDERS_PAGE_SIZE, onOffset: (offset) => show({ offset }) }}
        scroll={{ x: 'max-content' }}
        data-testid="bought-orders"
      />
      <OrderDialog side="bought" />
    </Card>
  );
}
