/**
 * Waiting, as plain elements in antd's Spin's manner: `Spinner`, a turning ring while
 * something a page waits for loads (nothing once `spinning` is false), and `Loading`,
 * which keeps what is shown and dims it while the next of it loads (a list's next page).
 */
import type { ReactNode } from 'react';
import styles from './Spinner.module.css';

export function Spinner({ spinning = true }: { spinning?: boolean }) {
  if (!spinning) return null;
  return (
    <div className={styles.holder} role="progressbar" aria-busy="true">
      <span className={styles.ring} />
    </div>
  );
}

export function Loading({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={busy ? styles.busy : undefined} aria-busy={busy}>
      {children}
    </div>
  );
}
