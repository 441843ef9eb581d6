/**
 * An account's token history: one row per ledger transaction that changed its
 * balance, newest first, with the amount as the sum of the account's entries in it and
 * the other party of a sale.
 */
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import { accounts, ledgerEntries, ledgerTransactions, SALE_TYPES } from '../../db/schema';
import { toTokens } from '../ledger/ledger';
import type { ListPage } from '@/shared/schemas/common';
import type { TokenTransaction, TokenTransactionQuery } from '@/shared/schemas/money';

export function createTransactionService(deps: Deps) {
  const { db } = deps.database;
  const counterparty = alias(accounts, 'counterparty');

  return {
    /** GET /transactions/user/search. */
    async search(accountId: string, query: TokenTransactionQuery): Promise<ListPage<TokenTransaction>> {
      const { fromDate, toDate, kind } = query;
      const conditions: SQL[] = [eq(ledgerEntries.accountId, accountId)];
      if (fromDate) conditions.push(gte(ledgerEntries.createdAt, new Date(fromDate)));
      if (toDate) conditions.push(lte(ledgerEntries.createdAt, new Date(toDate)));
      if (kind) conditions.push(eq(ledgerTransactions.kind, kind as (typeof ledgerTransactions.kind.enumValues)[number]));
      const where = and(...conditions);
      // A sale's reference is its performer; the payer is the transaction's account.
      const otherParty = sql`case when ${ledgerTransactions.accountId} = ${accountId}::uuid
        then (case when ${inArray(ledgerTransactions.kind, [...SALE_TYPES])} then ${ledgerTransactions.reference}::uuid end)
        else ${ledgerTransactions.accountId} end`;
      const { rows, total } = await readPage(
        db
          .select({
            id: ledgerTransactions.id,
            kind: ledgerTransactions.kind,
            description: ledgerTransactions.description,
            amount: sql<string>`sum(${ledgerEntries.amountMinor})::text`,
            createdAt: ledgerTransactions.createdAt,
            otherId: counterparty.id,
            otherName: counterparty.name,
            otherUsername: counterparty.username,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .leftJoin(counterparty, sql`${counterparty.id} = ${otherParty}`)
          .where(where)
          .groupBy(ledgerTransactions.id, counterparty.id)
          .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id)),
        db
          .select({ total: count(sql`distinct ${ledgerEntries.transactionId}`) })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(where),
        query,
        20,
      );
      return {
        total,
        data: rows.map((row) => ({
          _id: row.id,
          kind: row.kind,
          description: row.description,
          amount: toTokens(BigInt(row.amount)),
          counterparty: row.otherId ? { _id: row.otherId, name: row.otherName!, username: row.otherUsername } : null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
