import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { PerformerVideosView } from '@/features/videos/components/PerformerVideosView';
import videos from '@/features/videos/slice';
import itemTranslations from '@/features/item-translations/slice';

const access: PageAccess = { layout: 'default', role: 'performer' };
const features = { videos, itemTranslations };

/** The performer's videos: the list, uploads and changes. */
export default definePage(titledPage('videos.title', 'performer-videos-page', <PerformerVideosView />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);
