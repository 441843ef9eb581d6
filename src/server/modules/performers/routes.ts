/** GET /performers/search. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListOf, Ok } from '@/shared/schemas/common';
import { PerformerCard, PerformerSearchQuery } from '@/shared/schemas/performers';
import { createPerformerService } from './service';

const performerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const performers = createPerformerService(app.deps);
  app.get(
    '/performers/search',
    { schema: { tags: ['performers'], querystring: PerformerSearchQuery, response: { 200: Ok(ListOf(PerformerCard)) } } },
    async (request) => performers.search(request.query, request.account),
  );
};

export default performerRoutes;
