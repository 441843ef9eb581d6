/**
 * An on/off switch in the look of antd's small Switch (or with `size="default"` its default
 * one, 44 × 22 px), with an icon or a word inside for each state: a button with the `switch` role.
 */
import type { ReactNode } from 'react';
import styles from './Switch.module.css';

export function Switch({
  checked,
  onChange,
  checkedChildren,
  unCheckedChildren,
  size = 'small',
  'aria-label': label,
  'data-testid': testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  size?: 'small' | 'default';
  'aria-label': string;
  'data-testid'?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={[styles.switch, size === 'default' && styles.default, checked && styles.on].filter(Boolean).join(' ')}
      onClick={() => onChange(!checked)}
      data-testid={testId}
    >
      <span className={styles.inner}>{checked ? checkedChildren : unCheckedChildren}</span>
      <span className={styles.handle} />
    </button>
  );
}
