/**
 * Plays a publisher's live media: the performer for viewers of a show, or the other
 * party in a private show. Tries to play with sound; where the browser allows only
 * muted playback until the visitor interacts, it plays muted. While it plays, two buttons
 * named in the page's language (a live stream has no use for the browser's own controls,
 * whose seek bar and pause mean nothing here): "Sound on" or "Mute", and "Full screen"
 * where the browser offers it.
 * While the media is not (yet, or no longer) arriving, the poster and a short state
 * line show instead. `StreamPicture` is the same frame around a still picture. The
 * performer's page loads it only while there is a show to watch (with the media
 * transports it brings: lib/webrtc).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from './Button';
import FullscreenExitOutlined from '@ant-design/icons-svg/es/asn/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons-svg/es/asn/FullscreenOutlined';
import MutedOutlined from '@ant-design/icons-svg/es/asn/MutedOutlined';
import SoundOutlined from '@ant-design/icons-svg/es/asn/SoundOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useWatch } from '@/lib/webrtc/hooks';
import { useHydrated } from '../hooks/useHydrated';
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

/** Whether the browser can show the player on the whole screen, and whether it does; known once mounted. */
function useFullScreen(box: RefObject<HTMLDivElement | null>) {
  const offered = useHydrated() && Boolean(document.fullscreenEnabled);
  const [on, setOn] = useState(false);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [box]);
  const toggle = () => {
    if (on) void document.exitFullscreen().catch(() => undefined);
    else void box.current?.requestFullscreen().catch(() => undefined);
  };
  return { offered, on, toggle };
}

export function LiveVideo({ streamId, publisherId, kind, poster, caption, className, settings }: Props) {
  const { t } = useTranslation('live');
  const { stream, state, error } = useWatch({ streamId, kind, publisherId, settings });
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Muted by the browser (no sound before the visitor interacts) or by the visitor.
  const [muted, setMuted] = useState(false);
  const fullScreen = useFullScreen(box);
  // The stream whose first frame has been decoded: before that, the state line stays.
  const [framed, setFramed] = useState<MediaStream | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    element.srcObject = stream;
    let cancelled = false;
    if (stream) playWithSound(element).then((mutedByBrowser) => !cancelled && setMuted(mutedByBrowser));
    return () => {
      cancelled = true;
    };
  }, [stream]);

  const soundOn = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    element.play().then(
      () => setMuted(false),
      () => undefined,
    );
  };
  const mute = () => {
    if (video.current) video.current.muted = true;
    setMuted(true);
  };

  const playing = Boolean(stream) && state === 'playing' && framed === stream;
  // Media that arrived without a decoded frame yet is still connecting, for the page and for tests.
  const shown = playing ? 'playing' : state === 'playing' ? 'waiting' : state;
  return (
    <div ref={box} className={`${styles.player} ${className ?? ''}`} data-testid="live-video" data-state={shown}>
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
      {playing && (
        <div className={styles.controls}>
          {muted ? (
            <Button icon={<Icon icon={SoundOutlined} />} onClick={soundOn} data-testid="live-video-sound">
              {t('liveVideo.soundOn')}
            </Button>
          ) : (
            <Button icon={<Icon icon={MutedOutlined} />} onClick={mute} data-testid="live-video-mute">
              {t('liveVideo.mute')}
            </Button>
          )}
          {fullScreen.offered && (
            <Button
              icon={<Icon icon={fullScreen.on ? FullscreenExitOutlined : FullscreenOutlined} />}
              onClick={fullScreen.toggle}
              aria-label={fullScreen.on ? t('liveVideo.exitFullScreen') : t('liveVideo.fullScreen')}
              title={fullScreen.on ? t('liveVideo.exitFullScreen') : t('liveVideo.fullScreen')}
              data-testid="live-video-full-screen"
            />
          )}
        </div>
      )}
      {caption && <div className={styles.caption}>{caption}</div>}
    </div>
  );
}
