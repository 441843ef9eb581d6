import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PurchasedItemsView } from '@/features/purchased-items/components/PurchasedItemsView';
import purchasedItems from '@/features/purchased-items/slice';
import refunds from '@/features/refunds/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { purchasedItems, refunds };

/** The viewer's purchases: every video, gallery and product they bought, and their refunds. */
export default definePage(titledPage('purchases.title', 'purchases-page', <PurchasedItemsView />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);
