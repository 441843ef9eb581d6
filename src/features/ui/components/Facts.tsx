/**
 * A few facts, each a label and its value, in the look of antd's Descriptions: "label: value"
 * lines (one, two or three to a row), or `bordered`, a two-column table of them. A description list
 * (`dl`), one `div` per fact, so that a screen reader reads each label with its value.
 */
import type { ReactNode } from 'react';
import styles from './Facts.module.css';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** Left out when false (a fact that does not apply). */
  shown?: boolean;
}

export function Facts({
  facts,
  bordered = false,
  twoColumns = false,
  threeColumns = false,
  className,
}: {
  facts: Fact[];
  bordered?: boolean;
  /** Two facts side by side from a small screen up. */
  twoColumns?: boolean;
  /** Lines only: two side by side from a small screen up, three from a middle one (a summary over a page). */
  threeColumns?: boolean;
  className?: string;
}) {
  return (
    <dl
      className={[
        styles.facts,
        bordered ? styles.bordered : styles.lines,
        twoColumns && styles.two,
        threeColumns && styles.three,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {facts
        .filter((fact) => fact.shown !== false)
        .map((fact, index) => (
          <div key={index} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
