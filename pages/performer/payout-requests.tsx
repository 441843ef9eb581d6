import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PayoutRequestsView } from '@/features/payouts/components/PayoutRequestsView';
import payouts from '@/features/payouts/slice';

const access: PageAccess = { layout: 'default', role: 'performer' };
const features = { payouts };

/** The performer's payout requests: totals, a new request, the list. */
export default definePage(
  titledPage('payoutRequests.title', 'payout-requests-page', <PayoutRequestsView role="performer" />, 'account'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);
