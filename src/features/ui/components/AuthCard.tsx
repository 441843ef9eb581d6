/**
 * The sign-in layout's card ('auth-card'): the page's title as its first-level heading
 * (wrapping on a phone instead of being cut off), then its content. Plain elements in the
 * look of antd's Card, so that a page of the layout without antd's components (the login
 * forms) carries none of antd.
 */
import { useId, type ReactNode } from 'react';
import styles from './AuthCard.module.css';

export function AuthCard({ title, wide = false, children }: { title?: ReactNode; wide?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={['auth-card', wide && 'wide', styles.card].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
