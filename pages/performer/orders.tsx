import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PerformerOrdersView } from '@/features/orders/components/PerformerOrdersView';
import orders from '@/features/orders/slice';

const access: PageAccess = { layout: 'default', role: 'performer' };
const features = { orders };

/** The performer's orders: what viewers bought of their products, and sending the physical ones. */
export default definePage(titledPage('orders.soldTitle', 'performer-orders-page', <PerformerOrdersView />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);
