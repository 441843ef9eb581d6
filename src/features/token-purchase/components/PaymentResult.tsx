/**
 * Back from the gateway: the order is asked after until it is settled (the tokens arrive
 * with the gateway's callback, which may come a little after the browser): paid,
 * declined, or no longer waiting (cancelled, or expired before any payment came).
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ButtonLink } from '@/features/ui/components/Button';
import { Outcome } from '@/features/ui/components/Outcome';
import { selectTokenPurchase, stopWatchingOrder, watchOrder } from '../slice';

export function PaymentResult({ orderId }: { orderId: string }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const watched = useAppSelector(selectTokenPurchase).order;
  // An order read on an earlier visit is not this one.
  const order = watched.data?._id === orderId ? watched.data : null;

  useEffect(() => {
    if (!orderId) return;
    dispatch(watchOrder(orderId));
    return () => {
      dispatch(stopWatchingOrder());
    };
  }, [dispatch, orderId]);

  if (order?.status === 'paid') {
    return (
      <Outcome
        status="success"
        heading
        title={t('paymentResult.paid', { count: order.tokens })}
        action={
          <ButtonLink type="primary" href="/">
            {t('paymentResult.toPerformers')}
          </ButtonLink>
        }
      />
    );
  }
  if (order?.status === 'declined' || order?.status === 'expired' || order?.status === 'cancelled') {
    return (
      <Outcome
        status="error"
        heading
        title={t(`paymentResult.${order.status}`)}
        action={<ButtonLink href="/user/buy-tokens">{t('paymentResult.tryAgain')}</ButtonLink>}
      />
    );
  }
  return <Outcome status="waiting" heading title={watched.gaveUp ? t('paymentResult.slow') : t('paymentResult.waiting')} />;
}
