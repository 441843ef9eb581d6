import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { EarningsView } from '@/features/earnings/components/EarningsView';
import { PerformerCommissionCard } from '@/features/commission/components/PerformerCommissionCard';

const access: PageAccess = { layout: 'default', role: 'performer' };

/** The performer's earnings: totals, net per day, every sale and a CSV download. */
export default definePage(function PerformerEarningsPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('earnings.title')} testId="earnings-page">
      <EarningsView role="performer" />
      <PerformerCommissionCard />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
