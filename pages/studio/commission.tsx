import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { StudioCommissionView } from '@/features/commission/components/StudioCommissionView';

const access: PageAccess = { layout: 'default', role: 'studio' };

/** The studio's commission and its members' shares. */
export default definePage(function StudioCommissionPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('commission.title')} testId="studio-commission-page">
      <StudioCommissionView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
