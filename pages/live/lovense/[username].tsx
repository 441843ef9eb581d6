import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { LiveRoom } from '@/features/live/components/LiveRoom';
import { loadLivePage } from '@/features/live/loaders';

const access: PageAccess = { layout: 'stream', role: 'performer', antd: true };

export default definePage(LiveRoom, access);

export const getServerSideProps = serverPageProps(access, (ctx, session) => loadLivePage(String(ctx.params?.username ?? ''), session));
