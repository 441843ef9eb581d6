import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { VideoBrowser } from '@/features/videos/components/VideoBrowser';
import videos from '@/features/videos/slice';

const access: PageAccess = { layout: 'primary' };
const features = { videos };

/** Every performer's videos: search, order and pages in the address. */
export default definePage(titledPage('videos.title', 'videos-page', <VideoBrowser />), access, features);

export const getServerSideProps = serverPageProps(access);
