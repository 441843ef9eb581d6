/**
 * How far something has gone (an upload), as a bar in the look of antd's Progress line with
 * its percentage after it; a `progressbar` for screen readers. `status` "exception" turns it
 * red (a failed upload), "success" green. The whole is the progressbar, as antd's is, so that
 * its test id carries the value shown (`aria-valuenow`).
 */
import styles from './Progress.module.css';

export function Progress({
  percent,
  status = 'active',
  label,
  'data-testid': testId,
}: {
  /** 0 to 100. */
  percent: number;
  status?: 'active' | 'success' | 'exception';
  /** What is going on, for screen readers (the file's name). */
  label?: string;
  'data-testid'?: string;
}) {
  const shown = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-label={label}
      className={`${styles.progress} ${styles[status]}`}
      data-testid={testId}
    >
      <div className={styles.rail}>
        <div className={styles.bar} style={{ width: `${shown}%` }} />
      </div>
      <span className={styles.text} aria-hidden="true">
        {shown}%
      </span>
    </div>
  );
}
