import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PerformerGalleriesView } from '@/features/galleries/components/PerformerGalleriesView';
import galleries from '@/features/galleries/slice';
import itemTranslations from '@/features/item-translations/slice';

const access: PageAccess = { layout: 'default', role: 'performer' };
const features = { galleries, itemTranslations };

/** The performer's photo galleries: the list, their details and their photos. */
export default definePage(
  titledPage('galleries.title', 'performer-galleries-page', <PerformerGalleriesView />, 'account'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);
