/**
 * What the shows held in a stream (modules/shows) and the rule of who may use a stream
 * (modules/streaming, which reads the shows) both need, kept below them both: the
 * condition of going live and its text, the status a performer sets themself, the
 * announcement of every change of a streaming status, the performer's public stream
 * conversation, the name of a stream's socket.io room, and the end of its Janus
 * VideoRoom. The performers' status, the stream chat, tips, the administrators'
 * suspension and the socket server use it too.
 *
 * A stream is a conversation (shared/media.ts). Its socket.io room
 * (`conversation:{id}`) carries chat messages, tips, deletions and the viewer count.
 * With Janus (`JANUS_URL`) its media goes through a VideoRoom, opened by publish tokens
 * (streaming/stream-token.ts); when a public show or a private or group show ends the
 * room is destroyed, which ends every connection to it at once, and when a viewer's
 * stay in a show ends their attendees are kicked (media/janus-attendees.ts).
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accounts, conversations, performers } from '../../db/schema';
import { badRequest, notFound, type HttpError } from '../../errors';
import { createJanusClient, roomOf } from '../../media/janus';
import type { StreamingStatus } from '@/shared/constants';
import type { StreamConversation } from '@/shared/schemas/messaging';

/**
 * The refusals of the status a performer sets themself. Only a verified performer goes
 * live, and a studio's member only while the studio has them active: the rule (and
 * text) of every way of going live, public or in a show.
 */
export const LIVE_TEXTS = {
  notVerified: 'Your account must be verified before you can go live',
  memberInactive: 'Your studio has made you inactive: you cannot go live until it makes you active again',
  endShowFirst: 'End your private or group show first',
  performerNotFound: 'Performer not found',
} as const;

/** A show's refusal of someone who is not in it, the same from the show and from its chat. */
export const NOT_IN_SHOW = 'You are not in this show';

/** The statuses of a show under way: only the shows module sets or leaves them, since the show is billed. */
const SHOW_STATUSES: StreamingStatus[] = ['private', 'group'];

/** A change of a performer's streaming status, as `announceStreamingStatus` tells it. */
export interface StreamingStatusChange {
  performerId: string;
  status: StreamingStatus;
}

/**
 * Tells everyone at once (`modelUpdateStreamingStatus`) that performers' statuses
 * changed, the one payload of every path: `{ id, performer: { _id, username }, status,
 * isOnline }`, online unless `disconnected` (docs/domain.md#live-streaming).
 */
export async function announceStreamingStatus(deps: Deps, changes: StreamingStatusChange[]): Promise<void> {
  if (!changes.length) return;
  const ids = [...new Set(changes.map((change) => change.performerId))];
  const rows = await deps.database.db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  const usernames = new Map(rows.map((row) => [row.id, row.username ?? '']));
  for (const { performerId, status } of changes) {
    deps.realtime.toAll('modelUpdateStreamingStatus', {
      id: performerId,
      performer: { _id: performerId, username: usernames.get(performerId) ?? '' },
      status,
      isOnline: status !== 'disconnected',
    });
  }
}

/** The id of the performer's public stream conversation (one per performer), or null before they first went live. */
export async function publicStreamId(deps: Deps, performerId: string): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.type, 'stream_public'), eq(conversations.performerId, performerId)));
  return row?.id ?? null;
}

/** The performer's public stream conversation, made the first time it is needed and kept from show to show. */
export async function openPublicStream(deps: Deps, performerId: string): Promise<StreamConversation> {
  await deps.database.db.insert(conversations).values({ type: 'stream_public', performerId }).onConflictDoNothing();
  return { _id: (await publicStreamId(deps, performerId))!, performerId, type: 'stream_public' };
}

/** How a refusal of `setOwnStreamingStatus` is answered when the performer is in a show (400 unless told). */
export interface OwnStatusOptions {
  /** The stream's title, set with `public`; left as it is when not given. */
  title?: string | null;
  refuseInShow?: (message: string) => HttpError;
}

/**
 * Sets the status a performer chooses (`public` or `offline`) in one conditional UPDATE:
 * never over a show's `private` or `group` (a show accepted meanwhile, under its lock,
 * wins and keeps billing), and `public` only for a verified performer active in their
 * studio. When no row changed, the row is read once more to say why: 404, not verified,
 * inactive in the studio, or the show first.
 */
export async function setOwnStreamingStatus(
  deps: Deps,
  performerId: string,
  status: 'public' | 'offline',
  options: OwnStatusOptions = {},
): Promise<void> {
  const { db } = deps.database;
  const goesLive = status === 'public';
  // A session starts when the performer goes live from offline; back from a show to public, it goes on.
  const liveSince = goesLive
    ? sql`case when ${performers.streamingStatus} in ('public', 'private', 'group') then coalesce(${performers.liveSince}, now()) else now() end`
    : null;
  const [row] = await db
    .update(performers)
    .set({
      streamingStatus: status,
      liveSince,
      ...(options.title === undefined ? {} : { streamTitle: options.title }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(performers.accountId, performerId),
        notInArray(performers.streamingStatus, SHOW_STATUSES),
        goesLive ? eq(performers.verified, true) : undefined,
        goesLive ? eq(performers.memberStatus, 'active') : undefined,
      ),
    )
    .returning({ id: performers.accountId });
  if (row) return;
  const [current] = await db
    .select({ status: performers.streamingStatus, verified: performers.verified, memberStatus: performers.memberStatus })
    .from(performers)
    .where(eq(performers.accountId, performerId));
  if (!current) throw notFound(LIVE_TEXTS.performerNotFound);
  if (goesLive && !current.verified) throw badRequest(LIVE_TEXTS.notVerified);
  if (goesLive && current.memberStatus !== 'active') throw badRequest(LIVE_TEXTS.memberInactive);
  // In a show, or a show that ended between the two reads: either way, the show came first.
  throw (options.refuseInShow ?? badRequest)(LIVE_TEXTS.endShowFirst);
}

/**
 * The performer's public show starts now, the same on every path (POST /streaming/live
 * and the status `public`): the status (see `setOwnStreamingStatus`), the stream's
 * conversation opened, and everyone told.
 */
export async function goPublic(
  deps: Deps,
  performerId: string,
  options: OwnStatusOptions = {},
): Promise<{ conversation: StreamConversation; status: 'public' }> {
  await setOwnStreamingStatus(deps, performerId, 'public', options);
  const conversation = await openPublicStream(deps, performerId);
  await announceStreamingStatus(deps, [{ performerId, status: 'public' }]);
  return { conversation, status: 'public' };
}

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
        const streamId = await publicStreamId(deps, performerId);
        if (streamId) await createJanusClient(janus).destroyRoom(roomOf(streamId));
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
