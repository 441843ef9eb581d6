import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { PayoutDecisions } from '@/features/payouts/components/PayoutDecisions';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** Payout requests of studios and independent performers: approve, reject, mark paid. */
export default definePage(function AdminPayoutsPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.payouts.title')} testId="admin-payouts-page">
      <PayoutDecisions scope="admin" />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
