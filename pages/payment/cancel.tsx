import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Button, Result } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { useAppDispatch } from '@/store/hooks';
import { cancelOrder } from '@/features/token-purchase/slice';
import { PageTitle } from '@/features/ui/components/PageTitle';

const access: PageAccess = { layout: 'default', role: 'user' };

/** Back from the gateway without paying: the order is closed, nothing was charged. */
function PaymentCancelPage() {
  const { t } = useTranslation('pages');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const orderId = String(router.query.orderId ?? '');

  useEffect(() => {
    if (orderId) dispatch(cancelOrder(orderId));
  }, [dispatch, orderId]);

  return (
    <div data-testid="payment-cancel">
      <PageTitle title={t('paymentResult.cancelTitle')} />
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
    </div>
  );
}

export default definePage(PaymentCancelPage, access);

export const getServerSideProps = serverPageProps(access);
