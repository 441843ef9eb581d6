/**
 * Performers' block lists: countries (by ISO 3166-1 alpha-2 code of the visitor's
 * address, see geo.ts) and user accounts. A blocked viewer does not see the
 * performer anywhere: lists filter with `visibleCondition`, single pages and streams
 * ask `isBlocked`, and a room's sockets are sorted with `blockedTest`. A performer
 * always sees their own profile.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { accounts, performerBlockedUsers, performers } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Blocking, BlockingUpdateBody } from '@/shared/schemas/performers';
import type { Static } from '@sinclair/typebox';
import { PLACEHOLDERS } from '@/shared/constants';
import { createShortCache, type ShortCache } from '../../short-cache';

/** Who is looking: the signed-in account, if any, and the country of their address, if known. */
export interface Viewer {
  accountId?: string;
  country?: string | null;
}

/**
 * Whether an account is on anyone's block list, per app: asked by every signed-in
 * viewer's listing and shared page, kept for `pageCacheMs` like the anonymous listings and
 * forgotten with them at any change visitors see (a block list's change among them).
 */
const blockedByAnyone = new WeakMap<Deps, ShortCache<boolean>>();

function blockedByAnyoneCache(deps: Deps): ShortCache<boolean> {
  const kept = blockedByAnyone.get(deps);
  if (kept) return kept;
  const cache = createShortCache<boolean>({ ttlMs: deps.config.pageCacheMs });
  deps.publicViews.onChange(cache.clear);
  blockedByAnyone.set(deps, cache);
  return cache;
}

