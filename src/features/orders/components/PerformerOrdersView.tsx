/**
 * The performer's orders: what viewers bought of their products, filtered by status and
 * title; an order opens in a dialog with the buyer's address, where a physical order is
 * moved to its next step (processing, shipped with its carrier and tracking code,
 * delivered). A digital order is delivered at once and has no step to take.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import { SearchBox } from '@/features/ui/components/SearchBox';
import type { DeliveryStatus, Order } from '@/shared/schemas/orders';
import { loadOrders, openOrder, ORDERS_PAGE_SIZE, selectSoldOrders } from '../slice';
import { OrderStatus, OrderStatusFilter } from './order-parts';
import { OrderDialog } from './OrderDialog';
import filters from '@/features/ui/components/ItemListCard.module.css';

export function PerformerOrdersView() {
  const { t, i18n } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSoldOrders);
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadOrders({ side: 'sold', offset: 0, locale }));
  }, [dispatch, locale]);

  const show = (change: { offset?: number; status?: DeliveryStatus; q?: string }) =>
    dispatch(loadOrders({ side: 'sold', offset: 0, status: list.status, q: list.q, locale, ...change }));

  const columns: ListColumn<Order>[] = [
    { key: 'product', title: t('orders.product'), render: (_: unknown, order) => <span data-testid="order-title">{order.title}</span> },
    { key: 'status', title: t('orders.status'), render: (_: unknown, order) => <OrderStatus status={order.status} /> },
    { key: 'buyer', title: t('orders.buyer'), render: (_: unknown, order) => order.buyer.name },
    { key: 'date', title: t('orders.date'), responsive: ['md'], render: (_: unknown, order) => formatDate(order.createdAt) },
    { key: 'type', title: t('orders.type'), render: (_: unknown, order) => t(`products.types.${order.type}`) },
    { key: 'price', title: t('orders.price'), render: (_: unknown, order) => format.tokens(order.price) },
    {
      key: 'actions',
      render: (_: unknown, order) => (
        <Button size="small" onClick={() => dispatch(openOrder({ side: 'sold', id: order._id, locale }))} data-testid="order-open">
          {t('orders.details')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      small
      tools={
        <div className={filters.filters}>
          <OrderStatusFilter value={list.status} onChange={(status) => show({ status })} />
          <SearchBox
            value={list.q ?? ''}
            placeholder={t('orders.search')}
            buttonLabel={t('browse.search', { ns: 'components' })}
            onSearch={(q) => show({ q })}
            className={filters.search}
          />
        </div>
      }
    >
      <ListTable
        list={list}
        columns={columns}
        emptyText={t('orders.soldEmpty')}
        paging={{ offset: list.offset, total: list.total, pageSize: ORDERS_PAGE_SIZE, onOffset: (offset) => show({ offset }) }}
        scroll={{ x: 'max-content' }}
        data-testid="sold-orders"
      />
      <OrderDialog side="sold" />
    </Card>
  );
}
