import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { MenusView } from '@/features/admin-catalogue/components/MenusView';
import adminCatalogue from '@/features/admin-catalogue/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminCatalogue };

/** The header and footer menus: links to pages here or elsewhere, titled per language. */
export default definePage(titledPage('admin.catalogue.menusTitle', 'admin-menus-page', <MenusView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);
