/** A content page: its title, then its text, a paragraph per blank-line-separated block. */
import { Typography } from 'antd';
import { PageTitle } from '@/features/ui/components/PageTitle';
import type { Post } from '@/shared/schemas/posts';

export function ContentPage({ post }: { post: Post }) {
  return (
    <article>
      <PageTitle title={post.title} />
      <Typography.Title>{post.title}</Typography.Title>
      {post.content.split(/\n{2,}/).map((paragraph, i) => (
        <Typography.Paragraph key={i}>{paragraph}</Typography.Paragraph>
      ))}
    </article>
  );
}
