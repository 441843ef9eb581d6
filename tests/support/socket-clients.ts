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
    /** Closes every client opened so far. */
    closeAll() {
      sockets.splice(0).forEach((socket) => socket.close());
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

/** Waits (at most `timeoutMs`) until `read` gives a value other than undefined, and returns it. */
export async function until<T>(read: () => T | undefined | Promise<T | undefined>, what = 'a value', timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await settle(15);
  }
}
