/**
 * A gallery's photos full size, from the one clicked, over a dimmed page in the look of
 * antd's image viewer: the previous and next photo by their buttons, the arrow keys or a
 * swipe on a touch screen, where it stands among them (3 / 12), and Escape, the close
 * button or a click beside the photo to go back, where the focus returns to the photo it
 * came from. The browser's modal `<dialog>`, in a script of its own that the gallery page
 * loads with the first click.
 */
import { useEffect, useRef, type TouchEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '@/features/ui/components/Icon';
import styles from './PhotoViewer.module.css';

// How far a finger moves sideways, in pixels, to turn to another photo.
const SWIPE = 40;

interface Props {
  /** The gallery's title, which names the viewer. */
  title: string;
  /** The photos' full-size addresses and their texts, in the gallery's order. */
  photos: { src: string; alt: string }[];
  /** The photo shown; null when the viewer is closed. */
  current: number | null;
  /** Another photo is shown (the arrows, the arrow keys, a swipe). */
  onChange: (current: number) => void;
  onClose: () => void;
}

export function PhotoViewer({ title, photos, current, onChange, onClose }: Props) {
  const { t } = useTranslation('pages');
  const ref = useRef<HTMLDialogElement>(null);
  const touched = useRef<{ x: number; y: number } | null>(null);
  const open = current !== null;
  const photo = current === null ? undefined : photos[current];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The browser gives the focus back to the photo clicked when the dialog closes.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const turn = (by: -1 | 1) => {
    if (current === null) return;
    const next = current + by;
    if (next >= 0 && next < photos.length) onChange(next);
  };
  // The arrow keys, heard by the document: the focus may have left a button that the last photo disabled.
  const turnLatest = useRef(turn);
  useEffect(() => {
    turnLatest.current = turn;
  });
  useEffect(() => {
    if (!open) return;
    const pressed = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') turnLatest.current(-1);
      else if (event.key === 'ArrowRight') turnLatest.current(1);
    };
    document.addEventListener('keydown', pressed);
    return () => document.removeEventListener('keydown', pressed);
  }, [open]);

  const swiped = (event: TouchEvent) => {
    const start = touched.current;
    const end = event.changedTouches[0];
    touched.current = null;
    if (!start || !end) return;
    const dx = end.clientX - start.x;
    if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(end.clientY - start.y)) turn(dx < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-label={title}
      // Escape: the page closes it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touched.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={swiped}
      data-testid="photo-viewer"
    >
      {photo && current !== null && (
        <>
          <button type="button" className={styles.close} aria-label={t('dialog.close', { ns: 'components' })} onClick={onClose}>
            <Icon icon={CloseOutlined} />
          </button>
          {/* A click beside the photo closes, as antd's viewer does. */}
          <div className={styles.stage} onClick={(event) => event.target === event.currentTarget && onClose()}>
            {/* eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size */}
            <img key={photo.src} src={photo.src} alt={photo.alt} className={styles.photo} data-testid="photo-viewer-image" />
          </div>
          {photos.length > 1 && (
            <>
              <button
                type="button"
                className={`${styles.turn} ${styles.previous}`}
                aria-label={t('gallery.previousPhoto')}
                disabled={current === 0}
                onClick={() => turn(-1)}
              >
                <Icon icon={LeftOutlined} />
              </button>
              <button
                type="button"
                className={`${styles.turn} ${styles.next}`}
                aria-label={t('gallery.nextPhoto')}
                disabled={current === photos.length - 1}
                onClick={() => turn(1)}
              >
                <Icon icon={RightOutlined} />
              </button>
            </>
          )}
          <p className={styles.position} aria-live="polite" data-testid="photo-viewer-position">
            {current + 1} / {photos.length}
          </p>
        </>
      )}
    </dialog>
  );
}
