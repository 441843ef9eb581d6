import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AdminPromosView } from '@/features/admin-shop/components/AdminPromosView';
import adminShop from '@/features/admin-shop/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminShop };

/** Site promos and banners: picture, link, the dates they show between. */
export default definePage(titledPage('admin.promos.title', 'admin-promos-page', <AdminPromosView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);
