/**
 * What both sides' order lists share: an order's status as a chip, the status filter, and
 * an order's facts (the product, what was paid, the address it goes to, the carrier and
 * the tracking code) for its dialog.
 */
import { useTranslation } from 'next-i18next/pages';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { Chip, type ChipTone } from '@/features/ui/components/Chip';
import { Facts } from '@/features/ui/components/Facts';
import { DELIVERY_STATUSES } from '@/shared/constants';
import type { DeliveryStatus, Order } from '@/shared/schemas/orders';
import type { ShippingAddress } from '@/shared/schemas/products';
import field from '@/features/ui/components/Field.module.css';

const TONES: Record<DeliveryStatus, ChipTone> = {
  created: 'default',
  processing: 'blue',
  shipping: 'purple',
  delivered: 'success',
  refunded: 'warning',
};

export function OrderStatus({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation('account');
  return (
    <Chip tone={TONES[status]} data-testid="order-status">
      {t(`orders.statuses.${status}`)}
    </Chip>
  );
}

export function OrderStatusFilter({
  value,
  onChange,
}: {
  value: DeliveryStatus | undefined;
  onChange: (status: DeliveryStatus | undefined) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <select
      className={field.field}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as DeliveryStatus | undefined)}
      aria-label={t('orders.status')}
      style={{ minWidth: 150 }}
      data-testid="order-status-filter"
    >
      <option value="">{t('orders.allStatuses')}</option>
      {DELIVERY_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`orders.statuses.${status}`)}
        </option>
      ))}
    </select>
  );
}

/** An address as lines, as it goes on a parcel. */
export function AddressLines({ address }: { address: ShippingAddress }) {
  return (
    <address style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }} data-testid="order-address">
      {[address.name, address.street, `${address.postalCode} ${address.city}`, address.country, address.phone].filter(Boolean).join('\n')}
    </address>
  );
}

/** An order's facts; `side` says whose they are shown to (the performer sees the buyer, the buyer the performer). */
export function OrderFacts({ order, side }: { order: Order; side: 'sold' | 'bought' }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <Facts
      bordered
      facts={[
        { label: t('orders.product'), value: order.title },
        { label: t('orders.type'), value: t(`products.types.${order.type}`) },
        { label: t('orders.date'), value: formatDate(order.createdAt) },
        { label: t('orders.price'), value: format.tokens(order.price) },
        { label: t('orders.buyer'), value: order.buyer.name, shown: side === 'sold' },
        { label: t('orders.performer'), value: order.performer.name, shown: side === 'bought' },
        { label: t('orders.status'), value: <OrderStatus status={order.status} /> },
        {
          label: t('orders.address'),
          value: order.shippingAddress && <AddressLines address={order.shippingAddress} />,
          shown: Boolean(order.shippingAddress),
        },
        {
          label: t('orders.carrier'),
          value: <span data-testid="order-carrier">{order.shippingCarrier}</span>,
          shown: Boolean(order.shippingCarrier),
        },
        {
          label: t('orders.trackingCode'),
          value: <span data-testid="order-tracking">{order.trackingCode}</span>,
          shown: Boolean(order.trackingCode),
        },
      ]}
    />
  );
}
