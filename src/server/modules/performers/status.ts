/**
 * The streaming status a performer sets themself (`public` or `offline`), told to
 * everyone at once. `private` and `group` are the shows module's: a show under way is
 * billed, so only starting one sets them.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accounts, performers } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { createStreamRooms, LIVE_TEXTS } from '../streams/service';
import { endShowsOfPerformers } from '../shows/lifecycle';
import type { StreamingStatus } from '@/shared/constants';

const SHOW_STATUS_TEXT = 'Private and group shows are started from your live page';

export function createPerformerStatusService(deps: Deps) {
  const { db } = deps.database;

  return {
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
      if (goesLive && !current.verified) throw badRequest(LIVE_TEXTS.notVerified);
      // Leaving the show's status by hand ends the show, so its viewers stop paying.
      if (current.status === 'private' || current.status === 'group') await endShowsOfPerformers(deps, [performerId], 'performer_ended');
      const [row] = await db
        .update(performers)
        .set({ streamingStatus: status, updatedAt: new Date() })
        .where(and(eq(performers.accountId, performerId), goesLive ? eq(performers.verified, true) : undefined))
        .returning({ accountId: performers.accountId });
      if (!row) throw goesLive ? badRequest(LIVE_TEXTS.notVerified) : notFound('Performer not found');
      const [account] = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, performerId)).limit(1);
      deps.realtime.toAll('modelUpdateStreamingStatus', {
        id: performerId,
        performer: { _id: performerId, username: account?.username ?? '' },
        status,
      });
      // The public show is over: its media room (with Janus) goes too.
      if (status !== 'public') void createStreamRooms(deps).endPublicStream(performerId);
      return { status };
    },
  };
}

export type PerformerStatusService = ReturnType<typeof createPerformerStatusService>;
