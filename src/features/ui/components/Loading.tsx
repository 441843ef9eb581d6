/**
 * What is shown, kept and dimmed while the next of it loads (a list's next page), in antd's
 * Spin's manner. A file of its own: the spinner is in every page's shell, this is not.
 */
import type { ReactNode } from 'react';
import styles from './Spinner.module.css';

export function Loading({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={busy ? styles.busy : undefined} aria-busy={busy}>
      {children}
    </div>
  );
}
