/**
 * The performer's own camera and microphone, with a choice of devices: what viewers
 * will see. `onStream` hands the current stream to the page, which publishes it
 * while the performer is live (a new device choice gives a new stream).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import field from '@/features/ui/components/Field.module.css';
import { preferredCamera, useCamera } from '@/lib/webrtc/camera';

type Devices = { video: MediaDeviceInfo[]; audio: MediaDeviceInfo[] };

/** The device a track captures from, as the browser reports it. */
const deviceOf = (stream: MediaStream | null, kind: 'video' | 'audio') =>
  stream
    ?.getTracks()
    .find((track) => track.kind === kind)
    ?.getSettings().deviceId;

/** A choice among the devices of one kind (`name`); a device without a label is shown as the kind and its number. */
function DeviceSelect({
  name,
  devices,
  value,
  onChange,
}: {
  name: string;
  devices: MediaDeviceInfo[];
  value: string | undefined;
  onChange: (deviceId: string) => void;
}) {
  return (
    <select
      className={field.field}
      style={{ minWidth: 220 }}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      aria-label={name}
    >
      {value === undefined && (
        <option value="" disabled>
          {name}
        </option>
      )}
      {devices.map((d, i) => (
        <option key={d.deviceId} value={d.deviceId}>
          {d.label || `${name} ${i + 1}`}
        </option>
      ))}
    </select>
  );
}

export function CameraPreview({ onStream }: { onStream?: (stream: MediaStream | null) => void }) {
  const { t } = useTranslation('live');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [devices, setDevices] = useState<Devices>({ video: [], audio: [] });
  // The devices chosen earlier on this visit (a performer back from a show keeps them).
  const [choice, setChoice] = useState(preferredCamera);
  const { stream, problem } = useCamera(true, choice);
  const handOver = useRef(onStream);
  useEffect(() => {
    handOver.current = onStream;
  });
  // Another device hands over its stream in place of the last one; only leaving the page ends it.
  useEffect(() => () => handOver.current?.(null), []);

  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream;
    if (!stream) return undefined;
    handOver.current?.(stream);
    let cancelled = false;
    // Labels and ids are only given once the camera is allowed.
    navigator.mediaDevices
      .enumerateDevices()
      .then(
        (all) =>
          !cancelled &&
          setDevices({ video: all.filter((d) => d.kind === 'videoinput'), audio: all.filter((d) => d.kind === 'audioinput') }),
      )
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [stream]);

  const error = problem && t(problem === 'unsupported' ? 'camera.unsupported' : 'camera.denied');
  // The devices in use, once the list to show them in has come.
  const shownVideo = devices.video.length ? (choice.videoId ?? deviceOf(stream, 'video')) : undefined;
  const shownAudio = devices.audio.length ? (choice.audioId ?? deviceOf(stream, 'audio')) : undefined;
  return (
    <Stack vertical gap={12}>
      {error && <Notice type="warning" title={error} />}
      <video ref={videoRef} className="camera-preview" autoPlay muted playsInline data-testid="camera-preview" />
      <Stack wrap>
        <DeviceSelect
          name={t('camera.camera')}
          devices={devices.video}
          value={shownVideo}
          onChange={(videoId) => setChoice((current) => ({ ...current, videoId }))}
        />
        <DeviceSelect
          name={t('camera.microphone')}
          devices={devices.audio}
          value={shownAudio}
          onChange={(audioId) => setChoice((current) => ({ ...current, audioId }))}
        />
      </Stack>
    </Stack>
  );
}
