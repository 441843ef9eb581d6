/**
 * A performer's public stream (docs/domain.md#live-streaming). Going live sets the
 * streaming status to public for everyone and opens the stream's chat (modules/stream-chat),
 * the same way as the status `public` (streams/service.ts `goPublic`). `broadcast` tells a
 * page what the performer is streaming now; `join` puts the asker's sockets in a stream's
 * room under the socket join's own rule (realtime/stream-rooms.ts).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, conversations, earnings, performers, shows } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { createSettingsService } from '../settings/service';
import { createBlockingService, type Viewer } from '../blocking/service';
import { createShowViews } from '../shows/views';
import { goPublic, LIVE_TEXTS, publicStreamId } from '../streams/service';
import { createStreamChatService, STREAM_CHAT_TEXTS } from '../stream-chat/service';
import { toTokens } from '../ledger/ledger';
import type { Broadcast, LiveSession, StreamJoined } from '@/shared/schemas/streaming';

export const STREAM_TEXTS = {
  ...LIVE_TEXTS,
  ...STREAM_CHAT_TEXTS,
} as const;

type Settings = Pick<ReturnType<typeof createSettingsService>, 'streamingSettings'>;

export function createStreamingService(deps: Deps, settings: Settings) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);
  const showViews = createShowViews(deps);
  const streamChat = createStreamChatService(deps);

  return {
    /** POST /streaming/live: the performer's public show starts now; refused (400) during their private or group show. */
    async goLive(performer: AuthAccount, title: string | undefined) {
      return goPublic(deps, performer.id, { title: title?.trim() || null });
    },

    /** GET /streaming/live/session: the performer's own live session; nothing counted while they are not live. */
    async session(performerId: string): Promise<LiveSession> {
      const [performer] = await db
        .select({ status: performers.streamingStatus, title: performers.streamTitle, since: performers.liveSince, now: sql<Date>`now()` })
        .from(performers)
        .where(eq(performers.accountId, performerId));
      if (!performer) throw notFound(LIVE_TEXTS.performerNotFound);
      const serverTime = new Date(performer.now).toISOString();
      const live = performer.status === 'public' || performer.status === 'private' || performer.status === 'group';
      if (!live || !performer.since)
        return { status: performer.status, title: performer.title, since: null, earned: 0, viewers: 0, serverTime };
      const [[earned], conversationId] = await Promise.all([
        db
          .select({ minor: sql<string>`coalesce(sum(${earnings.netMinor}), 0)::text` })
          .from(earnings)
          .where(and(eq(earnings.accountId, performerId), gte(earnings.createdAt, performer.since))),
        publicStreamId(deps, performerId),
      ]);
      return {
        status: performer.status,
        title: performer.title,
        since: performer.since.toISOString(),
        earned: toTokens(BigInt(earned.minor)),
        viewers: (conversationId && performer.status === 'public' ? await deps.realtime.watching(conversationId) : 0) ?? 0,
        serverTime,
      };
    },

    /** GET /streaming/broadcast/{id}: the performer's broadcast now; 404 for no such performer, 403 to whom they block. */
    async broadcast(performerId: string, viewer: Viewer): Promise<Broadcast> {
      const [performer] = await db
        .select({ username: accounts.username, status: performers.streamingStatus })
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(and(eq(performers.accountId, performerId), eq(performers.verified, true), eq(accounts.status, 'active')));
      if (!performer) throw notFound(LIVE_TEXTS.performerNotFound);
      if (viewer.accountId !== performerId && (await blocking.isBlocked(performerId, viewer))) throw forbidden(STREAM_CHAT_TEXTS.blocked);
      const [conversationId, [show], options] = await Promise.all([
        publicStreamId(deps, performerId),
        db
          .select({ id: shows.id, conversationId: shows.conversationId })
          .from(shows)
          .where(and(eq(shows.performerId, performerId), eq(shows.status, 'active'))),
        settings.streamingSettings(),
      ]);
      const status = performer.status;
      const kind = status === 'public' || status === 'private' || status === 'group' ? status : null;
      // A running show is its parties' business: others learn only that the performer is in one.
      const mayKnowShow = show && (await showViews.roomAccess(show.conversationId, viewer.accountId))?.mayEnter;
      const transport =
        kind === 'private' ? options.optionForPrivate : kind === 'group' ? options.optionForGroup : options.optionForBroadcast;
      return {
        performerId,
        username: performer.username,
        status,
        isOnline: status !== 'disconnected',
        kind,
        conversationId,
        show: mayKnowShow ? { _id: show.id, conversationId: show.conversationId } : null,
        viewers: (conversationId && kind === 'public' ? await deps.realtime.watching(conversationId) : 0) ?? 0,
        transport,
      };
    },

    /**
     * POST /streaming/join/{id}: the asker's sockets join the stream's room, by the rule of
     * the socket join: a public stream for whoever its performer does not block, a show for
     * its performer and its paying viewers while it runs. 404 for no stream, 403 otherwise.
     */
    async join(asker: AuthAccount, streamId: string, viewer: Viewer): Promise<StreamJoined> {
      const [row] = await db
        .select({ type: conversations.type, performerId: conversations.performerId })
        .from(conversations)
        .where(eq(conversations.id, streamId));
      if (!row || row.type === 'private') throw notFound(STREAM_CHAT_TEXTS.notFound);
      let kind: StreamJoined['kind'];
      if (row.type === 'stream_public') {
        if (!(await streamChat.mayJoin(streamId, viewer))) throw forbidden(STREAM_CHAT_TEXTS.blocked);
        kind = 'public';
      } else {
        const access = await showViews.roomAccess(streamId, asker.id);
        if (!access?.mayEnter) throw forbidden(STREAM_CHAT_TEXTS.notInShow);
        kind = access.show.type;
      }
      await deps.realtime.joinStream(asker.id, streamId);
      return { conversationId: streamId, performerId: row.performerId, kind };
    },
  };
}
