/**
 * The menu beside an account or administration page: links with their icons, the current
 * section marked. A column beside the page; with `rowOnPhone`, a row that scrolls sideways
 * above the page at phone width. Plain links, so these layouts need none of antd's menu code.
 */
import type { ReactNode } from 'react';
import Link from 'next/link';
import styles from './SideNav.module.css';

export interface SideNavItem {
  path: string;
  icon: ReactNode;
  label: ReactNode;
}

interface Props {
  items: SideNavItem[];
  /** The path of the item to mark as the current one. */
  current: string;
  label: string;
  rowOnPhone?: boolean;
  testId?: string;
}

export function SideNav({ items, current, label, rowOnPhone = false, testId }: Props) {
  return (
    <nav aria-label={label} className={rowOnPhone ? `${styles.nav} ${styles.rowOnPhone}` : styles.nav} data-testid={testId}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.path}>
            <Link
              href={item.path}
              className={item.path === current ? `${styles.link} ${styles.current}` : styles.link}
              aria-current={item.path === current ? 'page' : undefined}
            >
              <span className={styles.icon}>{item.icon}</span>
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
