import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { EarningsView } from '@/features/earnings/components/EarningsView';

const access: PageAccess = { layout: 'default', role: 'studio' };

/** The studio's earnings: totals, net per day, every sale and a CSV download. */
export default definePage(function StudioEarningsPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('earnings.title')} testId="earnings-page">
      <EarningsView role="studio" />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
