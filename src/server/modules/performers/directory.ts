/**
 * Performers as visitors see them: the search, the performer page, related performers
 * and view counts.
 *
 * Visibility is one rule everywhere: the account is active, the performer verified
 * and active in their studio, and the performer has not blocked the viewer (by
 * account or by country). A hidden performer answers 404, as if unknown.
 */
import { and, asc, count, desc, eq, inArray, ilike, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { createShortCache } from '../../short-cache';
import { containsPattern } from '../../db/like';
import { liveRank } from '../../db/live-rank';
import { idOrSlugIs } from '../../db/id-or-slug';
import { accounts, favourites, performerCategories, performers } from '../../db/schema';
import { notFound, unauthorized } from '../../errors';
import { createBlockingService, type Viewer } from '../blocking/service';
import type { AuthAccount } from '../../plugins/auth';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard, PerformerDetails, PerformerSearchFilters, ViewCount } from '@/shared/schemas/performers';
import { PLACEHOLDERS, RELATED_PERFORMERS, TIMEZONE } from '@/shared/constants';
import { translationOf } from '@/shared/translations';

interface CardRow {
  id: string;
  name: string;
  username: string | null;
  avatarPath: string | null;
  country: string | null;
  streamingStatus: string;
  streamTitle: string | null;
  tags: string[];
  categoryIds: string[];
  languages: string[];
  isFavorite: boolean;
}

type Sort = NonNullable<PerformerSearchFilters['sortBy']>;

/** Live shows first, then online performers, then disconnected ones (db/live-rank.ts, indexed). */
const LIVE_RANK = liveRank(performers.streamingStatus);

/** Descending as the indexes of schema.ts keep it (`nulls last`), so they serve the sort. */
const highestFirst = (column: AnyColumn) => sql`${column} desc nulls last`;

/** Every order ends on the id so that pages never overlap or skip a performer. */
const ORDER_BY: Record<Sort, SQL[]> = {
  live: [asc(LIVE_RANK), highestFirst(performers.views), asc(accounts.name), asc(performers.accountId)],
  popular: [highestFirst(performers.views), asc(accounts.name), asc(performers.accountId)],
  newest: [highestFirst(performers.createdAt), asc(performers.accountId)],
  name: [asc(sql`lower(${accounts.name})`), asc(performers.accountId)],
};

/** A PostgreSQL array literal built from parameters (an empty list gives an empty array). */
const arrayOf = (values: string[], type: 'uuid' | 'text') =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/** Whole years between a `YYYY-MM-DD` birth date and today in the site's time zone. */
export function ageFromDateOfBirth(dateOfBirth: string | null, now = new Date()): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!birth) return null;
  // en-CA formats as YYYY-MM-DD.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(now);
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  const age = year - Number(birth[1]) - (monthDay < `${birth[2]}-${birth[3]}` ? 1 : 0);
  return age >= 0 ? age : null;
}

