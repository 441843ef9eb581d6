/** Content pages as visitors read them: only published ones, in the asked language where translated. */
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { posts } from '../../db/schema';
import { idOrSlugIs } from '../../db/id-or-slug';
import { notFound } from '../../errors';
import type { ListPage } from '@/shared/schemas/common';
import type { Post } from '@/shared/schemas/posts';
import { translationOf } from '@/shared/translations';

type PostRow = typeof posts.$inferSelect;

const present = (row: PostRow, locale?: string): Post => {
  const translated = translationOf(row.translations, locale);
  return {
    _id: row.id,
    slug: row.slug,
    title: translated?.title ?? row.title,
    content: translated?.content ?? row.content,
    updatedAt: row.updatedAt.toISOString(),
  };
};

export function createPostService(deps: Deps) {
  const { db } = deps.database;

  return {
    /** GET /posts/search: every published page, by title. */
    async search(locale?: string): Promise<ListPage<Post>> {
      const rows = await db.select().from(posts).where(eq(posts.status, 'published')).orderBy(asc(posts.title));
      return { data: rows.map((row) => present(row, locale)), total: rows.length };
    },

    /** GET /posts/{id}: by id or by slug. */
    async view(idOrSlug: string, locale?: string): Promise<Post> {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(idOrSlugIs(posts, idOrSlug), eq(posts.status, 'published')))
        .limit(1);
      if (!row) throw notFound('Page not found');
      return present(row, locale);
    },
  };
}