export function createBlockingService(deps: Deps) {
  const { db } = deps.database;
  const blockedAccounts = blockedByAnyoneCache(deps);

  /**
   * A condition over `performers` that holds when the performer has blocked neither
   * the viewer's country nor the viewer's account (or is the viewer).
   */
  function visibleCondition(viewer: Viewer): SQL {
    const conditions: SQL[] = [];
    const country = viewer.country?.toUpperCase();
    if (country) conditions.push(sql`not (${country}::text = any(${performers.blockedCountries}))`);
    if (viewer.accountId) {
      conditions.push(
        sql`not exists (select 1 from ${performerBlockedUsers} where ${performerBlockedUsers.performerId} = ${performers.accountId} and ${performerBlockedUsers.userId} = ${viewer.accountId}::uuid)`,
      );
    }
    if (conditions.length === 0) return sql`true`;
    const notBlocked = and(...conditions)!;
    return viewer.accountId ? sql`(${performers.accountId} = ${viewer.accountId}::uuid or ${notBlocked})` : sql`(${notBlocked})`;
  }

  /** Whether the performer is hidden from the viewer: null when there is no such performer. */
  async function blockedOrMissing(performerId: string, viewer: Viewer): Promise<boolean | null> {
    const [row] = await db
      .select({ visible: sql<boolean>`${visibleCondition(viewer)}` })
      .from(performers)
      .where(eq(performers.accountId, performerId))
      .limit(1);
    return row ? !row.visible : null;
  }

  async function getBlocking(performerId: string): Promise<Blocking> {
    const [[performer], users] = await Promise.all([
      db.select({ blockedCountries: performers.blockedCountries }).from(performers).where(eq(performers.accountId, performerId)).limit(1),
      db
        .select({ id: accounts.id, name: accounts.name, username: accounts.username, avatarPath: accounts.avatarPath })
        .from(performerBlockedUsers)
        .innerJoin(accounts, eq(accounts.id, performerBlockedUsers.userId))
        .where(eq(performerBlockedUsers.performerId, performerId))
        .orderBy(asc(accounts.name), asc(accounts.id)),
    ]);
    if (!performer) throw notFound('Performer not found');
    return {
      countries: performer.blockedCountries,
      users: users.map((user) => ({
        _id: user.id,
        name: user.name,
        username: user.username,
        avatar: user.avatarPath ? deps.files.url(user.avatarPath) : PLACEHOLDERS.userIcon,
      })),
    };
  }

  /** Codes in upper case, each once, sorted; 400 for a code that is no country. */
  function countryCodes(codes: string[]): string[] {
    const unique = [...new Set(codes.map((code) => code.toUpperCase()))].sort();
    const unknown = unique.filter((code) => !countries.isValid(code));
    if (unknown.length) throw badRequest(`Unknown country code: ${unknown.join(', ')}`);
    return unique;
  }

  /**
   * The conditions over `performers` joined with their `accounts` under which `viewer`
   * deals with a performer at all: an active account, verified, active in their studio,
   * not blocking the viewer.
   */
  const visiblePerformer = (viewer: Viewer): SQL[] => [
    eq(accounts.status, 'active'),
    eq(performers.verified, true),
    eq(performers.memberStatus, 'active'),
    visibleCondition(viewer),
  ];

  return {
    visibleCondition,
    visiblePerformer,
    getBlocking,

    /**
     * Whether the viewer may deal with the performer at all (tip, favourite, watch, buy),
     * by `visiblePerformer`, which lists use too. One query.
     */
    async isVisible(performerId: string, viewer: Viewer): Promise<boolean> {
      const [row] = await db
        .select({ id: performers.accountId })
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(and(eq(performers.accountId, performerId), ...visiblePerformer(viewer)))
        .limit(1);
      return Boolean(row);
    },

    /** Whether any performer has blocked `accountId` (one look-up in the blocked users' index, kept a moment). */
    isBlockedByAnyone(accountId: string): Promise<boolean> {
      return blockedAccounts.get(accountId, async () => {
        const [row] = await db
          .select({ one: sql`1` })
          .from(performerBlockedUsers)
          .where(eq(performerBlockedUsers.userId, accountId))
          .limit(1);
        return Boolean(row);
      });
    },

    /** True when the performer has blocked the viewer's account or country; false for an unknown performer. */
    async isBlocked(performerId: string, viewer: Viewer): Promise<boolean> {
      return (await blockedOrMissing(performerId, viewer)) ?? false;
    },

    /**
     * `isBlocked` for many viewers of one performer: the performer's blocks are read once
     * and each viewer is tested against them in memory, by the same rule.
     */
    async blockedTest(performerId: string): Promise<(viewer: Viewer) => boolean> {
      const [[performer], users] = await Promise.all([
        db.select({ blockedCountries: performers.blockedCountries }).from(performers).where(eq(performers.accountId, performerId)).limit(1),
        db
          .select({ id: performerBlockedUsers.userId })
          .from(performerBlockedUsers)
          .where(eq(performerBlockedUsers.performerId, performerId)),
      ]);
      if (!performer) return () => false;
      const blockedCountries = new Set(performer.blockedCountries);
      const blockedUsers = new Set(users.map((user) => user.id));
      return (viewer) => {
        if (viewer.accountId === performerId) return false;
        const country = viewer.country?.toUpperCase();
        return Boolean(country && blockedCountries.has(country)) || Boolean(viewer.accountId && blockedUsers.has(viewer.accountId));
      };
    },

    /** Like `isBlocked`, but 404 for an unknown performer (GET /performers/{id}/check-blocking). */
    async checkBlocking(performerId: string, viewer: Viewer): Promise<{ blocked: boolean }> {
      const blocked = await blockedOrMissing(performerId, viewer);
      if (blocked === null) throw notFound('Performer not found');
      return { blocked };
    },

    /**
     * `countries` replaces the country list; `userIds` are added to the user list.
     * Only user accounts can be blocked: any other id is refused with 400 and nothing changes.
     * Whoever the new list covers leaves the performer's live stream at once.
     */
    async updateBlocking(performerId: string, body: Static<typeof BlockingUpdateBody>, log: FastifyBaseLogger): Promise<Blocking> {
      const blockedCountries = body.countries ? countryCodes(body.countries) : undefined;
      const userIds = [...new Set(body.userIds ?? [])];
      await db.transaction(async (tx) => {
        if (userIds.length) {
          const found = await tx
            .select({ id: accounts.id })
            .from(accounts)
            .where(and(inArray(accounts.id, userIds), eq(accounts.kind, 'user')));
          if (found.length !== userIds.length) throw badRequest('User not found');
          await tx
            .insert(performerBlockedUsers)
            .values(userIds.map((userId) => ({ performerId, userId })))
            .onConflictDoNothing();
        }
        if (blockedCountries) {
          await tx.update(performers).set({ blockedCountries, updatedAt: new Date() }).where(eq(performers.accountId, performerId));
        }
      });
      // The block is saved either way; a viewer who stays in the room is still refused every later join and message.
      await deps.realtime
        .evictBlocked(performerId)
        .catch((err: unknown) => log.error({ err }, 'taking blocked viewers out of the stream failed'));
      return getBlocking(performerId);
    },

    /** Takes a user off the block list; unblocking someone who is not blocked changes nothing. */
    async unblockUser(performerId: string, userId: string): Promise<Blocking> {
      await db
        .delete(performerBlockedUsers)
        .where(and(eq(performerBlockedUsers.performerId, performerId), eq(performerBlockedUsers.userId, userId)));
      return getBlocking(performerId);
    },
  };
}

export type BlockingService = ReturnType<typeof createBlockingService>;
