/**
 * The signed-in account's socket channels, open on every page: its session (logged
 * out when revoked elsewhere), its balance, its messages (users and performers), the
 * tips it receives (performers) and the decisions on its payout requests (performers
 * and studios). Each feature's saga turns the events into its own actions.
 */
import { useSocketChannel } from '@/lib/socket';
import { useAppSelector } from '@/store/hooks';
import { authEvents, selectLoggedIn } from '@/features/auth/slice';
import { accountEvents, selectCurrentAccount } from '@/features/account/slice';
import { canMessage, messagingEvents } from '@/features/messaging/slice';
import { tipEvents } from '@/features/tips/slice';
import { payoutEvents } from '@/features/payouts/slice';

export function AccountEvents() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const role = useAppSelector(selectCurrentAccount)?.role;
  useSocketChannel(loggedIn ? authEvents : null);
  useSocketChannel(loggedIn ? accountEvents : null);
  useSocketChannel(loggedIn && canMessage(role) ? messagingEvents : null);
  useSocketChannel(loggedIn && role === 'performer' ? tipEvents : null);
  useSocketChannel(loggedIn && (role === 'performer' || role === 'studio') ? payoutEvents : null);
  return null;
}
