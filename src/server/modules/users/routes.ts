/**
 * GET /users/search: performers, studios and admins find viewer accounts by name or
 * username. GET /users/view/{id}: a viewer's public profile, for anyone signed in.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import { PublicUserProfile, UserSearchQuery, UserSearchResult } from '@/shared/schemas/users';
import { createUserService } from './service';

const secured = { security: [{ bearer: [] }] };

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = createUserService(app.deps);
  const staff = app.requireRole('performer', 'studio', 'admin');

  app.get(
    '/users/search',
    { onRequest: staff, schema: { tags: ['users'], ...secured, querystring: UserSearchQuery, response: { 200: Ok(UserSearchResult) } } },
    (request) => users.searchUsers(request.query.q, request.query.limit),
  );

  app.get(
    '/users/view/:id',
    { onRequest: app.authenticate, schema: { tags: ['users'], ...secured, params: IdParam, response: { 200: Ok(PublicUserProfile) } } },
    (request) => users.viewUser(request.account!, request.params.id),
  );
};

export default userRoutes;
