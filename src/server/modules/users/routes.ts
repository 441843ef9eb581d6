/** GET /users/search: performers, studios and admins find viewer accounts by name or username. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok } from '@/shared/schemas/common';
import { UserSearchQuery, UserSearchResult } from '@/shared/schemas/users';
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
};

export default userRoutes;
