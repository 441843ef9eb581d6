/**
 * The token ledger (docs/domain.md#tokens-and-the-ledger). Every movement of tokens is one call of
 * `post` inside a database transaction: one ledger transaction whose entries sum to
 * zero, and the balances of the accounts it touches changed by one UPDATE.
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
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, ledgerEntries, ledgerTransactions, type LEDGER_KINDS, type LEDGER_WALLETS } from '../../db/schema';

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
 * Writes one balanced transaction inside `tx` (which must be a database
 * transaction: a refusal aborts it). Throws `InsufficientBalance` when an account
 * would go below zero.
 */
export async function post(tx: Tx | Db, posting: Posting): Promise<Posted> {
  const changes = accountChanges(posting.entries);
  // Locks first: the transaction row's foreign key would otherwise take a share lock
  // on the payer that a concurrent transfer of the same payer waits on, and vice versa.
  const ids = [...changes.keys()].sort();
  await lockAccounts(tx, ids);
  // A key is the client's name for one request of one kind to one party: the same key
  // sent with a tip and with a message (or to another performer) names two requests.
  const idempotencyKey = posting.idempotencyKey ? `${posting.kind}:${posting.reference ?? ''}:${posting.idempotencyKey}` : null;
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      accountId: posting.accountId,
      idempotencyKey,
      reference: posting.reference ?? null,
      description: posting.description ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!created) {
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

  const balances = await applyChanges(tx, ids, changes);
  await tx.insert(ledgerEntries).values(
    posting.entries.map((entry) => ({
      transactionId: created.id,
      wallet: entry.wallet,
      accountId: entry.accountId ?? null,
      amountMinor: entry.amountMinor,
    })),
  );
  return { transactionId: created.id, replayed: false, balances, entries: posting.entries };
}

/** Row locks on the accounts, always taken in id order so that transfers cannot deadlock. */
async function lockAccounts(tx: Tx | Db, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`select 1 from ${accounts} where ${accounts.id} in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by ${accounts.id} for update`,
  );
}

async function applyChanges(tx: Tx | Db, ids: string[], changes: Map<string, bigint>): Promise<Map<string, bigint>> {
  if (ids.length === 0) return new Map();
  const values = sql.join(
    ids.map((id) => sql`(${id}::uuid, ${changes.get(id)!.toString()}::bigint)`),
    sql`, `,
  );
  try {
    const result = await tx.execute<{ id: string; balance: string }>(
      sql`update ${accounts} set balance_minor = ${accounts.balanceMinor} + change.amount, updated_at = now()
          from (values ${values}) as change(id, amount)
          where ${accounts.id} = change.id
          returning ${accounts.id} as id, ${accounts.balanceMinor}::text as balance`,
    );
    if (result.rows.length !== ids.length) throw new Error('A ledger entry names an unknown account');
    return new Map(result.rows.map((row) => [row.id, BigInt(row.balance)]));
  } catch (err) {
    if (isCheckViolation(err, 'accounts_balance_not_negative')) {
      const debited = ids.filter((id) => changes.get(id)! < 0n);
      throw new InsufficientBalance(debited.length === 1 ? debited[0] : null);
    }
    throw err;
  }
}
