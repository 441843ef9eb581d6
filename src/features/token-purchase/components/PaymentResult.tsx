/**
 * Back from the gateway: the order is asked after until it is paid or declined (the
 * tokens arrive with the gateway's callback, which may come a little after the browser).
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Result, Spin } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
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
      <Result
        status="success"
        title={t('paymentResult.paid', { count: order.tokens })}
        extra={
          <Link href="/">
            <Button type="primary">{t('paymentResult.toPerformers')}</Button>
          </Link>
        }
      />
    );
  }
  if (order?.status === 'declined') {
    return (
      <Result
        status="error"
        title={t('paymentResult.declined')}
        extra={<Link href="/user/buy-tokens">{t('paymentResult.tryAgain')}</Link>}
      />
    );
  }
  return <Result icon={<Spin size="large" />} title={watched.gaveUp ? t('paymentResult.slow') : t('paymentResult.waiting')} />;
}
