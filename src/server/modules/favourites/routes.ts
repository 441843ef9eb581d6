/** Favourites: POST /favourite/{id}/like and /unlike, GET /favourite (users). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ListOf, Ok } from '@/shared/schemas/common';
import { FavouriteState, PerformerCard, PerformerSearchFilters } from '@/shared/schemas/performers';
import { viewerOf } from '../../plugins/auth';
import { createFavouriteService } from './service';

const schema = { tags: ['favourites'], security: [{ bearer: [] }] };

const favouriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const favourites = createFavouriteService(app.deps);
  const userOnly = app.requireRole('user');

  app.post(
    '/favourite/:id/like',
    { onRequest: userOnly, schema: { ...schema, params: IdParam, response: { 200: Ok(FavouriteState) } } },
    async (request) => favourites.like(request.account!.id, request.params.id, viewerOf(request)),
  );

  app.post(
    '/favourite/:id/unlike',
    { onRequest: userOnly, schema: { ...schema, params: IdParam, response: { 200: Ok(FavouriteState) } } },
    async (request) => favourites.unlike(request.account!.id, request.params.id),
  );

  app.get(
    '/favourite',
    { onRequest: userOnly, schema: { ...schema, querystring: PerformerSearchFilters, response: { 200: Ok(ListOf(PerformerCard)) } } },
    async (request) => favourites.list(request.account!, request.query, viewerOf(request)),
  );
};

export default favouriteRoutes;
