/** Tells every account whose balance a transaction changed its new balance. */
import type { Deps } from '../../deps';
import { toTokens } from './ledger';

export function notifyBalances(deps: Deps, balances: Map<string, bigint>) {
  for (const [accountId, balance] of balances) deps.realtime.toAccount(accountId, 'balance/updated', { balance: toTokens(balance) });
}
