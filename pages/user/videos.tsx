import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PurchasedVideosView } from '@/features/videos/components/PurchasedVideosView';
import videos from '@/features/videos/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { videos };

/** The viewer's bought videos. */
export default definePage(titledPage('videos.boughtTitle', 'purchased-videos-page', <PurchasedVideosView />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);
