/** Back from the gateway without paying: the order is closed and the page says nothing was charged. */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Result } from 'antd';
import { useAppDispatch } from '@/store/hooks';
import { cancelOrder } from '../slice';

export function PaymentCancelled({ orderId }: { orderId: string }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (orderId) dispatch(cancelOrder(orderId));
  }, [dispatch, orderId]);

  return (
    <Result
      status="warning"
      title={t('paymentResult.cancelled')}
      subTitle={t('paymentResult.notCharged')}
      extra={
        <Link href="/user/buy-tokens">
          <Button type="primary">{t('paymentResult.tryAgain')}</Button>
        </Link>
      }
    />
  );
}
