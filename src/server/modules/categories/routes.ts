/** GET /performer-categories and /performer-categories/{id}/view (active categories only), named and described in `locale` when translated. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdOrSlugParam, ListOf, LocaleQuery, Ok } from '@/shared/schemas/common';
import { Category } from '@/shared/schemas/settings';
import { createCategoryService } from './service';

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const categories = createCategoryService(app.deps);

  app.get(
    '/performer-categories',
    { schema: { tags: ['categories'], querystring: LocaleQuery, response: { 200: Ok(ListOf(Category)) } } },
    async (request) => categories.list(request.query.locale),
  );

  app.get(
    '/performer-categories/:id/view',
    { schema: { tags: ['categories'], params: IdOrSlugParam, querystring: LocaleQuery, response: { 200: Ok(Category) } } },
    async (request) => categories.view(request.params.id, request.query.locale),
  );
};

export default categoryRoutes;