export function createPerformerDirectoryService(deps: Deps) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);

  /** The conditions that make a performer visible to `viewer` (see the file comment). */
  const visibleTo = blocking.visiblePerformer;

  /** Columns of a card; `isFavorite` is only worked out for a signed-in user. */
  const cardColumns = (userId: string | null) => ({
    id: performers.accountId,
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
      ? sql<boolean>`exists (select 1 from ${favourites} where ${favourites.userId} = ${userId} and ${favourites.performerId} = ${performers.accountId})`
      : sql<boolean>`false`,
  });

  const toCard = (row: CardRow): PerformerCard => ({
    _id: row.id,
    name: row.name,
    username: row.username ?? '',
    avatar: row.avatarPath ? deps.files.url(row.avatarPath) : PLACEHOLDERS.avatar,
    streamingStatus: row.streamingStatus,
    streamTitle: row.streamTitle,
    isOnline: row.streamingStatus !== 'disconnected',
    isFavorite: Boolean(row.isFavorite),
    country: row.country,
    tags: row.tags,
    categoryIds: row.categoryIds,
    languages: row.languages,
  });

  /** Favourites belong to viewers; admins browse as users do. */
  const favouriteOwner = (asker: AuthAccount | null) => (asker && (asker.role === 'user' || asker.role === 'admin') ? asker.id : null);

  /** The id of a category given by id or slug, or null when there is none. */
  async function categoryIdOf(idOrSlug: string): Promise<string | null> {
    const [row] = await db
      .select({ id: performerCategories.id })
      .from(performerCategories)
      .where(idOrSlugIs(performerCategories, idOrSlug))
      .limit(1);
    return row?.id ?? null;
  }

  /** Turns the search filters into conditions; null when a filter can match nothing. */
  async function filterConditions(query: PerformerSearchFilters, asker: AuthAccount | null): Promise<SQL[] | null> {
    const conditions: SQL[] = [];
    if (asker?.role === 'performer') conditions.push(ne(performers.accountId, asker.id));
    const q = query.q?.trim();
    if (q) {
      const pattern = containsPattern(q);
      // The name and username as the performer's row keeps them (schema.ts), so the list's
      // order is walked without looking up each account.
      conditions.push(or(ilike(performers.searchText, pattern), sql`${performers.tags} @> ${arrayOf([q.toLowerCase()], 'text')}`)!);
    }
    if (query.categoryId?.trim()) {
      const categoryId = await categoryIdOf(query.categoryId.trim());
      if (!categoryId) return null;
      conditions.push(sql`${performers.categoryIds} @> ${arrayOf([categoryId], 'uuid')}`);
    }
    const tag = query.tag?.trim().toLowerCase();
    if (tag) conditions.push(sql`${performers.tags} @> ${arrayOf([tag], 'text')}`);
    const language = query.language?.trim().toLowerCase();
    if (language) conditions.push(sql`${performers.languages} @> ${arrayOf([language], 'text')}`);
    const gender = query.gender?.trim().toLowerCase();
    if (gender) conditions.push(sql`lower(${accounts.gender}) = ${gender}`);
    const country = query.country?.trim().toUpperCase();
    if (country) conditions.push(eq(accounts.country, country));
    if (query.favourites) {
      if (!asker) throw unauthorized('Please log in to see your favourites');
      conditions.push(
        sql`exists (select 1 from ${favourites} where ${favourites.userId} = ${asker.id} and ${favourites.performerId} = ${performers.accountId})`,
      );
    }
    return conditions;
  }

  /**
   * How many performers an anonymous visitor's filters match, reused for
   * `searchCountCacheMs`: counting joins every visible performer, while the page itself
   * reads two dozen rows through an index, so the count was most of a search's time.
   * Per filters and visitor country (performers block countries), never per page or
   * order; shared with signed-in viewers who see what an anonymous visitor sees
   * (`countsAsAnonymous`), and counted anew for the others (their blocks, their
   * favourites). A count may so lag a change by that long; the page's rows do not.
   */
  const anonymousCounts = createShortCache<number>({ ttlMs: deps.config.searchCountCacheMs });
  /**
   * Whole answers to anonymous visitors' listings (the home page and the category and
   * tag pages that the whole audience opens), per query and visitor country, for
   * `pageCacheMs` like the anonymous pages that show them, and forgotten on this
   * instance at any change that visitors see (`publicViews`: a write through the API, a
   * performer's status). Typed text searches have a cache of their own: many visitors
   * type the same few names, but a stream of different texts must not push the home
   * page's listing out. While a listing is read anew, its visitors get the one it
   * replaces rather than all waiting for the database.
   */
  const listings = createShortCache<ListPage<PerformerCard>>({ ttlMs: deps.config.pageCacheMs, serveStaleWhileLoading: true });
  const textSearches = createShortCache<ListPage<PerformerCard>>({ ttlMs: deps.config.pageCacheMs, serveStaleWhileLoading: true });
  deps.publicViews.onChange(() => {
    listings.clear();
    textSearches.clear();
  });

  /**
   * An anonymous visitor's query as a cache key: the visitor's country and the query's
   * parameters, a typed text as the search reads it (trimmed; matched without regard to case).
   */
  const anonymousKey = (query: PerformerSearchFilters, viewer: Viewer) => {
    const text = query.q?.trim().toLowerCase();
    const parameters = Object.entries(text ? { ...query, q: text } : query).sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify([viewer.country?.toUpperCase() ?? null, parameters]);
  };

  /**
   * Whether `asker` sees as many performers as an anonymous visitor from the same
   * country: nobody signed in, or a viewer whom no performer has blocked, not asking for
   * their favourites (a performer's own search leaves them out, so it never does).
   */
  async function countsAsAnonymous(query: PerformerSearchFilters, asker: AuthAccount | null): Promise<boolean> {
    if (!asker) return true;
    if (query.favourites || favouriteOwner(asker) === null) return false;
    return !(await blocking.isBlockedByAnyone(asker.id));
  }

  /**
   * The search itself. The count runs on the bare join with the same conditions and
   * no per-row sub-queries; it is reused for a moment between visitors of one country
   * who see the same performers (`countsAsAnonymous`).
   */
  async function searchNow(query: PerformerSearchFilters, asker: AuthAccount | null, viewer: Viewer) {
    const filters = await filterConditions(query, asker);
    if (!filters) return { data: [], total: 0 };
    const where = and(...visibleTo(viewer), ...filters);
    const { offset: _offset, limit: _limit, sortBy: _sortBy, ...counted } = query;
    const countAll = async () => {
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(where);
      return total;
    };
    const [rows, total] = await Promise.all([
      db
        .select(cardColumns(favouriteOwner(asker)))
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(where)
        .orderBy(...ORDER_BY[query.sortBy ?? 'live'])
        .limit(query.limit ?? 24)
        .offset(query.offset ?? 0),
      (async () => ((await countsAsAnonymous(query, asker)) ? anonymousCounts.get(anonymousKey(counted, viewer), countAll) : countAll()))(),
    ]);
    return { total, data: rows.map(toCard) };
  }

  /** `cards` with `userId`'s favourites marked: one indexed look-up for the page's performers (the cards are copies). */
  async function withFavourites(cards: PerformerCard[], userId: string): Promise<PerformerCard[]> {
    if (!cards.length) return cards;
    const liked = await db
      .select({ id: favourites.performerId })
      .from(favourites)
      .where(
        and(
          eq(favourites.userId, userId),
          inArray(
            favourites.performerId,
            cards.map((card) => card._id),
          ),
        ),
      );
    const ids = new Set(liked.map((row) => row.id));
    return cards.map((card) => ({ ...card, isFavorite: ids.has(card._id) }));
  }

  return {
    /**
     * GET /performers/search: an anonymous visitor's listing or text search may come
     * from `listings` or `textSearches`, and so may that of a signed-in viewer who sees
     * what an anonymous visitor of their country sees (`countsAsAnonymous`), with their
     * own favourites marked on it; the other signed-in accounts' searches read their rows.
     */
    async search(query: PerformerSearchFilters, asker: AuthAccount | null, viewer: Viewer): Promise<ListPage<PerformerCard>> {
      const kept = query.q?.trim() ? textSearches : listings;
      const listing = () => kept.get(anonymousKey(query, viewer), () => searchNow(query, null, viewer));
      if (!asker) return listing();
      if (!(await countsAsAnonymous(query, asker))) return searchNow(query, asker, viewer);
      const { data, total } = await listing();
      return { total, data: await withFavourites(data, favouriteOwner(asker)!) };
    },

    /**
     * GET /performers/{username}/view: the performer page. The bio is shown in
     * `locale` when the performer translated it. Performers always see their own page.
     */
    async view(username: string, locale: string | undefined, asker: AuthAccount | null, viewer: Viewer): Promise<PerformerDetails> {
      const visible = and(...visibleTo(viewer))!;
      const [row] = await db
        .select({
          ...cardColumns(favouriteOwner(asker)),
          bio: performers.bio,
          bioTranslations: performers.bioTranslations,
          city: accounts.city,
          gender: accounts.gender,
          heightInches: performers.heightInches,
          weightLbs: performers.weightLbs,
          hair: performers.hair,
          eyes: performers.eyes,
          ethnicity: performers.ethnicity,
          bodyType: performers.bodyType,
          dateOfBirth: performers.dateOfBirth,
          workingHours: performers.workingHours,
          views: performers.views,
          privateCallPrice: performers.privateCallPrice,
          groupCallPrice: performers.groupCallPrice,
        })
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(
          and(
            sql`lower(${accounts.username}) = ${username.toLowerCase()}`,
            asker?.role === 'performer' ? or(eq(performers.accountId, asker.id), visible) : visible,
          ),
        )
        .limit(1);
      if (!row) throw notFound('Performer not found');

      const categories = row.categoryIds.length
        ? await db
            .select()
            .from(performerCategories)
            .where(and(inArray(performerCategories.id, row.categoryIds), eq(performerCategories.status, 'active')))
            .orderBy(asc(performerCategories.ordering), asc(performerCategories.name))
        : [];
      return {
        ...toCard(row),
        bio: translationOf(row.bioTranslations, locale) || row.bio,
        city: row.city,
        gender: row.gender,
        heightInches: row.heightInches,
        weightLbs: row.weightLbs,
        hair: row.hair,
        eyes: row.eyes,
        ethnicity: row.ethnicity,
        bodyType: row.bodyType,
        age: ageFromDateOfBirth(row.dateOfBirth),
        workingHours: row.workingHours,
        views: row.views,
        privateCallPrice: row.privateCallPrice,
        groupCallPrice: row.groupCallPrice,
        categories: categories.map((c) => ({ _id: c.id, name: translationOf(c.nameTranslations, locale) || c.name, slug: c.slug })),
      };
    },

    /**
     * How many favourites `userId`'s list shows, for /users/me: the performers of their
     * favourites visible to them (without country blocking: there is no request there).
     */
    async countFavourites(userId: string): Promise<number> {
      const [{ total }] = await db
        .select({ total: count() })
        .from(favourites)
        .innerJoin(performers, eq(performers.accountId, favourites.performerId))
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(and(eq(favourites.userId, userId), ...visibleTo({ accountId: userId, country: null })));
      return total;
    },

    /** POST /performers/{id}/inc-view: one more view, counted by the database itself. */
    async incrementViews(performerId: string): Promise<ViewCount> {
      const [row] = await db
        .update(performers)
        .set({ views: sql`${performers.views} + 1` })
        .where(eq(performers.accountId, performerId))
        .returning({ views: performers.views });
      if (!row) throw notFound('Performer not found');
      return row;
    },

    /**
     * GET /performers/{id}/related: up to 12 other visible performers, those sharing a
     * category or a tag with this one first, then live ones and the most viewed.
     */
    async related(performerId: string, asker: AuthAccount | null, viewer: Viewer): Promise<PerformerCard[]> {
      const visible = visibleTo(viewer);
      const [target] = await db
        .select({ tags: performers.tags, categoryIds: performers.categoryIds })
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(and(eq(performers.accountId, performerId), ...visible))
        .limit(1);
      if (!target) throw notFound('Performer not found');
      const shares = sql`(${performers.categoryIds} && ${arrayOf(target.categoryIds, 'uuid')} or ${performers.tags} && ${arrayOf(target.tags, 'text')})`;
      const rows = await db
        .select(cardColumns(favouriteOwner(asker)))
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(and(ne(performers.accountId, performerId), ...visible))
        .orderBy(desc(shares), ...ORDER_BY.live)
        .limit(RELATED_PERFORMERS);
      return rows.map(toCard);
    },
  };
}
