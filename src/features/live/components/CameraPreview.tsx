/**
 * The performer's own camera and microphone, with a choice of devices: what viewers
 * will see. `onStream` hands the current stream to the page, which publishes it
 * while the performer is live (a new device choice gives a new stream).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Select, Space } from 'antd';

type Devices = { video: MediaDeviceInfo[]; audio: MediaDeviceInfo[] };

export function CameraPreview({ onStream }: { onStream?: (stream: MediaStream | null) => void }) {
  const { t } = useTranslation('components');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [devices, setDevices] = useState<Devices>({ video: [], audio: [] });
  const [videoId, setVideoId] = useState<string>();
  const [audioId, setAudioId] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const handOver = useRef(onStream);
  useEffect(() => {
    handOver.current = onStream;
  });
  // Another device hands over its stream in place of the last one; only leaving the page ends it.
  useEffect(() => () => handOver.current?.(null), []);

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      const timer = setTimeout(() => setError(t('camera.unsupported')), 0);
      return () => clearTimeout(timer);
    }
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: videoId ? { deviceId: { exact: videoId } } : true, audio: audioId ? { deviceId: { exact: audioId } } : true })
      .then(async (media) => {
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        if (videoRef.current) videoRef.current.srcObject = media;
        handOver.current?.(media);
        const all = await navigator.mediaDevices.enumerateDevices();
        setDevices({ video: all.filter((d) => d.kind === 'videoinput'), audio: all.filter((d) => d.kind === 'audioinput') });
        setError(null);
      })
      .catch(() => !cancelled && setError(t('camera.denied')));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [videoId, audioId, t]);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {error && <Alert type="warning" showIcon title={error} />}
      <video ref={videoRef} className="camera-preview" autoPlay muted playsInline data-testid="camera-preview" />
      <Space wrap>
        <Select
          style={{ minWidth: 220 }}
          placeholder={t('camera.camera')}
          value={videoId}
          onChange={setVideoId}
          options={devices.video.map((d, i) => ({ value: d.deviceId, label: d.label || `${t('camera.camera')} ${i + 1}` }))}
          aria-label={t('camera.camera')}
        />
        <Select
          style={{ minWidth: 220 }}
          placeholder={t('camera.microphone')}
          value={audioId}
          onChange={setAudioId}
          options={devices.audio.map((d, i) => ({ value: d.deviceId, label: d.label || `${t('camera.microphone')} ${i + 1}` }))}
          aria-label={t('camera.microphone')}
        />
      </Space>
    </Space>
  );
}
