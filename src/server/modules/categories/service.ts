/**
 * Performer categories as visitors see them: only active ones, named and described in
 * the asked language where translated.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { performerCategories } from '../../db/schema';
import { idOrSlugIs } from '../../db/id-or-slug';
import { notFound } from '../../errors';
import type { ListPage } from '@/shared/schemas/common';
import type { Category } from '@/shared/schemas/settings';
import { translationOf } from '@/shared/translations';

type CategoryRow = typeof performerCategories.$inferSelect;

const present = (row: CategoryRow, locale?: string): Category => ({
  _id: row.id,
  name: translationOf(row.nameTranslations, locale) || row.name,
  slug: row.slug,
  description: translationOf(row.descriptionTranslations, locale) || row.description,
  ordering: row.ordering,
});

export function createCategoryService(deps: Deps) {
  const { db } = deps.database;

  return {
    /** GET /performer-categories, in the categories' order. */
    async list(locale?: string): Promise<ListPage<Category>> {
      const rows = await db
        .select()
        .from(performerCategories)
        .where(eq(performerCategories.status, 'active'))
        .orderBy(asc(performerCategories.ordering), asc(performerCategories.name));
      return { data: rows.map((row) => present(row, locale)), total: rows.length };
    },

    /** GET /performer-categories/{id}/view: by id or by slug, so category pages can have readable addresses. */
    async view(idOrSlug: string, locale?: string): Promise<Category> {
      const [row] = await db
        .select()
        .from(performerCategories)
        .where(and(idOrSlugIs(performerCategories, idOrSlug), eq(performerCategories.status, 'active')))
        .limit(1);
      if (!row) throw notFound('Category not found');
      return present(row, locale);
    },
  };
}
