/** The live player's frame and caption around a still picture: offline, in a show, or closed to this viewer. */
import styles from './LiveVideo.module.css';

export function StreamPicture({ src, caption }: { src: string; caption: string }) {
  return (
    <div className={styles.player}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the pictures are admin-set addresses */}
      <img className={styles.picture} src={src} alt={caption} />
      <div className={styles.caption}>
        <strong>{caption}</strong>
      </div>
    </div>
  );
}
