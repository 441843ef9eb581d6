/** A figure with its name above it, in the look of antd's Statistic; a grey bar while it loads. */
import type { ReactNode } from 'react';
import styles from './Statistic.module.css';

export function Statistic({
  title,
  value,
  loading = false,
  highlight = false,
  'data-testid': testId,
}: {
  title: ReactNode;
  value: ReactNode;
  loading?: boolean;
  /** In the theme's colour (the figure that matters most). */
  highlight?: boolean;
  'data-testid'?: string;
}) {
  return (
    <div className={styles.statistic} data-testid={testId}>
      <div className={styles.title}>{title}</div>
      {loading ? (
        <div className={styles.loading} aria-busy="true" />
      ) : (
        <div className={highlight ? `${styles.value} ${styles.highlight}` : styles.value} data-testid={testId && `${testId}-value`}>
          {value}
        </div>
      )}
    </div>
  );
}
