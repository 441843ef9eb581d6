/**
 * The ledger's invariants as queries, each counting what breaks it (0 = holds). The
 * benchmark checks them after its load and the tests after seeding and after money
 * moved: a balance written anywhere but through `post` shows up here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

export interface LedgerInvariant {
  label: string;
  /** Counts the rows that break the invariant, as `n`. */
  violations: SQL;
}

export const LEDGER_INVARIANTS: LedgerInvariant[] = [
  { label: 'no negative balance', violations: sql`select count(*) as n from ${accounts} where balance_minor < 0` },
  {
    label: 'every transaction sums to zero',
    violations: sql`select count(*) as n from (select transaction_id from ${ledgerEntries} group by 1 having sum(amount_minor) <> 0) x`,
  },
  {
    label: 'every balance equals its entries',
    violations: sql`select count(*) as n from ${accounts} a
      left join (select account_id, sum(amount_minor) as total from ${ledgerEntries} where account_id is not null group by 1) e on e.account_id = a.id
      where a.balance_minor <> coalesce(e.total, 0)`,
  },
  {
    label: 'one transaction per idempotency key',
    violations: sql`select count(*) as n from (select 1 from ${ledgerTransactions} where idempotency_key is not null group by account_id, idempotency_key having count(*) > 1) x`,
  },
];

/** Each invariant with how many rows break it. */
export async function checkLedgerInvariants(db: Db): Promise<{ label: string; violations: number }[]> {
  const results = [];
  for (const invariant of LEDGER_INVARIANTS) {
    const { rows } = await db.execute<{ n: number | string }>(invariant.violations);
    results.push({ label: invariant.label, violations: Number(rows[0].n) });
  }
  return results;
}
