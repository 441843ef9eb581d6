/**
 * Opens the realtime connection (docs/api.md#socket-events): path /socket.io, websocket
 * first with polling fallback, the token as query parameter, unlimited
 * reconnection from 1 s growing to 10 s. The handshake's `auth.visitor` names the
 * browser (visitor.ts).
 */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_RECONNECT_DELAY_MAX_MS, SOCKET_RECONNECT_DELAY_MS } from '@/shared/constants';
import { browserVisitorId } from './visitor';
import type { ClientToServerEvents, ServerToClientEvents } from '@/shared/socket-events';

/** The client socket, typed with the shared event maps. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface CreateSocketOptions {
  /** Origin (or origin + namespace) of the socket server; the page's own origin by default. */
  url?: string;
  /** Sent as query parameter `token`, so the server binds the socket to the account on connect. */
  token?: string;
}

/** A new, connecting socket; the caller closes it. */
export function createSocket({ url, token }: CreateSocketOptions = {}): AppSocket {
  return io(url ?? '/', {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    query: token ? { token } : {},
    // Tells the tabs of one browser apart from other visitors' (a stream's viewer count).
    auth: { visitor: browserVisitorId() },
    // socket.io-client reuses a cached manager per URL, and a reused manager keeps
    // the query of the first login; a fresh one carries this call's token.
    forceNew: true,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    autoConnect: true,
  });
}
