/** GET /posts/search and /posts/{id} (id or slug), in the asked language when translated. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdOrSlugParam, ListOf, LocaleQuery, Ok } from '@/shared/schemas/common';
import { Post } from '@/shared/schemas/posts';
import { createPostService } from './service';

const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const posts = createPostService(app.deps);

  app.get(
    '/posts/search',
    { schema: { tags: ['posts'], querystring: LocaleQuery, response: { 200: Ok(ListOf(Post)) } } },
    async (request) => posts.search(request.query.locale),
  );

  app.get(
    '/posts/:id',
    { schema: { tags: ['posts'], params: IdOrSlugParam, querystring: LocaleQuery, response: { 200: Ok(Post) } } },
    async (request) => posts.view(request.params.id, request.query.locale),
  );
};

export default postRoutes;
