/** Back from the gateway without paying: the order is closed and the page says nothing was charged. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch } from '@/store/hooks';
import { ButtonLink } from '@/features/ui/components/Button';
import { Outcome } from '@/features/ui/components/Outcome';
import { cancelOrder } from '../slice';

export function PaymentCancelled({ orderId }: { orderId: string }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (orderId) dispatch(cancelOrder(orderId));
  }, [dispatch, orderId]);

  return (
    <Outcome
      status="warning"
      heading
      title={t('paymentResult.cancelled')}
      text={t('paymentResult.notCharged')}
      action={
        <ButtonLink type="primary" href="/user/buy-tokens">
          {t('paymentResult.tryAgain')}
        </ButtonLink>
      }
    />
  );
}
