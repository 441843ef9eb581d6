/**
 * Turns the account's own socket events into store actions: a balance change
 * updates the header; a tip to this performer shows who tipped what; a decision on
 * one of their payout requests shows and updates the payouts page; a revoked
 * session (password changed or account suspended elsewhere) logs this browser out.
 */
import { useTranslation } from 'next-i18next/pages';
import { message } from 'antd';
import { useSocketEvent } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { balanceChanged, selectCurrentAccount } from '@/features/account/slice';
import { logout } from '@/features/auth/slice';
import { payoutRequestChanged } from '@/features/payouts/slice';

export function RealtimeBridge() {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  useSocketEvent('balance/updated', ({ balance }) => dispatch(balanceChanged(balance)));
  useSocketEvent('tipped', ({ senderInfo, performerId, token }) => {
    if (account?._id === performerId) void message.success(t('tip.received', { count: token, name: senderInfo.name }));
  });
  useSocketEvent('payout/updated', ({ request }) => {
    dispatch(payoutRequestChanged(request));
    if (request.status !== 'pending') void message.info(t(`payouts.changed.${request.status}`, { amount: request.amount }));
  });
  useSocketEvent('auth/revoked', () => dispatch(logout()));
  return null;
}
