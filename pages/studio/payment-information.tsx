import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PaymentInformationView } from '@/features/payouts/components/PaymentInformationView';

const access: PageAccess = { layout: 'default', role: 'studio' };

/** Where the studio wants to be paid, per payout method. */
export default definePage(
  titledPage('paymentInformation.title', 'payment-information-page', <PaymentInformationView role="studio" />, 'account'),
  access,
);

export const getServerSideProps = serverPageProps(access);
