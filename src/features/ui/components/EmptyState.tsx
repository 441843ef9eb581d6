/**
 * A list with nothing in it: a picture of an empty tray and a line below it, in the
 * manner of antd's simple empty state, as plain elements (antd's brings its config
 * code to pages that need nothing else of it).
 */
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export function EmptyState({ text, testId }: { text: ReactNode; testId?: string }) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <EmptyPicture />
      {text && <p>{text}</p>}
    </div>
  );
}

/** An empty tray, in the manner of antd's simple empty picture. */
function EmptyPicture() {
  return (
    <svg width="100" height="64" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="33" rx="32" ry="7" fill="#f5f5f5" />
      <g fill="none" stroke="#d9d9d9">
        <path d="M55 12.76 44.85 1.26A2.6 2.6 0 0 0 43 .5H21a2.6 2.6 0 0 0-1.85.76L9 12.76V22h46z" />
        <path
          d="M41.61 15.93c0-1.6.99-2.92 2.23-2.93H55v18.14C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.26 9 31.14V13h11.16c1.24 0 2.23 1.33 2.23 2.93v.02c0 1.6 1.01 2.9 2.24 2.9h14.74c1.23 0 2.24-1.31 2.24-2.91z"
          fill="#fafafa"
        />
      </g>
    </svg>
  );
}
