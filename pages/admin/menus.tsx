import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { MenusView } from '@/features/admin-catalogue/components/MenusView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The header and footer menus: links to pages here or elsewhere, titled per language. */
export default definePage(function AdminMenusPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.catalogue.menusTitle')} testId="admin-menus-page">
      <MenusView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
