import { act } from '@testing-library/react';
import type { AppSocket } from '@/lib/socket';

/**
 * socket.io's client surface as the sagas use it, with the server's part played by
 * `serverSends`; `emitted` records what the client sent, `ackWith` is every acknowledgement's answer.
 */
export function fakeSocket(ackWith: unknown = { ok: true }) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const emitted: [string, unknown][] = [];
  const socket = {
    on: (event: string, fn: (payload: unknown) => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(fn)),
    off: (event: string, fn: (payload: unknown) => void) => listeners.get(event)?.delete(fn),
    emit: (event: string, payload: unknown) => emitted.push([event, payload]),
    emitWithAck: async (event: string, payload: unknown) => {
      emitted.push([event, payload]);
      return ackWith;
    },
  };
  const serverSends = (event: string, payload: unknown) => listeners.get(event)?.forEach((fn) => fn(payload));
  /** Listeners in place, for one event or in all. */
  const listening = (event?: string) =>
    event ? (listeners.get(event)?.size ?? 0) : [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { socket, emitted, serverSends, listening };
}

/**
 * A socket `SocketProvider` can open (pass `() => socket` as its factory), whose
 * connection the test switches on and off (`set`, inside `act`); `fake` plays the server.
 */
export function connectableSocket() {
  const fake = fakeSocket();
  const io = fakeSocket();
  let connected = false;
  const socket = Object.assign(fake.socket, {
    io: io.socket,
    get connected() {
      return connected;
    },
    close: () => undefined,
  });
  const set = (status: 'connected' | 'disconnected') =>
    act(() => {
      connected = status === 'connected';
      if (connected) fake.serverSends('connect', undefined);
      else fake.serverSends('disconnect', 'transport close');
    });
  return { fake, socket: socket as unknown as AppSocket, set };
}
