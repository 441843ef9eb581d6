/**
 * Content moderation (administrators): GET /admin/performer-assets/{kind}/search, POST
 * /admin/performer-assets/{kind}/{id}/take-down (`reason`) and POST …/{id}/restore, where
 * `kind` is videos, galleries or products.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok } from '@/shared/schemas/common';
import {
  ItemKindParam,
  ModeratedItem,
  ModeratedItemList,
  ModeratedItemParams,
  ModeratedItemQuery,
  TakedownBody,
} from '@/shared/schemas/moderation';
import { auditActor } from '../audit/service';
import { createContentModerationService } from './service';

const schemaBase = { security: [{ bearer: [] }], tags: ['admin'] };

const contentModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moderation = createContentModerationService(app.deps, app.background);
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/performer-assets/:kind/search',
    {
      onRequest: adminOnly,
      schema: { ...schemaBase, params: ItemKindParam, querystring: ModeratedItemQuery, response: { 200: Ok(ModeratedItemList) } },
    },
    (request) => moderation.search(request.params.kind, request.query),
  );
  app.post(
    '/admin/performer-assets/:kind/:id/take-down',
    {
      onRequest: adminOnly,
      schema: { ...schemaBase, params: ModeratedItemParams, body: TakedownBody, response: { 200: Ok(ModeratedItem) } },
    },
    (request) => moderation.takeDown(request.params.kind, request.params.id, request.body, auditActor(request)),
  );
  app.post(
    '/admin/performer-assets/:kind/:id/restore',
    { onRequest: adminOnly, schema: { ...schemaBase, params: ModeratedItemParams, response: { 200: Ok(ModeratedItem) } } },
    (request) => moderation.restore(request.params.kind, request.params.id, auditActor(request)),
  );
};

export default contentModerationRoutes;
