/**
 * GET /transactions/user/search (spec section 7): the signed-in account's token
 * history, one row per ledger transaction that changed its balance, newest first,
 * with the other party of a sale.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ListOf, Ok, Paging } from '@/shared/schemas/common';
import { TokenTransaction } from '@/shared/schemas/money';
import { DateRange } from '@/shared/schemas/earnings';
import { accounts, ledgerEntries, ledgerTransactions, SALE_TYPES } from '../../db/schema';
import { toTokens } from '../ledger/ledger';

const Query = Type.Intersect([Paging, DateRange, Type.Object({ kind: Type.Optional(Type.String({ maxLength: 20 })) })]);

const transactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const counterparty = alias(accounts, 'counterparty');

  app.get(
    '/transactions/user/search',
    {
      onRequest: app.authenticate,
      schema: { tags: ['payments'], security: [{ bearer: [] }], querystring: Query, response: { 200: Ok(ListOf(TokenTransaction)) } },
    },
    async (request) => {
      const { limit = 20, offset = 0, fromDate, toDate, kind } = request.query;
      const conditions: SQL[] = [eq(ledgerEntries.accountId, request.account!.id)];
      if (fromDate) conditions.push(gte(ledgerEntries.createdAt, new Date(fromDate)));
      if (toDate) conditions.push(lte(ledgerEntries.createdAt, new Date(toDate)));
      if (kind) conditions.push(eq(ledgerTransactions.kind, kind as (typeof ledgerTransactions.kind.enumValues)[number]));
      const where = and(...conditions);
      // A sale's reference is its performer; the payer is the transaction's account.
      const otherParty = sql`case when ${ledgerTransactions.accountId} = ${request.account!.id}::uuid
        then (case when ${inArray(ledgerTransactions.kind, [...SALE_TYPES])} then ${ledgerTransactions.reference}::uuid end)
        else ${ledgerTransactions.accountId} end`;
      const [rows, [{ total }]] = await Promise.all([
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
          .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count(sql`distinct ${ledgerEntries.transactionId}`) })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(where),
      ]);
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
  );
};

export default transactionRoutes;
