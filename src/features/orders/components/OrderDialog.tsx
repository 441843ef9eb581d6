/**
 * One order in a dialog: its facts, and for its performer the next step of a physical
 * order (shipping asks for the carrier and the tracking code); a refusal shows in it.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/features/ui/components/Button';
import { CheckedForm, TextField, textOf } from '@/features/ui/components/CheckedForm';
import { Dialog } from '@/features/ui/components/Dialog';
import { ListError } from '@/features/ui/components/ListError';
import { Notice } from '@/features/ui/components/Notice';
import { Spinner } from '@/features/ui/components/Spinner';
import { Stack } from '@/features/ui/components/Stack';
import { useFieldChecks } from '@/features/ui/hooks/useFieldChecks';
import type { DeliveryStatus, Order, OrderUpdate } from '@/shared/schemas/orders';
import { closeOrder, selectOrderDetails, selectOrderUpdate, updateOrder, type OrderSide } from '../slice';
import { OrderFacts } from './order-parts';

/** The step a physical order goes to next, or null when it is closed (or digital: delivered at once). */
export function nextStep(order: Pick<Order, 'type' | 'status'>): OrderUpdate['status'] | null {
  if (order.type !== 'physical') return null;
  const next: Partial<Record<DeliveryStatus, OrderUpdate['status']>> = {
    created: 'processing',
    processing: 'shipping',
    shipping: 'delivered',
  };
  return next[order.status] ?? null;
}

function NextStep({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const { required } = useFieldChecks();
  const dispatch = useAppDispatch();
  const update = useAppSelector(selectOrderUpdate);
  const step = nextStep(order);
  if (!step) return null;
  const saving = update.requesting && update.id === order._id;
  const move = (body: OrderUpdate) => dispatch(updateOrder({ id: order._id, body }));
  return (
    <Stack vertical gap={8}>
      {step === 'shipping' ? (
        <CheckedForm
          id="order-shipping-form"
          size="middle"
          check={(data) => ({
            shippingCarrier: required(textOf(data, 'shippingCarrier')),
            trackingCode: required(textOf(data, 'trackingCode')),
          })}
          onValid={(data) =>
            move({
              status: 'shipping',
              shippingCarrier: textOf(data, 'shippingCarrier').trim(),
              trackingCode: textOf(data, 'trackingCode').trim(),
            })
          }
        >
          <TextField name="shippingCarrier" label={t('orders.carrier')} maxLength={100} data-testid="order-carrier-field" />
          <TextField name="trackingCode" label={t('orders.trackingCode')} maxLength={100} data-testid="order-tracking-field" />
          <Button type="primary" htmlType="submit" loading={saving} data-testid="order-step">
            {t('orders.steps.shipping')}
          </Button>
        </CheckedForm>
      ) : (
        <div>
          <Button type="primary" loading={saving} onClick={() => move({ status: step })} data-testid="order-step">
            {t(`orders.steps.${step}`)}
          </Button>
        </div>
      )}
      {update.error && <Notice type="error" title={t(update.error, { ns: 'common' })} data-testid="order-step-error" />}
    </Stack>
  );
}

export function OrderDialog({ side }: { side: OrderSide }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectOrderDetails);
  const update = useAppSelector(selectOrderUpdate);
  return (
    <Dialog
      open={details.id !== null}
      title={t('orders.order')}
      onCancel={() => dispatch(closeOrder())}
      closable={!update.requesting}
      footer={
        <Button onClick={() => dispatch(closeOrder())} disabled={update.requesting} data-testid="order-close">
          {t('orders.close')}
        </Button>
      }
    >
      <ListError error={details.error} gap />
      {details.data ? (
        <Stack vertical gap={16}>
          <div data-testid="order-details">
            <OrderFacts order={details.data} side={side} />
          </div>
          {side === 'sold' && <NextStep order={details.data} />}
        </Stack>
      ) : (
        <Spinner spinning={details.requesting} />
      )}
    </Dialog>
  );
}
