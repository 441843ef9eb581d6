/**
 * Socket events into redux-saga: one channel per feature (STYLE.md habit 3).
 *
 *   const channel = socketEventChannel(socket, ['modelUpdateStreamingStatus']);
 *   try { while (true) { const { event, payload } = yield take(channel); yield put(...); } }
 *   finally { channel.close(); }   // leaving the page removes the listeners
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import type { ServerEventName, ServerToClientEvents } from '@/shared/socket-events';
import type { AppSocket } from './createSocket';

/** One received event: its name and its (first) payload argument. */
export type SocketMessage<E extends ServerEventName = ServerEventName> = {
  [K in E]: { event: K; payload: Parameters<ServerToClientEvents[K]>[0] };
}[E];

/** The on/off surface the channel needs, for fakes in tests; the real socket is accepted as is. */
export interface SocketEventSource {
  on(event: string, listener: (payload: never) => void): unknown;
  off(event: string, listener: (payload: never) => void): unknown;
}

/**
 * A channel that emits `{ event, payload }` for each listed event; closing it
 * removes exactly the listeners it added. Buffered, because a saga busy with one
 * event (a call in flight) must not lose the next one.
 */
export function socketEventChannel<E extends ServerEventName>(
  socket: AppSocket | SocketEventSource,
  events: readonly E[],
): EventChannel<SocketMessage<E>> {
  // socket.io's typed on/off reject a name that is only known at run time; the list is typed above.
  const source = socket as SocketEventSource;
  return eventChannel<SocketMessage<E>>((emit) => {
    const listeners = events.map((event) => {
      const listener = (payload: never) => emit({ event, payload } as SocketMessage<E>);
      source.on(event, listener);
      return [event, listener] as const;
    });
    return () => listeners.forEach(([event, listener]) => source.off(event, listener));
  }, buffers.expanding<SocketMessage<E>>(16));
}
