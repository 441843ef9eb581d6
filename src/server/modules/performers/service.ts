/**
 * Performers as visitors see them (search, the performer page, related performers,
 * view counts) and what a performer changes about themself (bio translations,
 * prices, broadcast settings, working hours, streaming status, documents).
 *
 * Visibility is one rule everywhere: the account is active, the performer verified
 * and active in their studio, and the performer has not blocked the viewer (by
 * account or by country). A hidden performer answers 404, as if unknown.
 */
import { and, asc, desc, eq, inArray, ilike, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { Deps } from '../../deps';
import { containsPattern } from '../../db/like';
import { liveRank } from '../../db/live-rank';
import type { Upload } from '../../multipart-form';
import { accounts, favourites, performerCategories, performers } from '../../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { createBlockingService, type Viewer } from '../blocking/service';
import { createStreamTokenService } from '../streaming/stream-token';
import { STREAM_TEXTS } from '../streaming/service';
import { endShowsOfPerformers } from '../shows/lifecycle';
import type { AuthAccount } from '../../plugins/auth';
import {
  BroadcastSettings,
  type WorkingDay,
  type PerformerCard,
  type PerformerDetails,
  type PerformerSearchFilters,
  type WorkingHours,
} from '@/shared/schemas/performers';
import { LOCALES, PLACEHOLDERS, RELATED_PERFORMERS, TIMEZONE, WEEKDAYS, type StreamingStatus, type Weekday } from '@/shared/constants';
import { translationOf } from '@/shared/translations';

const SHOW_STATUS_TEXT = 'Private and group shows are started from your live page';
export type { Viewer };

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
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

export function createPerformerService(deps: Deps) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);

  /** The conditions that make a performer visible to `viewer` (see the file comment). */
  const visibleTo = (viewer: Viewer): SQL[] => [
    eq(accounts.status, 'active'),
    eq(performers.verified, true),
    eq(performers.memberStatus, 'active'),
    blocking.visibleCondition(viewer),
  ];

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
    const match = UUID.test(idOrSlug)
      ? or(eq(performerCategories.id, idOrSlug), eq(performerCategories.slug, idOrSlug))
      : eq(performerCategories.slug, idOrSlug);
    const [row] = await db.select({ id: performerCategories.id }).from(performerCategories).where(match).limit(1);
    return row?.id ?? null;
  }

  /** Turns the search filters into conditions; null when a filter can match nothing. */
  async function filterConditions(query: PerformerSearchFilters, asker: AuthAccount | null): Promise<SQL[] | null> {
    const conditions: SQL[] = [];
    if (asker?.role === 'performer') conditions.push(ne(performers.accountId, asker.id));
    const q = query.q?.trim();
    if (q) {
      const pattern = containsPattern(q);
      conditions.push(
        or(
          ilike(accounts.name, pattern),
          ilike(accounts.username, pattern),
          sql`${performers.tags} @> ${arrayOf([q.toLowerCase()], 'text')}`,
        )!,
      );
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
   * order; a signed-in viewer's count (their blocks, favourites) is always counted. A
   * count may so lag a change by that long; the page's rows never do.
   */
  const anonymousCounts = new Map<string, { until: number; total: Promise<number> }>();
  const COUNT_CACHE_ENTRIES = 1000;
  function countFor(key: string | null, count: () => Promise<number>): Promise<number> {
    const ttl = deps.config.searchCountCacheMs;
    if (key === null || ttl <= 0) return count();
    const now = Date.now();
    const kept = anonymousCounts.get(key);
    if (kept && kept.until > now) return kept.total;
    for (const [old, entry] of anonymousCounts)
      if (entry.until <= now || anonymousCounts.size >= COUNT_CACHE_ENTRIES) anonymousCounts.delete(old);
    const entry = { until: now + ttl, total: count() };
    anonymousCounts.set(key, entry);
    entry.total.catch(() => anonymousCounts.get(key) === entry && anonymousCounts.delete(key));
    return entry.total;
  }

  const service = {
    /**
     * GET /performers/search. The count runs on the bare join with the same
     * conditions and no per-row sub-queries, and an anonymous visitor's is reused for a
     * moment (`countFor`).
     */
    async search(
      query: PerformerSearchFilters,
      asker: AuthAccount | null,
      viewer: Viewer,
    ): Promise<{ data: PerformerCard[]; total: number }> {
      const filters = await filterConditions(query, asker);
      if (!filters) return { data: [], total: 0 };
      const where = and(...visibleTo(viewer), ...filters);
      const { offset: _offset, limit: _limit, sortBy: _sortBy, ...counted } = query;
      const countKey = asker
        ? null
        : JSON.stringify([viewer.country?.toUpperCase() ?? null, Object.entries(counted).sort(([a], [b]) => a.localeCompare(b))]);
      const [rows, total] = await Promise.all([
        db
          .select(cardColumns(favouriteOwner(asker)))
          .from(performers)
          .innerJoin(accounts, eq(accounts.id, performers.accountId))
          .where(where)
          .orderBy(...ORDER_BY[query.sortBy ?? 'live'])
          .limit(query.limit ?? 24)
          .offset(query.offset ?? 0),
        countFor(countKey, async () => {
          const [{ total }] = await db
            .select({ total: sql<number>`count(*)::int` })
            .from(performers)
            .innerJoin(accounts, eq(accounts.id, performers.accountId))
            .where(where);
          return total;
        }),
      ]);
      return { total, data: rows.map(toCard) };
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

    /** POST /performers/{id}/inc-view: one more view, counted by the database itself. */
    async incrementViews(performerId: string): Promise<{ views: number }> {
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

    /**
     * POST /performers/{id}/translations: the performer's bio in one of the site's
     * languages. An empty bio removes that translation.
     */
    async setBioTranslation(performerId: string, askerId: string, body: { locale: string; bio: string }) {
      if (performerId !== askerId) throw forbidden('You can only translate your own bio');
      if (!(LOCALES as readonly string[]).includes(body.locale)) {
        throw badRequest(`Unknown language "${body.locale}": use one of ${LOCALES.join(', ')}`);
      }
      const bio = body.bio.trim();
      const translations = bio
        ? sql`${performers.bioTranslations} || jsonb_build_object(${body.locale}::text, ${bio}::text)`
        : sql`${performers.bioTranslations} - ${body.locale}::text`;
      const [row] = await db
        .update(performers)
        .set({ bioTranslations: translations, updatedAt: new Date() })
        .where(eq(performers.accountId, performerId))
        .returning({ bioTranslations: performers.bioTranslations });
      if (!row) throw notFound('Performer not found');
      return { locale: body.locale, bio, bioTranslations: row.bioTranslations };
    },

    /** POST /performers/default-price/update: per-minute prices of private and group shows. */
    async updateDefaultPrice(performerId: string, body: { privateCallPrice: number; groupCallPrice: number }) {
      const [row] = await db
        .update(performers)
        .set({ privateCallPrice: body.privateCallPrice, groupCallPrice: body.groupCallPrice, updatedAt: new Date() })
        .where(eq(performers.accountId, performerId))
        .returning({ privateCallPrice: performers.privateCallPrice, groupCallPrice: performers.groupCallPrice });
      if (!row) throw notFound('Performer not found');
      return row;
    },

    /** POST /performers/broadcast-setting/update: the given settings replace only their own keys. */
    async updateBroadcastSettings(performerId: string, body: BroadcastSettings): Promise<BroadcastSettings> {
      // Only the contract's keys are stored: the body may carry others.
      const patch = Object.fromEntries(
        Object.keys(BroadcastSettings.properties).flatMap((key) => (key in body ? [[key, body[key as keyof BroadcastSettings]]] : [])),
      );
      const [row] = await db
        .update(performers)
        .set({ broadcastSettings: sql`${performers.broadcastSettings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
        .where(eq(performers.accountId, performerId))
        .returning({ broadcastSettings: performers.broadcastSettings });
      if (!row) throw notFound('Performer not found');
      return row.broadcastSettings as BroadcastSettings;
    },

    /** POST /performers/working-hours/update: the whole week; on open days the end follows the start. */
    async updateWorkingHours(performerId: string, body: WorkingHours): Promise<WorkingHours> {
      // The schema requires every weekday; its static type cannot say so (keys from a mapped list).
      const days = body as Record<Weekday, Static<typeof WorkingDay>>;
      const week = {} as Record<Weekday, Static<typeof WorkingDay>>;
      for (const day of WEEKDAYS) {
        const { start, end, closed } = days[day];
        if (!closed && end <= start) throw badRequest(`${DAY_NAMES[day]}: the end time must be after the start time`);
        week[day] = { start, end, closed };
      }
      const [row] = await db
        .update(performers)
        .set({ workingHours: week, updatedAt: new Date() })
        .where(eq(performers.accountId, performerId))
        .returning({ accountId: performers.accountId });
      if (!row) throw notFound('Performer not found');
      return week;
    },

    /**
     * POST /performers/streaming-status/update. Everyone is told at once through
     * `modelUpdateStreamingStatus` `{ id, performer: { _id, username }, status }`.
     * `public` or `offline` ends a private or group show under way.
     */
    async updateStreamingStatus(performerId: string, status: Exclude<StreamingStatus, 'disconnected'>) {
      // `private` and `group` mean a billed show is running: only the shows module sets them.
      if (status === 'private' || status === 'group') throw badRequest(SHOW_STATUS_TEXT);
      const [current] = await db
        .select({ status: performers.streamingStatus, verified: performers.verified })
        .from(performers)
        .where(eq(performers.accountId, performerId))
        .limit(1);
      if (!current) throw notFound('Performer not found');
      // Going live is one rule on every path (POST /streaming/live too): only a performer
      // whose documents were checked. The UPDATE repeats the condition, so a verification
      // withdrawn meanwhile still wins.
      const goesLive = status === 'public';
      if (goesLive && !current.verified) throw badRequest(STREAM_TEXTS.notVerified);
      // Leaving the show's status by hand ends the show, so its viewers stop paying.
      if (current.status === 'private' || current.status === 'group') await endShowsOfPerformers(deps, [performerId], 'performer_ended');
      const [row] = await db
        .update(performers)
        .set({ streamingStatus: status, updatedAt: new Date() })
        .where(and(eq(performers.accountId, performerId), goesLive ? eq(performers.verified, true) : undefined))
        .returning({ accountId: performers.accountId });
      if (!row) throw goesLive ? badRequest(STREAM_TEXTS.notVerified) : notFound('Performer not found');
      const [account] = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, performerId)).limit(1);
      deps.realtime.toAll('modelUpdateStreamingStatus', {
        id: performerId,
        performer: { _id: performerId, username: account?.username ?? '' },
        status,
      });
      // The public show is over: its media room (with Janus) goes too.
      if (status !== 'public') void createStreamTokenService(deps).endPublicStream(performerId);
      return { status };
    },

    /** POST /performers/release-form/upload: the signed model release (PDF or picture), kept private. */
    async uploadReleaseForm(performerId: string, file: Upload | undefined) {
      if (!file) throw badRequest('Please attach your signed release form (releaseForm)');
      const [current] = await db
        .select({ path: performers.releaseFormPath })
        .from(performers)
        .where(eq(performers.accountId, performerId))
        .limit(1);
      if (!current) throw notFound('Performer not found');
      const path = await file.keep('private', 'release-forms');
      await db.update(performers).set({ releaseFormPath: path, updatedAt: new Date() }).where(eq(performers.accountId, performerId));
      if (current.path) await deps.files.remove(current.path);
      return { releaseFormUploaded: true };
    },
  };

  return service;
}

export type PerformerService = ReturnType<typeof createPerformerService>;
