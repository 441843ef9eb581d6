import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { PaymentResult } from '@/features/token-purchase/components/PaymentResult';
import { PageTitle } from '@/features/ui/components/PageTitle';
import tokenPurchase from '@/features/token-purchase/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { tokenPurchase };

/** Back from the gateway: the order's outcome once the gateway has told the server. */
function PaymentSuccessPage() {
  const { t } = useTranslation('account');
  const router = useRouter();
  return (
    <div data-testid="payment-success">
      <PageTitle title={t('paymentResult.successTitle')} />
      <PaymentResult orderId={String(router.query.orderId ?? '')} />
    </div>
  );
}

export default definePage(PaymentSuccessPage, access, features);

export const getServerSideProps = serverPageProps(access);
