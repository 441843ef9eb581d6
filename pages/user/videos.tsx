import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PurchasedVideosView } from '@/features/videos/components/PurchasedVideosView';

const access: PageAccess = { layout: 'default', role: 'user' };

/** The viewer's bought videos. */
export default definePage(titledPage('videos.boughtTitle', 'purchased-videos-page', <PurchasedVideosView />, 'account'), access);

export const getServerSideProps = serverPageProps(access);
