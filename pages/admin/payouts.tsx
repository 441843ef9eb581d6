import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PayoutDecisions } from '@/features/payouts/components/PayoutDecisions';
import payouts from '@/features/payouts/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { payouts };

/** Payout requests of studios and independent performers: approve, reject, mark paid. */
export default definePage(
  titledPage('admin.payouts.title', 'admin-payouts-page', <PayoutDecisions scope="admin" />, 'admin'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);
