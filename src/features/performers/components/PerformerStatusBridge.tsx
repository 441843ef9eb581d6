/**
 * Turns the socket event modelUpdateStreamingStatus into `performerStatusChanged`
 * while a page that shows performers is open, so grids and the performer page
 * follow a performer going live or offline without a reload.
 */
import { useSocketEvent } from '@/lib/socket';
import { useAppDispatch } from '@/store/hooks';
import { performerStatusChanged } from '../slice';

export function PerformerStatusBridge() {
  const dispatch = useAppDispatch();
  useSocketEvent('modelUpdateStreamingStatus', ({ id, status, isOnline }) => dispatch(performerStatusChanged({ id, status, isOnline })));
  return null;
}
