/**
 * What the shows held in a stream (modules/shows) and the rule of who may use a stream
 * (modules/streaming, which reads the shows) both need, kept below them both: the
 * condition of going live and its text, the name of a stream's socket.io room, and the
 * end of its Janus VideoRoom. The performers' status, the administrators' suspension
 * and the socket server use it too.
 *
 * A stream is a conversation (shared/media.ts). Its socket.io room
 * (`conversation:{id}`) carries chat messages, tips, deletions and the viewer count.
 * With Janus (`JANUS_URL`) its media goes through a VideoRoom, opened by publish tokens
 * (streaming/stream-token.ts); when a public show or a private or group show ends the
 * room is destroyed, which ends every connection to it at once, and when a viewer's
 * stay in a show ends their attendees are kicked (media/janus-attendees.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { conversations } from '../../db/schema';
import { createJanusClient, roomOf } from '../../media/janus';

/** Only a verified performer goes live: the rule (and text) of every way of going live, public or in a show. */
export const LIVE_TEXTS = {
  notVerified: 'Your account must be verified before you can go live',
} as const;

/** The socket.io room of a conversation. */
export const CONVERSATION_ROOM_PREFIX = 'conversation:';
export const conversationRoom = (conversationId: string) => `${CONVERSATION_ROOM_PREFIX}${conversationId}`;

/** Ends streams' Janus rooms. Each call does nothing without Janus and never fails: callers do not wait for it. */
export function createStreamRooms(deps: Deps) {
  return {
    /**
     * The performer's public show is over: destroy its room. Not awaited by callers and
     * never failing: a room left behind (Janus unreachable) is simply reused next show.
     */
    async endPublicStream(performerId: string): Promise<void> {
      const janus = deps.config.janus;
      if (!janus) return;
      try {
        const [stream] = await deps.database.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.type, 'stream_public'), eq(conversations.performerId, performerId)));
        if (stream) await createJanusClient(janus).destroyRoom(roomOf(stream.id));
      } catch {
        // See above.
      }
    },

    /**
     * A private or group show is over: its room goes, and with it every connection to
     * it. Never failing (Janus unreachable: the room stays until Janus restarts, and no
     * new token is issued for it).
     */
    async endShowStream(streamId: string): Promise<void> {
      const janus = deps.config.janus;
      if (!janus) return;
      await createJanusClient(janus)
        .destroyRoom(roomOf(streamId))
        .catch(() => undefined);
    },

    /**
     * `accountId`'s stay in the show `streamId` is over: their attendees are kicked, and
     * Janus sends nothing more to what subscribed through them. Never failing (Janus
     * unreachable: the end of the show still ends it).
     */
    async leaveShowStream(streamId: string, accountId: string): Promise<void> {
      const janus = deps.config.janus;
      if (!janus) return;
      await createJanusClient(janus)
        .dismissAttendees(roomOf(streamId), accountId)
        .catch(() => undefined);
    },
  };
}

export type StreamRooms = ReturnType<typeof createStreamRooms>;
