/** Opens the shows feature's socket channel while a page that takes part in shows is mounted, and on every new socket. */
import { useEffect } from 'react';
import { useSocket } from '@/lib/socket';
import { useAppDispatch } from '@/store/hooks';
import { closeShowEvents, openShowEvents } from '../slice';

export function ShowEventsBridge() {
  const dispatch = useAppDispatch();
  const { socket } = useSocket();
  useEffect(() => {
    if (!socket) return undefined;
    dispatch(openShowEvents({ socket }));
    return () => {
      dispatch(closeShowEvents());
    };
  }, [dispatch, socket]);
  return null;
}
