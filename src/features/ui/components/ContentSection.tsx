/**
 * A section of a performer's page that lists what they sell (videos, galleries): its
 * heading, the cards, and "Previous" / "Next" when there is more than a page. Plain
 * elements: the performer's page carries no table or pager code.
 */
import type { ReactNode } from 'react';
import styles from './ContentCards.module.css';

export interface ContentSectionProps {
  heading: string;
  offset: number;
  total: number;
  pageSize: number;
  onOffset: (offset: number) => void;
  previous: string;
  next: string;
  testId: string;
  children: ReactNode;
}

export function ContentSection({ heading, offset, total, pageSize, onOffset, previous, next, testId, children }: ContentSectionProps) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h2>{heading}</h2>
      {children}
      {total > pageSize && (
        <div className={styles.pager}>
          <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
            {previous}
          </button>
          <button type="button" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
            {next}
          </button>
        </div>
      )}
    </section>
  );
}
