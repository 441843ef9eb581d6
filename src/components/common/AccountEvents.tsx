/**
 * The signed-in account's socket channels, open on every page: its session (logged
 * out when revoked elsewhere), its balance and its messages (users and performers);
 * for an account that earns, its tips and payout decisions too (EarnerEvents, a script
 * of its own). Each feature's saga turns the events into its own actions.
 */
import dynamic from 'next/dynamic';
import { useSocketChannel } from '@/lib/socket';
import { useAppSelector } from '@/store/hooks';
import { authEvents, selectLoggedIn } from '@/features/auth/slice';
import { accountEvents, selectCurrentAccount } from '@/features/account/slice';
import { canMessage, messagingEvents } from '@/features/messaging/slice';

const EarnerEvents = dynamic(() => import('./EarnerEvents').then((module) => module.EarnerEvents), { ssr: false });

export function AccountEvents() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const role = useAppSelector(selectCurrentAccount)?.role;
  useSocketChannel(loggedIn ? authEvents : null);
  useSocketChannel(loggedIn ? accountEvents : null);
  useSocketChannel(loggedIn && canMessage(role) ? messagingEvents : null);
  return loggedIn && (role === 'performer' || role === 'studio') ? <EarnerEvents role={role} /> : null;
}
