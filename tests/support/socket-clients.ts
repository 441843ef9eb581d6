/** socket.io clients for integration tests: open one against a listening app, wait for an event. */
import { io as connect, type Socket } from 'socket.io-client';

/** Opens clients against `url`; `closeAll()` in afterAll. */
export function socketClients(url: () => string) {
  const sockets: Socket[] = [];
  return {
    /** A connected client, signed in with `token` when given; `headers` go with its handshake (X-Forwarded-For, say). */
    open(token?: string, headers?: Record<string, string>): Promise<Socket> {
      const socket = connect(url(), {
        path: '/socket.io',
        transports: ['websocket'],
        query: token ? { token } : {},
        extraHeaders: headers,
        forceNew: true,
        reconnection: false,
      });
      sockets.push(socket);
      return new Promise<Socket>((resolve, reject) => {
        // The server has bound the account by the time the client hears it is connected.
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    closeAll() {
      sockets.forEach((socket) => socket.close());
    },
  };
}

/** The next `event` on `socket` whose payload passes `match`. */
export const waitFor = <T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const handler = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });

/** Collects every `event` on `socket`. */
export function record<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
