import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { UserOrdersView } from '@/features/orders/components/UserOrdersView';
import orders from '@/features/orders/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { orders };

/** The viewer's orders: the products they bought, and where each one is. */
export default definePage(titledPage('orders.boughtTitle', 'user-orders-page', <UserOrdersView />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);
