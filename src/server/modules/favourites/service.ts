/**
 * A user's favourite performers: like and unlike (both idempotent) and the list,
 * which shows the same visible performers as the search does.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { favourites, performers } from '../../db/schema';
import { notFound } from '../../errors';
import type { AuthAccount } from '../../plugins/auth';
import { createBlockingService, type Viewer } from '../blocking/service';
import { createPerformerDirectoryService } from '../performers/directory';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard, PerformerSearchFilters } from '@/shared/schemas/performers';

export function createFavouriteService(deps: Deps) {
  const { db } = deps.database;
  const directory = createPerformerDirectoryService(deps);
  const blocking = createBlockingService(deps);

  /** Only performers a user could find may become favourites; others are unknown to them. */
  async function ensureVisible(performerId: string, viewer: Viewer) {
    if (!(await blocking.isVisible(performerId, viewer))) throw notFound('Performer not found');
  }

  return {
    /** POST /favourite/{id}/like. Liking twice changes nothing. */
    async like(userId: string, performerId: string, viewer: Viewer) {
      await ensureVisible(performerId, viewer);
      await db.insert(favourites).values({ userId, performerId }).onConflictDoNothing();
      return { isFavorite: true };
    },

    /** POST /favourite/{id}/unlike. Works for any existing performer, so a user can always clean up. */
    async unlike(userId: string, performerId: string) {
      const [row] = await db.select({ id: performers.accountId }).from(performers).where(eq(performers.accountId, performerId)).limit(1);
      if (!row) throw notFound('Performer not found');
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.performerId, performerId)));
      return { isFavorite: false };
    },

    /** GET /favourite: the user's favourites as cards, with the search's filters, sorts and paging. */
    async list(user: AuthAccount, query: PerformerSearchFilters, viewer: Viewer): Promise<ListPage<PerformerCard>> {
      return directory.search({ ...query, favourites: true }, user, viewer);
    },
  };
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;
