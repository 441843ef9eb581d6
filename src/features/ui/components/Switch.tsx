/** An on/off switch in the look of antd's small Switch, with an icon inside for each state: a button with the `switch` role. */
import type { ReactNode } from 'react';
import styles from './Switch.module.css';

export function Switch({
  checked,
  onChange,
  checkedChildren,
  unCheckedChildren,
  'aria-label': label,
  'data-testid': testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  'aria-label': string;
  'data-testid'?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={checked ? `${styles.switch} ${styles.on}` : styles.switch}
      onClick={() => onChange(!checked)}
      data-testid={testId}
    >
      <span className={styles.inner}>{checked ? checkedChildren : unCheckedChildren}</span>
      <span className={styles.handle} />
    </button>
  );
}
