import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { MenusView } from '@/features/admin-catalogue/components/MenusView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The header and footer menus: links to pages here or elsewhere, titled per language. */
export default definePage(titledPage('admin.catalogue.menusTitle', 'admin-menus-page', <MenusView />, 'admin'), access);

export const getServerSideProps = serverPageProps(access);
