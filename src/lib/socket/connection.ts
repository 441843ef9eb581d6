/**
 * The realtime connection as a small external store, so React reads it through
 * useSyncExternalStore instead of mirroring socket events into component state
 * from inside effects. It owns one socket at a time and a registry of event
 * handlers that outlives socket replacement (login and logout reopen the socket).
 */
import type { ClientToServerEvents, ServerEventName, ServerToClientEvents } from '@/shared/socket-events';
import type { AppSocket, CreateSocketOptions } from './createSocket';

/** The connection states, by the product's own names (docs/api.md#socket-events). */
export type SocketStatus = 'initialized' | 'connected' | 'disconnect' | 'failed' | 'reconnecting';

export interface ConnectionSnapshot {
  socket: AppSocket | null;
  status: SocketStatus;
}

export type SocketFactory = (options: CreateSocketOptions) => AppSocket;
type AnyHandler = (...args: never[]) => void;
// socket.io's typed on/off do not accept a runtime event name; the registry is typed at its edges instead.
type LooseEmitter = { on(event: string, fn: AnyHandler): unknown; off(event: string, fn?: AnyHandler): unknown };

export class SocketConnection {
  private snapshot: ConnectionSnapshot = { socket: null, status: 'initialized' };
  private readonly watchers = new Set<() => void>();
  private readonly handlers = new Map<string, Set<AnyHandler>>();
  /** The open socket; the snapshot may still name a closed one until the next open publishes. */
  private socket: AppSocket | null = null;
  private detach: (() => void) | null = null;
  private token: string | undefined;

  /** For useSyncExternalStore. Arrow properties so React can hold them without binding. */
  readonly watch = (onChange: () => void): (() => void) => {
    this.watchers.add(onChange);
    return () => this.watchers.delete(onChange);
  };

  readonly getSnapshot = (): ConnectionSnapshot => this.snapshot;

  /** Opens a socket (closing any previous one) and re-attaches every registered handler to it. */
  open(factory: SocketFactory, options: CreateSocketOptions): void {
    this.close();
    this.token = options.token;
    const socket = factory(options);
    this.socket = socket;
    this.detach = this.trackStatus(socket);
    this.handlers.forEach((set, event) => set.forEach((fn) => loose(socket).on(event, fn)));
    // A socket opened before (the page's first, taken over) may be connected already.
    this.publish({ socket, status: socket.connected ? 'connected' : 'initialized' });
  }

  /** Closes the current socket quietly: its own 'disconnect' and late events must not reach anyone. */
  close(): void {
    const { socket } = this;
    if (!socket) return;
    this.socket = null;
    this.detach?.();
    this.detach = null;
    socket.off();
    socket.close();
  }

  /** No socket could be made (its client did not load): the status says so until the next open. */
  loadFailed(): void {
    this.close();
    this.publish({ socket: null, status: 'failed' });
  }

  /** Calls `handler` for `event` on this socket and on every later one, until the returned function is called. */
  subscribe<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): () => void {
    // A wrapper per call, so the same function subscribed twice is also removed one subscription at a time.
    const fn: AnyHandler = (...args) => (handler as AnyHandler)(...args);
    const set = this.handlers.get(event) ?? new Set<AnyHandler>();
    this.handlers.set(event, set.add(fn));
    if (this.socket) loose(this.socket).on(event, fn);
    return () => {
      set.delete(fn);
      // The socket may have been replaced meanwhile; the current one carries the handler now.
      if (this.socket) loose(this.socket).off(event, fn);
    };
  }

  /** Sends an event on the current socket; dropped (false) when there is none yet. */
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): boolean {
    if (!this.socket) return false;
    this.socket.emit(event, ...args);
    return true;
  }

  private trackStatus(socket: AppSocket): () => void {
    const setStatus = (status: SocketStatus) => () => {
      if (this.socket === socket) this.publish({ socket, status });
    };
    const onConnect = setStatus('connected');
    const onDisconnect = setStatus('disconnect');
    const onFailed = setStatus('failed');
    const onReconnecting = setStatus('reconnecting');
    // The server forgets who a socket belongs to when it drops; a reconnect re-binds it.
    const onReconnect = () => {
      setStatus('connected')();
      if (this.token) socket.emit('auth/login', { token: this.token });
    };
    const socketEvents: [string, AnyHandler][] = [
      ['connect', onConnect],
      ['disconnect', onDisconnect],
      ['connect_error', onFailed],
    ];
    const managerEvents: [string, AnyHandler][] = [
      ['reconnect_attempt', onReconnecting],
      ['reconnect', onReconnect],
      ['reconnect_failed', onFailed],
      ['reconnect_error', onFailed],
    ];
    socketEvents.forEach(([event, fn]) => loose(socket).on(event, fn));
    managerEvents.forEach(([event, fn]) => loose(socket.io).on(event, fn));
    return () => {
      socketEvents.forEach(([event, fn]) => loose(socket).off(event, fn));
      managerEvents.forEach(([event, fn]) => loose(socket.io).off(event, fn));
    };
  }

  private publish(next: ConnectionSnapshot): void {
    if (next.socket === this.snapshot.socket && next.status === this.snapshot.status) return;
    this.snapshot = next;
    this.watchers.forEach((onChange) => onChange());
  }
}

function loose(emitter: unknown): LooseEmitter {
  return emitter as LooseEmitter;
}
