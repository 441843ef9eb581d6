/**
 * Who may send and who may receive a stream's media: the one rule behind the socket's
 * `media/publish` and `media/watch` (realtime/media-rooms.ts) and Janus tokens
 * (`POST /streaming/token`). A stream is a conversation (shared/media.ts).
 *
 * - Public stream: the performer publishes, once verified; anyone they have not blocked
 *   (account or country) watches, while the show is public.
 * - Private and group shows (modules/shows): while the show is active, the performer
 *   publishes and so does the user of a private show (two-way); the performer and the
 *   paying viewers in the show watch. Nobody else, and nobody once it is over.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { conversations, performers } from '../../db/schema';
import { createBlockingService, type Viewer } from '../blocking/service';
import { createShowViews } from '../shows/views';
import type { StreamKind } from '@/shared/media';

export interface StreamAccess {
  kind: StreamKind;
  performerId: string;
  /** The asker may send their camera into the stream. */
  mayPublish: boolean;
  /** The asker may receive the stream's media. */
  mayWatch: boolean;
}

export function createStreamAccess(deps: Deps) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);
  const shows = createShowViews(deps);

  return {
    /** What `viewer` may do in stream `streamId`; null when there is no such stream. */
    async check(streamId: string, viewer: Viewer): Promise<StreamAccess | null> {
      const [row] = await db
        .select({
          type: conversations.type,
          performerId: conversations.performerId,
          status: performers.streamingStatus,
          verified: performers.verified,
        })
        .from(conversations)
        .innerJoin(performers, eq(performers.accountId, conversations.performerId))
        .where(and(eq(conversations.id, streamId)));
      if (!row || row.type === 'private') return null;
      if (row.type === 'stream_public') {
        const own = viewer.accountId === row.performerId;
        // Only a verified performer goes live (the rule of every way of going live).
        const live = row.verified && row.status === 'public';
        return {
          kind: 'public',
          performerId: row.performerId,
          mayPublish: own && row.verified,
          mayWatch: own || (live && !(await blocking.isBlocked(row.performerId, viewer))),
        };
      }
      // stream_private / stream_group: the show's parties, while it is active.
      const room = await shows.roomAccess(streamId, viewer.accountId);
      if (!room) return null;
      const active = room.show.status === 'active';
      const isShowUser = active && room.show.type === 'private' && room.present;
      return {
        kind: room.show.type,
        performerId: row.performerId,
        mayPublish: active && (room.isPerformer || isShowUser),
        mayWatch: room.mayEnter,
      };
    },
  };
}
