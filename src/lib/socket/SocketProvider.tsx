/**
 * Provides the realtime connection to the React tree (spec section 4): one socket
 * per provider, reopened whenever the visitor logs in or out, with its status and
 * a subscribe/emit pair. Features turn events into actions through
 * `socketEventChannel` in their sagas; `useSocketEvent` is for the few places a
 * component only needs to react locally (a sound, a toast).
 */
import Router from 'next/router';
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ServerEventName, ServerToClientEvents } from '@/shared/socket-events';
import { SocketConnection, type ConnectionSnapshot, type SocketFactory } from './connection';
import { createSocket, type AppSocket } from './createSocket';

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
  /** Replaced in tests by a fake socket. */
  factory?: SocketFactory;
  children?: ReactNode;
}

// Server rendering never opens a socket.
const serverSnapshot: ConnectionSnapshot = { socket: null, status: 'initialized' };

/** Opens the connection on mount and reopens it when `loggedIn` (or the token or url) changes. */
export function SocketProvider({ loggedIn, token, url, factory = createSocket, children }: SocketProviderProps) {
  const [connection] = useState(() => new SocketConnection());
  const { socket, status } = useSyncExternalStore(connection.watch, connection.getSnapshot, () => serverSnapshot);

  useEffect(() => {
    connection.open(factory, { url, token: loggedIn ? token : undefined });
    return () => connection.close();
  }, [connection, factory, loggedIn, token, url]);

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

/**
 * Runs `handler` for every `event` while the component is mounted. The latest
 * handler is always the one called, so it may close over fresh props without
 * being memoised. Re-subscribes when the socket is replaced and after each route
 * change (spec section 4), so a page kept mounted across navigations keeps listening.
 */
export function useSocketEvent<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): void {
  const { socket, subscribe } = useSocket();
  const latest = useRef(handler);
  const routeVersion = useRouteVersion();

  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    const forward = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    return subscribe(event, forward);
  }, [event, subscribe, socket, routeVersion]);
}

/** Counts completed route changes; stays 0 where no Next router exists (tests, SSR). */
function useRouteVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const events = Router?.events;
    if (!events) return undefined;
    const bump = () => setVersion((n) => n + 1);
    events.on('routeChangeComplete', bump);
    return () => events.off('routeChangeComplete', bump);
  }, []);
  return version;
}
