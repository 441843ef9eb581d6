import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { PaymentCancelled } from '@/features/token-purchase/components/PaymentCancelled';
import { PageTitle } from '@/features/ui/components/PageTitle';
import tokenPurchase from '@/features/token-purchase/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { tokenPurchase };

/** Back from the gateway without paying: the order is closed, nothing was charged. */
function PaymentCancelPage() {
  const { t } = useTranslation('account');
  const router = useRouter();
  return (
    <div data-testid="payment-cancel">
      <PageTitle title={t('paymentResult.cancelTitle')} />
      <PaymentCancelled orderId={String(router.query.orderId ?? '')} />
    </div>
  );
}

export default definePage(PaymentCancelPage, access, features);

export const getServerSideProps = serverPageProps(access);
