/**
 * The token ledger (docs/domain.md#tokens-and-the-ledger). Every movement of tokens is one call of
 * `post`: one ledger transaction whose entries sum to zero, and the balances of the
 * accounts it touches changed by one UPDATE, written by a single SQL statement (inside
 * the request's database transaction when it writes more than that).
 *
 * - A balance never goes below zero: the accounts table's check constraint refuses
 *   the UPDATE itself, so two requests racing for the same tokens cannot both win.
 *   The refusal comes back as `InsufficientBalance`.
 * - Rows of accounts are locked in id order before anything else is written, so
 *   transfers that touch the same accounts (a user, a studio member, their studio)
 *   cannot deadlock.
 * - An idempotency key makes a retried request harmless: the same key from the
 *   same account finds the first transaction and changes nothing.
 * - Gateway, voucher, platform and payout wallets keep no balance row (their balance
 *   is the sum of their entries), so no single row is locked by every sale.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, earnings, ledgerEntries, ledgerTransactions, type LEDGER_KINDS, type LEDGER_WALLETS } from '../../db/schema';

export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type Wallet = (typeof LEDGER_WALLETS)[number];

export interface Entry {
  wallet: Wallet;
  /** Set for wallet `account`. */
  accountId?: string;
  amountMinor: bigint;
}

export interface Posting {
  kind: LedgerKind;
  /** Who caused it; with `idempotencyKey`, the scope of the key. */
  accountId: string | null;
  idempotencyKey?: string;
  reference?: string;
  description?: string;
  entries: Entry[];
}

export interface Posted {
  transactionId: string;
  /** True when the idempotency key had been used: nothing changed this time. */
  replayed: boolean;
  /** New balances of the accounts touched (minor units), empty when replayed. */
  balances: Map<string, bigint>;
  /**
   * The transaction's entries as they were written: for a replay, the first request's,
   * which may differ from what the replay asked for (a replay answers what was done).
   */
  entries: Entry[];
}

/** The balance of `accountId` cannot pay for the transaction; nothing was changed. */
export class InsufficientBalance extends Error {
  constructor(readonly accountId: string | null) {
    super('Insufficient balance');
    this.name = 'InsufficientBalance';
  }
}

/** Tokens to hundredths of a token (the unit of every `*_minor` column). */
export const toMinor = (tokens: number): bigint => BigInt(Math.round(tokens * 100));
/** Hundredths of a token to tokens, for the API (exact: at most two decimals). */
export const toTokens = (minor: bigint): number => Number(minor) / 100;

/** The PostgreSQL error code and constraint behind an error drizzle or a driver threw. */
function databaseError(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return {};
}

export const isCheckViolation = (err: unknown, constraint: string) => {
  const { code, constraint: name } = databaseError(err);
  return code === '23514' && name === constraint;
};

/** A unique index refused a row; with `constraint`, that index. */
export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const { code, constraint: name } = databaseError(err);
  return code === '23505' && (constraint === undefined || name === constraint);
};

/** Sums entries per account and checks the transaction balances. */
function accountChanges(entries: Entry[]): Map<string, bigint> {
  let sum = 0n;
  const changes = new Map<string, bigint>();
  for (const entry of entries) {
    if (entry.amountMinor === 0n) throw new Error('A ledger entry cannot be zero');
    if ((entry.wallet === 'account') !== Boolean(entry.accountId)) throw new Error('Only account entries name an account');
    sum += entry.amountMinor;
    if (entry.accountId) changes.set(entry.accountId, (changes.get(entry.accountId) ?? 0n) + entry.amountMinor);
  }
  if (sum !== 0n) throw new Error(`Ledger entries must sum to zero, got ${sum}`);
  return changes;
}

/**
 * Rows of `earnings` written with a sale's transaction (ledger/sales.ts), in the same
 * statement; `transactionId` is the new transaction's.
 */
export type EarningRow = Omit<typeof earnings.$inferInsert, 'transactionId' | 'id' | 'createdAt'>;

/**
 * Writes one balanced transaction (and a sale's `earned` rows) as one SQL statement,
 * so that the payer's and the earners' rows are locked only while that statement runs,
 * never across a round trip. The statement is atomic by itself; inside a database
 * transaction a refusal aborts that transaction. Throws `InsufficientBalance` when an
 * account would go below zero.
 *
 * Inside the statement, in this order (each part reads the one before it):
 * 1. `locked`: the accounts' rows, locked in id order (see the file comment);
 * 2. `created`: the transaction row, unless its idempotency key was used (or an
 *    account is unknown: fewer rows locked than named);
 * 3. `changed`: the balances, by one UPDATE whose check constraint refuses a negative
 *    balance; 4. the entries; 5. the earnings rows.
 */
