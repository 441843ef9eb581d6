/** GET /posts/search and /posts/{id} (id or slug), in the asked language when translated. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, or } from 'drizzle-orm';
import { ListOf, Ok } from '@/shared/schemas/common';
import { Post, PostQuery } from '@/shared/schemas/posts';
import { posts } from '../../db/schema';
import { notFound } from '../../errors';
import { translationOf } from '@/shared/translations';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const postRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const present = (row: typeof posts.$inferSelect, locale?: string) => {
    const translated = translationOf(row.translations, locale);
    return {
      _id: row.id,
      slug: row.slug,
      title: translated?.title ?? row.title,
      content: translated?.content ?? row.content,
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  app.get(
    '/posts/search',
    { schema: { tags: ['posts'], querystring: PostQuery, response: { 200: Ok(ListOf(Post)) } } },
    async (request) => {
      const rows = await db.select().from(posts).where(eq(posts.status, 'published')).orderBy(asc(posts.title));
      return { data: rows.map((row) => present(row, request.query.locale)), total: rows.length };
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        querystring: PostQuery,
        response: { 200: Ok(Post) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const match = UUID.test(id) ? or(eq(posts.id, id), eq(posts.slug, id)) : eq(posts.slug, id);
      const [row] = await db
        .select()
        .from(posts)
        .where(and(match, eq(posts.status, 'published')))
        .limit(1);
      if (!row) throw notFound('Page not found');
      return present(row, request.query.locale);
    },
  );
};

export default postRoutes;
