import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { AdminCommissionView } from '@/features/admin-commission/components/AdminCommissionView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The site's commission defaults and the rates set for performers and studios. */
export default definePage(function AdminCommissionPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('adminCommission.title')} testId="admin-commission-page">
      <AdminCommissionView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
