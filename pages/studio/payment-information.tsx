import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { PaymentInformationView } from '@/features/payouts/components/PaymentInformationView';

const access: PageAccess = { layout: 'default', role: 'studio' };

/** Where the studio wants to be paid, per payout method. */
export default definePage(function StudioPaymentInformationPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('paymentInformation.title')} testId="payment-information-page">
      <PaymentInformationView role="studio" />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
