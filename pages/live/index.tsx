import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { apiGetMe } from '@/features/account/api';

const access: PageAccess = { layout: 'stream', role: 'performer' };

/** /live sends a verified performer on to their own live page; others home. */
export default definePage(function LiveIndexPage() {
  return null;
}, access);

export const getServerSideProps = serverPageProps(access, async (_ctx, session) => {
  const me = await apiGetMe('performer', session.token);
  const destination = me.role === 'performer' && me.verified ? `/live/lovense/${encodeURIComponent(me.username)}` : '/';
  return { redirect: { destination, permanent: false } };
});
