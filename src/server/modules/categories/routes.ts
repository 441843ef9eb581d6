/** GET /performer-categories and /performer-categories/{id}/view (active categories only), named and described in `locale` when translated. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, or } from 'drizzle-orm';
import { ListOf, Ok } from '@/shared/schemas/common';
import { Category } from '@/shared/schemas/settings';
import { performerCategories } from '../../db/schema';
import { notFound } from '../../errors';
import { translationOf } from '@/shared/translations';

const LocaleQuery = Type.Object({ locale: Type.Optional(Type.String({ maxLength: 10 })) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const present = (row: typeof performerCategories.$inferSelect, locale?: string) => ({
    _id: row.id,
    name: translationOf(row.nameTranslations, locale) || row.name,
    slug: row.slug,
    description: translationOf(row.descriptionTranslations, locale) || row.description,
    ordering: row.ordering,
  });

  app.get(
    '/performer-categories',
    { schema: { tags: ['categories'], querystring: LocaleQuery, response: { 200: Ok(ListOf(Category)) } } },
    async (request) => {
      const rows = await db
        .select()
        .from(performerCategories)
        .where(eq(performerCategories.status, 'active'))
        .orderBy(asc(performerCategories.ordering), asc(performerCategories.name));
      return { data: rows.map((row) => present(row, request.query.locale)), total: rows.length };
    },
  );

  app.get(
    '/performer-categories/:id/view',
    {
      schema: {
        tags: ['categories'],
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        querystring: LocaleQuery,
        response: { 200: Ok(Category) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Accepts the id or the slug, so category pages can have readable addresses.
      const match = UUID.test(id) ? or(eq(performerCategories.id, id), eq(performerCategories.slug, id)) : eq(performerCategories.slug, id);
      const [row] = await db
        .select()
        .from(performerCategories)
        .where(and(match, eq(performerCategories.status, 'active')))
        .limit(1);
      if (!row) throw notFound('Category not found');
      return present(row, request.query.locale);
    },
  );
};

export default categoryRoutes;
