/**
 * The page's first socket, opened as soon as socket.io's client has loaded instead of once
 * React has hydrated the page (a good part of a second on a slow device), so that what
 * needs it, a live show first, starts that much sooner. It is opened for the token cookie,
 * which the server checked for this page; the provider takes it over when it opens a socket
 * for the same token, and closes it otherwise. Nothing the server sends before the provider
 * listens is lost that an open after hydration would have heard: the page's data is older
 * than either.
 */
import type { SocketFactory } from './connection';
import type { AppSocket } from './createSocket';

let first: { socket: AppSocket; token: string | undefined } | null = null;

/** Opens the page's first socket for `token`, unless one is waiting already. */
export function openFirstSocket(create: SocketFactory, token: string | undefined): void {
  first ??= { socket: create({ token }), token };
}

/** `create`, except that the page's first socket is handed over once, when it was opened for the same token and server. */
export const takingFirstSocket =
  (create: SocketFactory): SocketFactory =>
  (options) => {
    const waiting = first;
    first = null;
    if (waiting && waiting.token === options.token && options.url === undefined) return waiting.socket;
    waiting?.socket.close();
    return create(options);
  };
