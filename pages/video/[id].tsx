import { useRouter } from 'next/router';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { VideoView } from '@/features/videos/components/VideoView';
import videos from '@/features/videos/slice';

const access: PageAccess = { layout: 'primary' };
const features = { videos };

/** A performer's video: its player, and the way to buy it. */
function VideoPage() {
  const id = String(useRouter().query.id ?? '');
  return <VideoView id={id} />;
}

export default definePage(VideoPage, access, features);

export const getServerSideProps = serverPageProps(access);
