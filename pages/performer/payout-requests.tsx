import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PayoutRequestsView } from '@/features/payouts/components/PayoutRequestsView';

const access: PageAccess = { layout: 'default', role: 'performer' };

/** The performer's payout requests: totals, a new request, the list. */
export default definePage(
  titledPage('payoutRequests.title', 'payout-requests-page', <PayoutRequestsView role="performer" />, 'account'),
  access,
);

export const getServerSideProps = serverPageProps(access);
