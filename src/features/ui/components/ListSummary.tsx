/** The line above a filtered list: how many it holds and, while filtered, a way back to everything. */
import type { ReactNode } from 'react';
import styles from './ListSummary.module.css';

export interface ListSummaryProps {
  /** "24 performers": nothing while the count is not known. */
  total: ReactNode;
  /** The "clear filters" button's text and action; no button without it. */
  clear?: { label: string; onClear: () => void };
  /** Test ids of the count and the button. */
  testIds: { total: string; clear: string };
}

export function ListSummary({ total, clear, testIds }: ListSummaryProps) {
  return (
    <div className={styles.summary}>
      <span className={styles.total} data-testid={testIds.total}>
        {total}
      </span>
      {clear && (
        <button type="button" className={styles.clear} onClick={clear.onClear} data-testid={testIds.clear}>
          {clear.label}
        </button>
      )}
    </div>
  );
}
