/**
 * The cameras of a show. The performer sends theirs into the show's stream and sees
 * it large; in a private show the user may turn on their own camera (two-way), which
 * the performer then sees in the corner. A viewer sees the performer large and, with
 * their camera on, themselves in the corner. Everything travels on the show's
 * conversation as its stream (shared/media.ts), by the transport the streaming
 * settings name for private or group shows. The performer's camera is the one they
 * chose on the live page, taken over while it is still open (lib/webrtc/camera.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import VideoCameraAddOutlined from '@ant-design/icons-svg/es/asn/VideoCameraAddOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import type { Show } from '@/shared/schemas/shows';
import { usePublication, useWatch } from '@/lib/webrtc/hooks';
import { useCamera } from '@/lib/webrtc/camera';
import { LiveVideo } from '@/features/ui/components/LiveVideo';
import styles from './ShowRoom.module.css';

/** One's own camera, without sound (no echo). */
function SelfView({ stream, className, testId }: { stream: MediaStream | null; className: string; testId: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} className={className} autoPlay muted playsInline data-testid={testId} />;
}

/** The user's camera in a private show, as the performer sees it: only while it plays. */
function GuestCamera({ show }: { show: Show }) {
  const { stream } = useWatch({ streamId: show.conversationId, kind: show.type, publisherId: show.user?._id ?? null });
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!video.current) return;
    video.current.srcObject = stream;
    if (stream) video.current.play().catch(() => undefined);
  }, [stream]);
  return <video ref={video} className={styles.corner} autoPlay playsInline hidden={!stream} data-testid="show-guest-video" />;
}

export function ShowMedia({ show }: { show: Show }) {
  const { t } = useTranslation('live');
  const performer = show.role === 'performer';
  const twoWay = show.type === 'private' && !performer;
  const [guestCameraOn, setGuestCameraOn] = useState(false);
  const camera = useCamera(performer || (twoWay && guestCameraOn));
  const { error } = usePublication({ streamId: show.conversationId, kind: show.type, stream: camera.stream });

  return (
    <div className={`show-media ${styles.media}`} data-testid="show-media">
      {performer ? (
        <SelfView stream={camera.stream} className={styles.mainVideo} testId="show-own-video" />
      ) : (
        <LiveVideo
          streamId={show.conversationId}
          publisherId={show.performer._id}
          kind={show.type}
          poster={show.performer.avatar}
          className={styles.mainPlayer}
        />
      )}
      {performer && show.type === 'private' && <GuestCamera show={show} />}
      {twoWay && guestCameraOn && camera.stream && <SelfView stream={camera.stream} className={styles.corner} testId="show-own-video" />}
      <div className={styles.mediaNames}>
        <strong data-testid="show-media-performer">{show.performer.name}</strong>
        {show.type === 'private' && show.user && <span data-testid="show-media-user">{show.user.name}</span>}
        {show.type === 'group' && (
          <span>
            <Icon icon={TeamOutlined} /> {t('shows.room.viewerCount', { value: show.participants.length, max: show.maxParticipants ?? 0 })}
          </span>
        )}
      </div>
      {(camera.problem || error) && (
        <div className={styles.mediaProblem} role="alert">
          {error ?? t(camera.problem === 'unsupported' ? 'camera.unsupported' : 'camera.denied')}
        </div>
      )}
      {twoWay && (
        <div className={styles.cameraToggle}>
          <Button
            icon={guestCameraOn ? <Icon icon={VideoCameraOutlined} /> : <Icon icon={VideoCameraAddOutlined} />}
            onClick={() => setGuestCameraOn((on) => !on)}
            data-testid="show-camera-toggle"
            aria-pressed={guestCameraOn}
          >
            {guestCameraOn ? t('shows.media.cameraOff') : t('shows.media.cameraOn')}
          </Button>
        </div>
      )}
    </div>
  );
}
