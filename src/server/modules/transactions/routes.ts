/**
 * GET /transactions/user/search: the signed-in account's token
 * history, one row per ledger transaction that changed its balance, newest first,
 * with the other party of a sale.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListOf, Ok } from '@/shared/schemas/common';
import { TokenTransaction, TokenTransactionQuery } from '@/shared/schemas/money';
import { createTransactionService } from './service';

const transactionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const transactions = createTransactionService(app.deps);

  app.get(
    '/transactions/user/search',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        querystring: TokenTransactionQuery,
        response: { 200: Ok(ListOf(TokenTransaction)) },
      },
    },
    async (request) => transactions.search(request.account!.id, request.query),
  );
};

export default transactionRoutes;
