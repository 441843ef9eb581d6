/**
 * What a transport needs from the page: the socket (events that survive socket
 * replacement, see lib/socket) and the RTCConfiguration — ICE servers from
 * `GET /streaming/ice-servers`, fetched again shortly before their TURN credentials
 * expire, and relay-only when the streaming settings' `secureOption` is on.
 */
import { get } from '@/lib/http';
import type { IceServersResult, StreamingSettings } from '@/shared/schemas/streaming';
import type { SocketContextValue } from '@/lib/socket';

export interface SignalChannel {
  subscribe: SocketContextValue['subscribe'];
  emit: SocketContextValue['emit'];
  rtcConfiguration(): Promise<RTCConfiguration>;
}

/** Credentials are fetched again this long before they expire. */
const REFRESH_MARGIN_MS = 60_000;

export function createSignalChannel(
  socket: Pick<SocketContextValue, 'subscribe' | 'emit'>,
  settings: Pick<StreamingSettings, 'secureOption'>,
): SignalChannel {
  let ice: { servers: RTCIceServer[]; until: number } | null = null;
  let loading: Promise<RTCIceServer[]> | null = null;

  async function iceServers(): Promise<RTCIceServer[]> {
    if (ice && ice.until - REFRESH_MARGIN_MS > Date.now()) return ice.servers;
    loading ??= get<IceServersResult>('/streaming/ice-servers')
      .then((result) => {
        ice = { servers: result.iceServers, until: Date.parse(result.expiresAt) };
        return result.iceServers;
      })
      // Without ICE servers, peers on the same network still find each other.
      .catch(() => [])
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  // Asked at once: the first offer or answer should not wait for them.
  void iceServers();

  return {
    subscribe: socket.subscribe,
    emit: socket.emit,
    async rtcConfiguration() {
      return { iceServers: await iceServers(), iceTransportPolicy: settings.secureOption ? 'relay' : 'all' };
    },
  };
}
