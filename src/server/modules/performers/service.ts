/**
 * Performer lists: live performers first, then online, then offline; free text
 * over name, username and tags; category filter. The asking performer is left out.
 */
import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accounts, favourites, performers } from '../../db/schema';
import type { PerformerCard, PerformerSearchQuery } from '@/shared/schemas/performers';
import { PLACEHOLDERS } from '@/shared/constants';

const LIVE = sql`case ${performers.streamingStatus} when 'public' then 0 when 'group' then 1 when 'private' then 2 when 'offline' then 3 else 4 end`;

export function createPerformerService(deps: Deps) {
  const { db } = deps.database;

  return {
    async search(query: PerformerSearchQuery, asker: { id: string; role: string } | null): Promise<{ data: PerformerCard[]; total: number }> {
      const conditions: SQL[] = [eq(accounts.status, 'active'), eq(performers.verified, true), eq(performers.memberStatus, 'active')];
      if (asker?.role === 'performer') conditions.push(ne(accounts.id, asker.id));
      if (query.q) {
        const pattern = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(accounts.name, pattern), ilike(accounts.username, pattern), sql`${query.q.toLowerCase()} = any(${performers.tags})`)!);
      }
      if (query.categoryId) conditions.push(sql`${query.categoryId}::uuid = any(${performers.categoryIds})`);
      const where = and(...conditions);
      const userId = asker?.role === 'user' || asker?.role === 'admin' ? asker.id : null;

      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: accounts.id,
            name: accounts.name,
            username: accounts.username,
            avatarPath: accounts.avatarPath,
            country: accounts.country,
            streamingStatus: performers.streamingStatus,
            streamTitle: performers.streamTitle,
            tags: performers.tags,
            categoryIds: performers.categoryIds,
            languages: performers.languages,
            isFavorite: userId
              ? sql<boolean>`exists (select 1 from ${favourites} where ${favourites.userId} = ${userId} and ${favourites.performerId} = ${accounts.id})`
              : sql<boolean>`false`,
          })
          .from(performers)
          .innerJoin(accounts, eq(accounts.id, performers.accountId))
          .where(where)
          .orderBy(LIVE, desc(performers.views), accounts.name)
          .limit(query.limit ?? 24)
          .offset(query.offset ?? 0),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(performers)
          .innerJoin(accounts, eq(accounts.id, performers.accountId))
          .where(where),
      ]);

      return {
        total,
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          username: row.username ?? '',
          avatar: row.avatarPath ? deps.files.url(row.avatarPath) : PLACEHOLDERS.avatar,
          streamingStatus: row.streamingStatus,
          streamTitle: row.streamTitle,
          isOnline: !['offline', 'disconnected'].includes(row.streamingStatus),
          isFavorite: Boolean(row.isFavorite),
          country: row.country,
          tags: row.tags,
          categoryIds: row.categoryIds,
          languages: row.languages,
        })),
      };
    },
  };
}
