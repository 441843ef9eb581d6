import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { LiveRoom } from '@/features/live/components/LiveRoom';
import { loadLivePage } from '@/features/live/loaders';
import live from '@/features/live/slice';
import shows from '@/features/shows/slice';
import streamChat from '@/features/stream-chat/slice';
import tips from '@/features/tips/slice';

const access: PageAccess = { layout: 'stream', role: 'performer', namespaces: ['live'] };
const features = { live, shows, streamChat, tips };

export default definePage(LiveRoom, access, features);

export const getServerSideProps = serverPageProps(access, (ctx, session) => loadLivePage(String(ctx.params?.username ?? ''), session));
