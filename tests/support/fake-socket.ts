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
