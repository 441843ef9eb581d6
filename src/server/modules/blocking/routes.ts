/**
 * Performers' block lists (docs/domain.md#blocking-and-geo-blocking): GET /performers/blocking,
 * POST /performers/blocking/update, DELETE /performers/blocking/users, and
 * GET /performers/{id}/check-blocking for anyone, by the asker's account and country.
 * Whoever a new block covers leaves the performer's live stream at once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import { Blocking, BlockingCheck, BlockingUpdateBody, UnblockUserBody } from '@/shared/schemas/performers';
import { viewerOf } from '../../plugins/auth';
import { createBlockingService } from './service';

const secured = { security: [{ bearer: [] }] };

const blockingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const blocking = createBlockingService(app.deps);
  const performerOnly = app.requireRole('performer');

  app.get(
    '/performers/blocking',
    { onRequest: performerOnly, schema: { tags: ['blocking'], ...secured, response: { 200: Ok(Blocking) } } },
    (request) => blocking.getBlocking(request.account!.id),
  );

  app.post(
    '/performers/blocking/update',
    { onRequest: performerOnly, schema: { tags: ['blocking'], ...secured, body: BlockingUpdateBody, response: { 200: Ok(Blocking) } } },
    (request) => blocking.updateBlocking(request.account!.id, request.body, request.log),
  );

  app.delete(
    '/performers/blocking/users',
    { onRequest: performerOnly, schema: { tags: ['blocking'], ...secured, body: UnblockUserBody, response: { 200: Ok(Blocking) } } },
    (request) => blocking.unblockUser(request.account!.id, request.body.userId),
  );

  app.get(
    '/performers/:id/check-blocking',
    { schema: { tags: ['blocking'], params: IdParam, response: { 200: Ok(BlockingCheck) } } },
    (request) => blocking.checkBlocking(request.params.id, viewerOf(request)),
  );
};

export default blockingRoutes;
