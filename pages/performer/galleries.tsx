import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PerformerGalleriesView } from '@/features/galleries/components/PerformerGalleriesView';

const access: PageAccess = { layout: 'default', role: 'performer' };

/** The performer's photo galleries: the list, their details and their photos. */
export default definePage(titledPage('galleries.title', 'performer-galleries-page', <PerformerGalleriesView />, 'account'), access);

export const getServerSideProps = serverPageProps(access);
