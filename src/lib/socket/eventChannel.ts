/**
 * Socket events into redux-saga: one channel per feature, opened while a page that
 * needs it is mounted (`useSocketChannel`) and closed when it is left.
 *
 *   export function* runPerformerEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
 *     yield socketSession(closePerformerEvents, payload.socket, ['modelUpdateStreamingStatus'], statusEventSaga);
 *   }
 */
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, race, take, type RaceEffect } from 'redux-saga/effects';
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

/**
 * A feature's listening session: runs `handle` (a saga) for each listed event, one at a
 * time, until the saga running it is cancelled (the feature's close action wins a
 * `race`); the channel closes with it, so leaving the page removes the listeners.
 */
export function* handleSocketEvents<E extends ServerEventName>(
  socket: AppSocket | SocketEventSource,
  events: readonly E[],
  handle: (message: SocketMessage<E>) => unknown,
): SagaIterator {
  const channel: EventChannel<SocketMessage<E>> = yield call(socketEventChannel, socket, events);
  try {
    while (true) {
      const message: SocketMessage<E> = yield take(channel);
      yield call(handle, message);
    }
  } finally {
    channel.close();
  }
}

/**
 * A feature's channel from its open action to its close action: `handleSocketEvents`
 * in a `race` with `take(close)`, so the close action (or a new open, under
 * `takeLatest`) ends the session and removes its listeners. Yield it from the saga
 * that takes the open action.
 */
export function socketSession<E extends ServerEventName>(
  close: { type: string },
  socket: AppSocket | SocketEventSource,
  events: readonly E[],
  handle: (message: SocketMessage<E>) => unknown,
): RaceEffect<unknown> {
  return race({ session: call(handleSocketEvents<E>, socket, events, handle), closed: take(close.type) });
}
