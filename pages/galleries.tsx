import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { GalleryBrowser } from '@/features/galleries/components/GalleryBrowser';

const access: PageAccess = { layout: 'primary' };

/** Every performer's photo galleries: search, order and pages in the address. */
export default definePage(titledPage('galleries.title', 'galleries-page', <GalleryBrowser />), access);

export const getServerSideProps = serverPageProps(access);
