/**
 * An unread count: hidden at zero, '9999+' from 10000 (docs/domain.md#messaging). On its
 * own, or at the top right corner of what it wraps (the header's avatar). Plain elements:
 * the header shows it on every page.
 */
import type { ReactNode } from 'react';
import { UNREAD_CAP } from '@/shared/constants';
import styles from './UnreadBadge.module.css';

interface Props {
  count: number;
  children?: ReactNode;
  /** 'small' sits on an avatar or beside a menu label. */
  size?: 'medium' | 'small';
  testId?: string;
}

export function UnreadBadge({ count, children, size = 'medium', testId }: Props) {
  const badge =
    count > 0 ? (
      <sup className={size === 'small' ? `${styles.count} ${styles.small}` : styles.count} title={String(count)}>
        {count > UNREAD_CAP ? `${UNREAD_CAP}+` : count}
      </sup>
    ) : null;
  return (
    <span className={children ? styles.wrap : styles.alone} data-testid={testId}>
      {children}
      {badge}
    </span>
  );
}
