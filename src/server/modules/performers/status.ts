/**
 * The streaming status a performer sets themself (`public` or `offline`), told to
 * everyone at once. `private` and `group` are the shows module's: a show under way is
 * billed, so only starting one sets them.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { performers } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { announceStreamingStatus, createStreamRooms, goPublic, LIVE_TEXTS, setOwnStreamingStatus } from '../streams/service';
import { endShowsOfPerformers } from '../shows/lifecycle';
import type { StreamingStatus } from '@/shared/constants';

const SHOW_STATUS_TEXT = 'Private and group shows are started from your live page';

export function createPerformerStatusService(deps: Deps) {
  const { db } = deps.database;

  return {
    /**
     * POST /performers/streaming-status/update. Everyone is told at once through
     * `modelUpdateStreamingStatus` (streams/service.ts `announceStreamingStatus`); `public`
     * goes live as POST /streaming/live does (`goPublic`). `public` or `offline` ends a
     * private or group show under way (docs/domain.md#private-and-group-shows); a show
     * that starts meanwhile wins, and the answer is 409.
     */
    async updateStreamingStatus(performerId: string, status: Exclude<StreamingStatus, 'disconnected'>) {
      // `private` and `group` mean a billed show is running: only the shows module sets them.
      if (status === 'private' || status === 'group') throw badRequest(SHOW_STATUS_TEXT);
      const [current] = await db
        .select({ status: performers.streamingStatus, verified: performers.verified })
        .from(performers)
        .where(eq(performers.accountId, performerId))
        .limit(1);
      if (!current) throw notFound(LIVE_TEXTS.performerNotFound);
      // Refused before anything ends: a show is not ended for a status that cannot be set.
      if (status === 'public' && !current.verified) throw badRequest(LIVE_TEXTS.notVerified);
      // Leaving the show's status by hand ends the show, so its viewers stop paying.
      if (current.status === 'private' || current.status === 'group') await endShowsOfPerformers(deps, [performerId], 'performer_ended');
      // The UPDATE repeats every condition: a show accepted or a verification withdrawn since the read above wins.
      const options = { refuseInShow: conflict };
      if (status === 'public') {
        await goPublic(deps, performerId, options);
        return { status };
      }
      await setOwnStreamingStatus(deps, performerId, status, options);
      await announceStreamingStatus(deps, [{ performerId, status }]);
      // The public show is over: its media room (with Janus) goes too.
      void createStreamRooms(deps).endPublicStream(performerId);
      return { status };
    },
  };
}

export type PerformerStatusService = ReturnType<typeof createPerformerStatusService>;
