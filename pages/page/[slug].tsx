import { Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ApiError, get } from '@/lib/http';
import type { Post } from '@/shared/schemas/posts';

const access: PageAccess = { layout: 'public' };

/** A content page (terms, privacy, the 18+ notice) by slug or id. */
function ContentPage({ post }: { post: Post }) {
  return (
    <article>
      <Typography.Title>{post.title}</Typography.Title>
      {post.content.split(/\n{2,}/).map((paragraph, i) => (
        <Typography.Paragraph key={i}>{paragraph}</Typography.Paragraph>
      ))}
    </article>
  );
}

export default definePage(ContentPage, access);

export const getServerSideProps = serverPageProps<{ post: Post }>(access, async (ctx, session) => {
  const slug = String(ctx.params?.slug ?? '');
  try {
    const post = await get<Post>(`/posts/${encodeURIComponent(slug)}`, { locale: session.locale }, { token: null });
    return { props: { post } };
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 404) return { notFound: true };
    throw err;
  }
});
