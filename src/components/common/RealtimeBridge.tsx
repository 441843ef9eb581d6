/**
 * Turns the account's own socket events into store actions: a balance change
 * updates the header; a revoked session (password changed or account suspended
 * elsewhere) logs this browser out.
 */
import { useSocketEvent } from '@/lib/socket';
import { useAppDispatch } from '@/store/hooks';
import { balanceChanged } from '@/features/account/slice';
import { logout } from '@/features/auth/slice';

export function RealtimeBridge() {
  const dispatch = useAppDispatch();
  useSocketEvent('balance/updated', ({ balance }) => dispatch(balanceChanged(balance)));
  useSocketEvent('auth/revoked', () => dispatch(logout()));
  return null;
}
