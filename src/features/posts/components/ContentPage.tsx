/** A content page: its title, then its text, a paragraph per blank-line-separated block. */
import { PageTitle } from '@/features/ui/components/PageTitle';
import styles from './ContentPage.module.css';
import type { Post } from '@/shared/schemas/posts';

export function ContentPage({ post }: { post: Post }) {
  return (
    <article className={styles.page}>
      <PageTitle title={post.title} />
      <h1>{post.title}</h1>
      {post.content.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </article>
  );
}
