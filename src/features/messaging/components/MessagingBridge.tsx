/**
 * Keeps the account's messaging current everywhere: the unread total is loaded when
 * a user or performer is signed in and again after each (re)connection, since events
 * sent while the socket was down are lost; `message_created` events become
 * `socketMessageCreated` actions.
 */
import { useEffect } from 'react';
import { useSocket, useSocketEvent } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { loadTotalUnread, socketMessageCreated } from '../slice';

/** Accounts that take part in private conversations. */
export const canMessage = (role: string | undefined) => role === 'user' || role === 'performer';

export function MessagingBridge() {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectCurrentAccount)?.role;
  const connected = useSocket().status === 'connected';
  const messaging = canMessage(role);

  useEffect(() => {
    if (messaging && connected) dispatch(loadTotalUnread());
  }, [dispatch, messaging, connected]);

  useSocketEvent('message_created', (payload) => {
    if (messaging) dispatch(socketMessageCreated(payload));
  });
  return null;
}
