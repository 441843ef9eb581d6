import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PaymentInformationView } from '@/features/payouts/components/PaymentInformationView';
import payouts from '@/features/payouts/slice';

const access: PageAccess = { layout: 'default', role: 'performer' };
const features = { payouts };

/** Where the performer wants to be paid, per payout method. */
export default definePage(
  titledPage('paymentInformation.title', 'payment-information-page', <PaymentInformationView role="performer" />, 'account'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);
