/**
 * A white box with a thin border and an optional title bar (a heading, and `extra` at its
 * right), in the look of antd's Card (`small`: its small size), as plain elements.
 */
import type { ReactNode } from 'react';
import styles from './Card.module.css';

export function Card({
  title,
  extra,
  small = false,
  className,
  children,
  'data-testid': testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  small?: boolean;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <section className={[styles.card, small && styles.small, className].filter(Boolean).join(' ')} data-testid={testId}>
      {(title || extra) && (
        <header className={styles.head}>
          {title && <h3 className={styles.title}>{title}</h3>}
          {extra && <div className={styles.extra}>{extra}</div>}
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
