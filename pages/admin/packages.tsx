import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AdminPackagesView } from '@/features/admin-shop/components/AdminPackagesView';
import adminShop from '@/features/admin-shop/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminShop };

/** Token packages: create, change, disable (not sold) and delete (past orders keep their copy). */
export default definePage(titledPage('admin.packages.title', 'admin-packages-page', <AdminPackagesView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);
