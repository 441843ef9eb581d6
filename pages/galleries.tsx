import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { GalleryBrowser } from '@/features/galleries/components/GalleryBrowser';
import galleries from '@/features/galleries/slice';

const access: PageAccess = { layout: 'primary' };
const features = { galleries };

/** Every performer's photo galleries: search, order and pages in the address. */
export default definePage(titledPage('galleries.title', 'galleries-page', <GalleryBrowser />), access, features);

export const getServerSideProps = serverPageProps(access);
