/**
 * The socket channels of an account that earns (a performer, a studio), open on every
 * page: the tips it receives (performers) and the decisions on its payout requests. A
 * script of its own, which visitors and viewers never load; it adds the two features to
 * the store itself, since any page may show it.
 */
import { useSocketChannel } from '@/lib/socket';
import { useFeatures } from '@/store/hooks';
import tips, { tipEvents } from '@/features/tips/slice';
import payouts, { payoutEvents } from '@/features/payouts/slice';
import type { Role } from '@/shared/constants';

const FEATURES = { tips, payouts };

export function EarnerEvents({ role }: { role: Role }) {
  const ready = useFeatures(FEATURES);
  useSocketChannel(ready && role === 'performer' ? tipEvents : null);
  useSocketChannel(ready ? payoutEvents : null);
  return null;
}
