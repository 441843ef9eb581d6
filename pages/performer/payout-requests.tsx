import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { PayoutRequestsView } from '@/features/payouts/components/PayoutRequestsView';

const access: PageAccess = { layout: 'default', role: 'performer' };

/** The performer's payout requests: totals, a new request, the list. */
export default definePage(function PerformerPayoutRequestsPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('payoutRequests.title')} testId="payout-requests-page">
      <PayoutRequestsView role="performer" />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
