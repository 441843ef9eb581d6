/**
 * A white box with a thin border and an optional title bar (a heading, and `extra` at its
 * right), in the look of antd's Card (`small`: its small size), as plain elements. A list's
 * card may have `tools` (its filters) in the bar instead of a heading, as antd's title can
 * hold anything.
 */
import type { ReactNode } from 'react';
import styles from './Card.module.css';

export function Card({
  title,
  tools,
  extra,
  small = false,
  className,
  children,
  'data-testid': testId,
}: {
  title?: ReactNode;
  /** Controls in the title bar, where the heading would be (not inside a heading). */
  tools?: ReactNode;
  extra?: ReactNode;
  small?: boolean;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <section className={[styles.card, small && styles.small, className].filter(Boolean).join(' ')} data-testid={testId}>
      {(title || tools || extra) && (
        <header className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {tools && <div className={styles.tools}>{tools}</div>}
          {extra && <div className={styles.extra}>{extra}</div>}
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
