/**
 * The types of our socket.io server and its sockets, in a file of their own that imports
 * none of the realtime files: every one of them uses these types, and socket-server.ts,
 * which assembles them, imports them all.
 */
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@/shared/socket-events';
import type { AuthAccount } from '../plugins/auth';
import type { Viewer } from '../modules/blocking/service';

export interface SocketData {
  account: AuthAccount | null;
  /** The country of the client's address when it connected (blocking rules). */
  country: string | null;
  /**
   * The browser behind an anonymous socket (the `visitor` of the handshake's auth, a random
   * id the browser keeps), so that its tabs count as one viewer; the socket's own id when absent.
   */
  visitor: string;
  /** Peers in which this socket is the viewer, by peer id: the publisher's socket and the stream. */
  watching: Record<string, { publisher: string; streamId: string }>;
}

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The viewer behind a socket, local or on another instance, as the blocking rules see it (socket-viewer.ts). */
export type ViewerOf = (socket: { data: SocketData }) => Viewer;
