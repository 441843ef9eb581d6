import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { AdminPackagesView } from '@/features/admin-shop/components/AdminPackagesView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** Token packages: create, change, disable (not sold) and delete (past orders keep their copy). */
export default definePage(function AdminPackagesPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.packages.title')} testId="admin-packages-page">
      <AdminPackagesView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
