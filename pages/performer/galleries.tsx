import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PerformerGalleriesView } from '@/features/galleries/components/PerformerGalleriesView';
import galleries from '@/features/galleries/slice';

const access: PageAccess = { layout: 'default', role: 'performer', antd: true };
const features = { galleries };

/** The performer's photo galleries: the list, their details and their photos. */
export default definePage(
  titledPage('galleries.title', 'performer-galleries-page', <PerformerGalleriesView />, 'account'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);
