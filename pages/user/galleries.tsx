import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PurchasedGalleriesView } from '@/features/galleries/components/PurchasedGalleriesView';

const access: PageAccess = { layout: 'default', role: 'user' };

/** The viewer's bought galleries. */
export default definePage(titledPage('galleries.boughtTitle', 'purchased-galleries-page', <PurchasedGalleriesView />, 'account'), access);

export const getServerSideProps = serverPageProps(access);