export async function post(tx: Tx | Db, posting: Posting, earned: EarningRow[] = []): Promise<Posted> {
  const changes = accountChanges(posting.entries);
  const ids = [...changes.keys()].sort();
  // A key is the client's name for one request of one kind to one party: the same key
  // sent with a tip and with a message (or to another performer) names two requests.
  const idempotencyKey = posting.idempotencyKey ? `${posting.kind}:${posting.reference ?? ''}:${posting.idempotencyKey}` : null;
  const list = (rows: SQL[]) => sql.join(rows, sql`, `);

  const locked = ids.length
    ? sql`select ${accounts.id} as id from ${accounts} where ${accounts.id} in (${list(ids.map((id) => sql`${id}::uuid`))}) order by ${accounts.id} for update`
    : sql`select null::uuid as id where false`;
  const changed = ids.length
    ? sql`, changed as (
        update ${accounts} set balance_minor = ${accounts.balanceMinor} + change.amount, updated_at = now()
        from (values ${list(ids.map((id) => sql`(${id}::uuid, ${changes.get(id)!.toString()}::bigint)`))}) as change(id, amount), created
        where ${accounts.id} = change.id
        returning ${accounts.id} as id, ${accounts.balanceMinor}::text as balance)`
    : sql`, changed as (select null::uuid as id, null::text as balance where false)`;
  const entryRows = posting.entries.map(
    (entry) => sql`(${entry.wallet}, ${entry.accountId ?? null}::uuid, ${entry.amountMinor.toString()}::bigint)`,
  );
  const earnedRows = earned.map(
    (row) =>
      sql`(${row.accountId}::uuid, ${row.earnerKind}, ${row.performerId}::uuid, ${row.payerId ?? null}::uuid, ${row.saleType},
           ${row.grossMinor.toString()}::bigint, ${row.commissionMinor.toString()}::bigint, ${row.netMinor.toString()}::bigint, ${row.platformMinor.toString()}::bigint)`,
  );
  const earnedPart = earned.length
    ? sql`, earned as (
        insert into ${earnings} (transaction_id, account_id, earner_kind, performer_id, payer_id, sale_type, gross_minor, commission_minor, net_minor, platform_minor)
        select created.id, earning.* from created, (values ${list(earnedRows)}) as earning)`
    : sql``;

  let result;
  try {
    result = await tx.execute<{ id: string | null; locked: number; balances: [string, string][] | null }>(sql`
      with locked as (${locked}),
      created as (
        insert into ${ledgerTransactions} (kind, account_id, idempotency_key, reference, description)
        select ${posting.kind}, ${posting.accountId}::uuid, ${idempotencyKey}, ${posting.reference ?? null}, ${posting.description ?? null}
        where (select count(*) from locked) = ${ids.length}
        on conflict do nothing
        returning id)
      ${changed},
      entries as (
        insert into ${ledgerEntries} (transaction_id, wallet, account_id, amount_minor)
        select created.id, entry.* from created, (values ${list(entryRows)}) as entry)
      ${earnedPart}
      select (select id from created) as id, (select count(*) from locked)::int as locked,
             (select json_agg(json_build_array(changed.id, changed.balance)) from changed) as balances`);
  } catch (err) {
    if (isCheckViolation(err, 'accounts_balance_not_negative')) {
      const debited = ids.filter((id) => changes.get(id)! < 0n);
      throw new InsufficientBalance(debited.length === 1 ? debited[0] : null);
    }
    throw err;
  }
  const [row] = result.rows;
  if (row.locked !== ids.length) throw new Error('A ledger entry names an unknown account');
  if (row.id) {
    const balances = new Map((row.balances ?? []).map(([id, balance]) => [id, BigInt(balance)]));
    return { transactionId: row.id, replayed: false, balances, entries: posting.entries };
  }

  const [earlier] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.accountId, posting.accountId!), eq(ledgerTransactions.idempotencyKey, idempotencyKey!)));
  const entries = await tx
    .select({ wallet: ledgerEntries.wallet, accountId: ledgerEntries.accountId, amountMinor: ledgerEntries.amountMinor })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, earlier.id));
  return {
    transactionId: earlier.id,
    replayed: true,
    balances: new Map(),
    entries: entries.map((entry) => ({ ...entry, accountId: entry.accountId ?? undefined })),
  };
}
