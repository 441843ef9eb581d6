import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PurchasedGalleriesView } from '@/features/galleries/components/PurchasedGalleriesView';
import galleries from '@/features/galleries/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { galleries };

/** The viewer's bought galleries. */
export default definePage(
  titledPage('galleries.boughtTitle', 'purchased-galleries-page', <PurchasedGalleriesView />, 'account'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);
