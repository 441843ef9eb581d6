import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { AdminPromosView } from '@/features/admin-shop/components/AdminPromosView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** Site promos and banners: picture, link, the dates they show between. */
export default definePage(function AdminPromosPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.promos.title')} testId="admin-promos-page">
      <AdminPromosView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
