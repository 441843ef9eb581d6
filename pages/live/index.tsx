import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { loadLivePage } from '@/features/live/loaders';

const access: PageAccess = { layout: 'stream', role: 'performer', namespaces: ['live'] };

/** /live sends a verified performer on to their own live page; others home. */
export default definePage(function LiveIndexPage() {
  return null;
}, access);

export const getServerSideProps = serverPageProps(access, (_ctx, session) => loadLivePage('', session));
