/**
 * Provides the realtime connection to the React tree (docs/architecture.md#a-socket-event): one socket
 * per provider, reopened whenever the visitor logs in or out, with its status and
 * a subscribe/emit pair. Features hear events only through their saga channels
 * (`useSocketChannel`, `handleSocketEvents`).
 */
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SocketConnection, type ConnectionSnapshot, type SocketFactory } from './connection';
import type { AppSocket } from './createSocket';
import { openFirstSocket, takingFirstSocket } from './first-socket';
import { getToken } from '../cookies';
import { SOCKET_RECONNECT_DELAY_MAX_MS, SOCKET_RECONNECT_DELAY_MS } from '@/shared/constants';

export interface SocketContextValue {
  /** The current socket; null until the provider has mounted (and during SSR). */
  socket: AppSocket | null;
  status: ConnectionSnapshot['status'];
  /** Handler stays registered across socket replacement; call the result to remove it. */
  subscribe: SocketConnection['subscribe'];
  /** Sends on the current socket; false when there is none yet. */
  emit: SocketConnection['emit'];
}

const SocketContext = createContext<SocketContextValue | null>(null);

export interface SocketProviderProps {
  loggedIn: boolean;
  /** The stored token; sent as query parameter and again with `auth/login` after a reconnect. */
  token?: string;
  url?: string;
  /** Makes the socket: socket.io's client by default, a fake one in tests. */
  factory?: SocketFactory;
  /** Where the factory comes from when none is given: socket.io's client, loaded as a script of its own. */
  loadFactory?: () => Promise<SocketFactory>;
  children?: ReactNode;
}

// Server rendering never opens a socket.
const serverSnapshot: ConnectionSnapshot = { socket: null, status: 'initialized' };

/**
 * socket.io's client, in a script of its own: asked for as soon as this module runs in the
 * browser, so it loads beside the page's own scripts instead of making them larger. A load
 * that failed (the network dropped, a new release replaced the script) is forgotten, so
 * that the next attempt asks again.
 */
let socketFactory: Promise<SocketFactory> | null = null;
const loadSocketFactory = () =>
  (socketFactory ??= import('./createSocket').then(
    (module) => module.createSocket,
    (err: unknown) => {
      socketFactory = null;
      throw err;
    },
  ));
// On a page the server rendered (not in component tests), the first socket opens as soon as the client has loaded.
if (typeof window !== 'undefined') {
  loadSocketFactory().then(
    (create) => {
      if (document.getElementById('__NEXT_DATA__')) openFirstSocket(create, getToken());
    },
    () => undefined,
  );
}

/** The wait before the next attempt to load the client: the socket's own reconnection delays. */
const loadRetryDelay = (failures: number) => Math.min(SOCKET_RECONNECT_DELAY_MAX_MS, SOCKET_RECONNECT_DELAY_MS * 2 ** (failures - 1));

/**
 * Opens the connection on mount and reopens it when `loggedIn` (or the token or url) changes.
 * While the client cannot be loaded the status is `failed`, and loading is tried again.
 */
export function SocketProvider({ loggedIn, token, url, factory, loadFactory = loadSocketFactory, children }: SocketProviderProps) {
  const [connection] = useState(() => new SocketConnection());
  const { socket, status } = useSyncExternalStore(connection.watch, connection.getSnapshot, () => serverSnapshot);

  useEffect(() => {
    const options = { url, token: loggedIn ? token : undefined };
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const openWhenLoaded = (failures: number) =>
      loadFactory().then(
        (create) => {
          if (current) connection.open(takingFirstSocket(create), options);
        },
        () => {
          if (!current) return;
          connection.loadFailed();
          retry = setTimeout(() => void openWhenLoaded(failures + 1), loadRetryDelay(failures + 1));
        },
      );
    if (factory) connection.open(factory, options);
    else void openWhenLoaded(0);
    return () => {
      current = false;
      clearTimeout(retry);
      connection.close();
    };
  }, [connection, factory, loadFactory, loggedIn, token, url]);

  // The page says whether it hears the server, as `<html data-socket="connected">`: set after
  // the page's own effects (a parent's run after its children's), so once it reads `connected`
  // every channel the page opened on this socket listens.
  useEffect(() => {
    document.documentElement.dataset.socket = status;
  }, [status]);

  const value = useMemo<SocketContextValue>(
    () => ({
      socket,
      status,
      subscribe: (event, handler) => connection.subscribe(event, handler),
      emit: (event, ...args) => connection.emit(event, ...args),
    }),
    [connection, socket, status],
  );
  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}

/** The connection of the nearest SocketProvider. */
export function useSocket(): SocketContextValue {
  const value = useContext(SocketContext);
  if (!value) throw new Error('useSocket must be used inside <SocketProvider>');
  return value;
}
