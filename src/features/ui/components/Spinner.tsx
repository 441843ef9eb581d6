/**
 * Waiting, as plain elements in antd's Spin's manner: a turning ring while something a page
 * waits for loads (nothing once `spinning` is false). `Loading` dims what is shown instead.
 */
import styles from './Spinner.module.css';

export function Spinner({ spinning = true }: { spinning?: boolean }) {
  if (!spinning) return null;
  return (
    <div className={styles.holder} role="progressbar" aria-busy="true">
      <span className={styles.ring} />
    </div>
  );
}
