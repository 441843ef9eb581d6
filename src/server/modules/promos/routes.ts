/** GET /site-promo/search: the active site promotions, in the asked language when translated. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { ListOf, Ok } from '@/shared/schemas/common';
import { SitePromo } from '@/shared/schemas/performers';
import { ReferenceQuery } from '@/shared/schemas/reference';
import { sitePromos } from '../../db/schema';
import { translationOf } from '@/shared/translations';

const promoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const present = (row: typeof sitePromos.$inferSelect, locale?: string): SitePromo => ({
    _id: row.id,
    title: translationOf(row.titleTranslations, locale) || row.title,
    text: translationOf(row.textTranslations, locale) || row.text,
    imageUrl: row.imageUrl,
    link: row.link,
  });

  app.get(
    '/site-promo/search',
    { schema: { tags: ['promos'], querystring: ReferenceQuery, response: { 200: Ok(ListOf(SitePromo)) } } },
    async (request) => {
      const rows = await db
        .select()
        .from(sitePromos)
        .where(eq(sitePromos.status, 'active'))
        .orderBy(asc(sitePromos.ordering), asc(sitePromos.createdAt));
      return { data: rows.map((row) => present(row, request.query.locale)), total: rows.length };
    },
  );
};

export default promoRoutes;
