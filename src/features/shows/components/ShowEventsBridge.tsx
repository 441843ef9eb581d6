/**
 * Opens the shows feature's socket channel while a page that takes part in shows is
 * mounted, and on every new socket; tells the store when the socket connects again.
 */
import { useEffect, useRef } from 'react';
import { useSocket } from '@/lib/socket';
import { useAppDispatch } from '@/store/hooks';
import { closeShowEvents, openShowEvents, showSocketReconnected } from '../slice';

export function ShowEventsBridge() {
  const dispatch = useAppDispatch();
  const { socket, status } = useSocket();
  useEffect(() => {
    if (!socket) return undefined;
    dispatch(openShowEvents({ socket }));
    return () => {
      dispatch(closeShowEvents());
    };
  }, [dispatch, socket]);
  const wasConnected = useRef(false);
  useEffect(() => {
    // The first connect finds the page's show as it was rendered; later ones are reconnects.
    if (status !== 'connected') return;
    if (wasConnected.current) dispatch(showSocketReconnected());
    wasConnected.current = true;
  }, [dispatch, status]);
  return null;
}
