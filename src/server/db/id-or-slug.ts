/** Finding a row by its id or by its slug, for the addresses that take either. */
import { eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '@/shared/uuid';

/**
 * The condition matching the row of `table` whose id or slug is `idOrSlug`. A text that
 * is not a uuid is compared with the slug only: PostgreSQL would refuse it as a uuid.
 */
export function idOrSlugIs(table: { id: PgColumn; slug: PgColumn }, idOrSlug: string): SQL {
  return isUuid(idOrSlug) ? or(eq(table.id, idOrSlug), eq(table.slug, idOrSlug))! : eq(table.slug, idOrSlug);
}
