import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ContentPage } from '@/features/posts/components/ContentPage';
import { loadContentPage } from '@/features/posts/loaders';
import type { Post } from '@/shared/schemas/posts';

const access: PageAccess = { layout: 'public' };

/** A content page (terms, privacy, the 18+ notice) by slug or id. */
export default definePage(ContentPage, access);

export const getServerSideProps = serverPageProps<{ post: Post }>(access, async (ctx, session) => {
  const post = await loadContentPage(String(ctx.params?.slug ?? ''), session);
  return post ? { props: { post } } : { notFound: true };
});
