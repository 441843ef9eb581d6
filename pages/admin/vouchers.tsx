import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AdminVouchersView } from '@/features/admin-shop/components/AdminVouchersView';
import adminShop from '@/features/admin-shop/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminShop };

/** Vouchers: tokens per redemption, a number of redemptions (one per account), disable, and who used each. */
export default definePage(titledPage('admin.vouchers.title', 'admin-vouchers-page', <AdminVouchersView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);
