import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AdminPackagesView } from '@/features/admin-shop/components/AdminPackagesView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** Token packages: create, change, disable (not sold) and delete (past orders keep their copy). */
export default definePage(titledPage('admin.packages.title', 'admin-packages-page', <AdminPackagesView />, 'admin'), access);

export const getServerSideProps = serverPageProps(access);
