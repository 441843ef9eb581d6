/**
 * Plays a publisher's live media: the performer for viewers of a show, or the other
 * party in a private show. Tries to play with sound; where the browser allows only
 * muted playback until the visitor interacts, it plays muted with a "Sound on" button.
 * While the media is not (yet, or no longer) arriving, the poster and a short state
 * line show instead. `StreamPicture` is the same frame around a still picture. The
 * performer's page loads it only while there is a show to watch (with the media
 * transports it brings: lib/webrtc).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from './Button';
import SoundOutlined from '@ant-design/icons-svg/es/asn/SoundOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useWatch } from '@/lib/webrtc/hooks';
import type { StreamKind } from '@/shared/media';
import type { StreamingSettings } from '@/shared/schemas/streaming';
import styles from './LiveVideo.module.css';

type Props = {
  streamId: string | null;
  publisherId: string | null;
  kind: StreamKind;
  /** Shown behind the state line until media plays (the performer's avatar). */
  poster?: string;
  /** Overlaid at the bottom (title, name). */
  caption?: ReactNode;
  /** An extra class for the player's box. */
  className?: string;
  /** How media travels, when the page has it already (else the player asks). */
  settings?: StreamingSettings | null;
};

/** Starts playback, with sound when allowed; reports whether it had to mute. */
async function playWithSound(video: HTMLVideoElement): Promise<boolean> {
  video.muted = false;
  try {
    await video.play();
    return false;
  } catch {
    video.muted = true;
    await video.play().catch(() => undefined);
    return true;
  }
}

export function LiveVideo({ streamId, publisherId, kind, poster, caption, className, settings }: Props) {
  const { t } = useTranslation('components');
  const { stream, state, error } = useWatch({ streamId, kind, publisherId, settings });
  const video = useRef<HTMLVideoElement>(null);
  const [mutedByBrowser, setMutedByBrowser] = useState(false);
  // The stream whose first frame has been decoded: before that, the state line stays.
  const [framed, setFramed] = useState<MediaStream | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    element.srcObject = stream;
    let cancelled = false;
    if (stream) playWithSound(element).then((muted) => !cancelled && setMutedByBrowser(muted));
    return () => {
      cancelled = true;
    };
  }, [stream]);

  const soundOn = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    element.play().then(
      () => setMutedByBrowser(false),
      () => undefined,
    );
  };

  const playing = Boolean(stream) && state === 'playing' && framed === stream;
  // Media that arrived without a decoded frame yet is still connecting, for the page and for tests.
  const shown = playing ? 'playing' : state === 'playing' ? 'waiting' : state;
  return (
    <div className={`${styles.player} ${className ?? ''}`} data-testid="live-video" data-state={shown}>
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars are uploaded files of any size */}
      {!playing && poster && <img className={styles.backdrop} src={poster} alt="" />}
      <video
        ref={video}
        className={`${styles.video} ${playing ? '' : styles.waiting}`}
        autoPlay
        playsInline
        onLoadedData={() => setFramed(stream)}
        data-testid="live-video-element"
      />
      {!playing && (
        <div className={styles.state} role="status">
          {state === 'refused' ? (
            <span>{error ?? t('liveVideo.refused')}</span>
          ) : (
            <>
              <span className={styles.spinner} aria-hidden />
              <span>{state === 'ended' ? t('liveVideo.interrupted') : t('liveVideo.connecting')}</span>
            </>
          )}
        </div>
      )}
      {playing && mutedByBrowser && (
        <Button className={styles.sound} icon={<Icon icon={SoundOutlined} />} onClick={soundOn} data-testid="live-video-sound">
          {t('liveVideo.soundOn')}
        </Button>
      )}
      {caption && <div className={styles.caption}>{caption}</div>}
    </div>
  );
}
