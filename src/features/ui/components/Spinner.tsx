/** A turning ring while something a page waits for loads (antd's Spin as a plain element); nothing once `spinning` is false. */
import styles from './Spinner.module.css';

export function Spinner({ spinning = true }: { spinning?: boolean }) {
  if (!spinning) return null;
  return (
    <div className={styles.holder} role="progressbar" aria-busy="true">
      <span className={styles.ring} />
    </div>
  );
}
