/**
 * React hooks over the transports: publish the local camera into a stream, or watch
 * a publisher of a stream. MediaStreams are live objects, not data, so they stay in
 * the component that shows them; the transport (lib/webrtc) owns the connections as
 * lib/socket owns the socket. Both hooks carry on after a socket reconnect; a viewer's
 * peer-to-peer pair ends when its socket drops (the server hangs it up then).
 */
import { useEffect, useRef, useState } from 'react';
import { useSocket } from '@/lib/socket';
import type { StreamKind } from '@/shared/media';
import type { StreamingSettings } from '@/shared/schemas/streaming';
import { createSignalChannel } from './signal-channel';
import { getStreamingSettings } from './streaming-settings';
import { createP2PTransport } from './p2p';
import { createJanusTransport } from './janus';
import type { MediaTransportClient, Publication, Watching } from './types';

let settingsRequest: Promise<StreamingSettings> | null = null;

/** The streaming settings, asked once per page load (`known`: the page came with them). */
function streamingSettings(known?: StreamingSettings | null): Promise<StreamingSettings> {
  if (known) settingsRequest ??= Promise.resolve(known);
  settingsRequest ??= getStreamingSettings().catch((err) => {
    settingsRequest = null;
    throw err;
  });
  return settingsRequest;
}

/** The transport that carries `kind` shows, per the streaming settings. */
async function transportFor(
  kind: StreamKind,
  socket: () => ReturnType<typeof useSocket>,
  known?: StreamingSettings | null,
): Promise<MediaTransportClient> {
  const settings = await streamingSettings(known);
  const option = { public: settings.optionForBroadcast, private: settings.optionForPrivate, group: settings.optionForGroup }[kind];
  const channel = createSignalChannel(socket(), settings);
  return option === 'janus' ? createJanusTransport(channel) : createP2PTransport(channel);
}

/**
 * Calls `onLost` each time a connected socket stops being connected (dropped, or
 * replaced by another login's), and `onBack` each time the socket connects again
 * after having been connected.
 */
function useReconnected(onBack: () => void, onLost: () => void = () => undefined) {
  const { status } = useSocket();
  const seen = useRef(false);
  const connected = useRef(false);
  const latest = useRef({ onBack, onLost });
  useEffect(() => {
    latest.current = { onBack, onLost };
  });
  useEffect(() => {
    if (status !== 'connected') {
      if (connected.current) latest.current.onLost();
      connected.current = false;
      return;
    }
    if (seen.current) latest.current.onBack();
    seen.current = true;
    connected.current = true;
  }, [status]);
}

/**
 * A transport for `kind` shows while the component is mounted: null until the settings
 * arrived and the page has its first socket. A player whose page came with the settings
 * has its transport during hydration, before the socket provider has opened a socket,
 * and what it sent then (its request to watch) would be lost.
 */
function useTransport(kind: StreamKind, known?: StreamingSettings | null): MediaTransportClient | null {
  const socket = useSocket();
  const [transport, setTransport] = useState<MediaTransportClient | null>(null);
  const socketRef = useRef(socket);
  const knownRef = useRef(known);
  useEffect(() => {
    socketRef.current = socket;
    knownRef.current = known;
  });
  useEffect(() => {
    let made: MediaTransportClient | null = null;
    let cancelled = false;
    // subscribe/emit of the socket context follow socket replacement, so one transport serves the page.
    transportFor(kind, () => socketRef.current, knownRef.current)
      .then((next) => {
        if (cancelled) return next.close();
        made = next;
        setTransport(next);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      made?.close();
    };
  }, [kind]);
  return socket.socket ? transport : null;
}

/**
 * Sends `stream` into `streamId` while `streamId` and `stream` are set. Another
 * stream (a different camera) replaces the tracks without viewers reconnecting.
 */
export function usePublication(options: { streamId: string | null; kind: StreamKind; stream: MediaStream | null }): {
  error: string | null;
} {
  const { streamId, kind, stream } = options;
  const transport = useTransport(kind);
  const publication = useRef<Publication | null>(null);
  const [error, setError] = useState<string | null>(null);
  const live = Boolean(transport && streamId && stream);

  useEffect(() => {
    if (!transport || !streamId || !publication.current) return;
    if (stream) publication.current.replaceStream(stream).catch(() => undefined);
  }, [transport, streamId, stream]);

  useEffect(() => {
    if (!live || !transport || !streamId || !stream) return undefined;
    const current = transport.publish({ streamId, kind, stream, onError: setError });
    publication.current = current;
    return () => {
      current.stop();
      publication.current = null;
      setError(null);
    };
    // A new camera is handled above; only a new stream id or transport starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, transport, streamId, kind]);

  useReconnected(() => publication.current?.resume());
  return { error };
}

export type WatchState = 'waiting' | 'playing' | 'ended' | 'refused';

/** Receives `publisherId`'s media in `streamId` while both are set; `settings` when the page came with them. */
export function useWatch(options: {
  streamId: string | null;
  kind: StreamKind;
  publisherId: string | null;
  settings?: StreamingSettings | null;
}): {
  stream: MediaStream | null;
  state: WatchState;
  error: string | null;
} {
  const { streamId, kind, publisherId, settings } = options;
  const transport = useTransport(kind, settings);
  const watching = useRef<Watching | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [state, setState] = useState<WatchState>('waiting');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!transport || !streamId || !publisherId) return undefined;
    const current = transport.watch({
      streamId,
      kind,
      publisherId,
      onStream: (next) => {
        setStream(next);
        setState('playing');
        setError(null);
      },
      onEnded: () => {
        setStream(null);
        setState('ended');
      },
      onError: (message) => {
        setError(message);
        setState('refused');
      },
    });
    watching.current = current;
    return () => {
      current.stop();
      watching.current = null;
      setStream(null);
      setState('waiting');
    };
  }, [transport, streamId, kind, publisherId]);

  useReconnected(
    () => watching.current?.resume(),
    () => watching.current?.interrupt(),
  );
  return { stream, state, error };
}
