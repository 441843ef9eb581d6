/**
 * Keeps a feature's socket channel open while the calling component is mounted: the
 * way every feature hears the server. The component names three actions of its
 * feature's slice; the feature's saga opens a `socketEventChannel` on `open` and closes
 * it on `close` (a `race` with `take(close)`), turning each event into actions.
 *
 *   useSocketChannel({ open: (socket) => openShowEvents({ socket }), close: closeShowEvents, connected: showPageConnected });
 *
 * `open` is dispatched for every new socket (log in, log out) and again when `key`
 * changes (the performer whose chat it is); `close` when the component goes, before
 * each new `open`, or when `channel` becomes null (the account may not use the feature).
 * `connected` follows every connection, the first one included (to load what the
 * socket does not replay), `reconnected` only the later ones (events sent while the
 * socket was down are lost: the saga reloads what they would have changed).
 */
import { useEffect, useRef } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { AppSocket } from './createSocket';
import { useSocket } from './SocketProvider';

export interface SocketChannelActions {
  open(socket: AppSocket): UnknownAction;
  close(): UnknownAction;
  connected?(): UnknownAction;
  reconnected?(): UnknownAction;
}

export function useSocketChannel(channel: SocketChannelActions | null, key = ''): void {
  const dispatch = useDispatch();
  const { socket, status } = useSocket();
  const latest = useRef(channel);
  useEffect(() => {
    latest.current = channel;
  });
  const enabled = channel !== null;

  useEffect(() => {
    const actions = latest.current;
    if (!socket || !actions) return undefined;
    dispatch(actions.open(socket));
    return () => {
      dispatch(actions.close());
    };
  }, [dispatch, socket, enabled, key]);

  // socket.io reconnects the same socket object; a new one (log in, log out) starts afresh.
  const connectedBefore = useRef<AppSocket | null>(null);
  useEffect(() => {
    if (status !== 'connected' || !socket || !enabled) return;
    const actions = latest.current;
    const connected = actions?.connected?.();
    if (connected) dispatch(connected);
    const reconnected = connectedBefore.current === socket ? actions?.reconnected?.() : undefined;
    if (reconnected) dispatch(reconnected);
    connectedBefore.current = socket;
  }, [dispatch, status, socket, enabled]);
}
