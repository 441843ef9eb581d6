/** What the catalogue's pages show around and in their tables: the page's explanation, an item's name with a smaller line under it, a link or path as code. */
import type { ReactNode } from 'react';
import styles from './catalogue-cells.module.css';

/** The grey paragraph that says what the page's list is for (antd's secondary paragraph). */
export function Explain({ children }: { children: ReactNode }) {
  return <p className={styles.explain}>{children}</p>;
}

/** The item's name in bold, with a smaller line under it if given (its slug, lighter; a link, `dim={false}`). */
export function NameCell({ name, under, dim = true }: { name: ReactNode; under?: ReactNode; dim?: boolean }) {
  return (
    <>
      <strong className={styles.name}>{name}</strong>
      {under && <div className={dim ? `${styles.under} ${styles.dim}` : styles.under}>{under}</div>}
    </>
  );
}

/** A line under a cell's main content, smaller and lighter (a menu item's kind of link). */
export function UnderLine({ children }: { children: ReactNode }) {
  return <div className={`${styles.under} ${styles.dim}`}>{children}</div>;
}

/** A path or address as code (antd's code text), broken anywhere rather than widening the table. */
export function CodeText({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}
