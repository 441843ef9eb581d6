/**
 * A performer's public stream (docs/domain.md#live-streaming). Going live sets the
 * streaming status to public for everyone and opens the stream's chat (modules/stream-chat).
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, performers } from '../../db/schema';
import { badRequest } from '../../errors';
import { LIVE_TEXTS } from '../streams/service';
import { createStreamChatService, STREAM_CHAT_TEXTS } from '../stream-chat/service';

export const STREAM_TEXTS = {
  ...LIVE_TEXTS,
  ...STREAM_CHAT_TEXTS,
  endShowFirst: 'End your private or group show first',
} as const;

export function createStreamingService(deps: Deps) {
  const { db } = deps.database;
  const streamChat = createStreamChatService(deps);

  return {
    /** POST /streaming/live: the performer's public show starts now. */
    async goLive(performer: AuthAccount, title: string | undefined) {
      const [current] = await db
        .select({ status: performers.streamingStatus })
        .from(performers)
        .where(eq(performers.accountId, performer.id));
      if (current?.status === 'private' || current?.status === 'group') throw badRequest(STREAM_TEXTS.endShowFirst);
      const [row] = await db
        .update(performers)
        .set({ streamingStatus: 'public', streamTitle: title?.trim() || null, updatedAt: new Date() })
        .where(and(eq(performers.accountId, performer.id), eq(performers.verified, true)))
        .returning({ id: performers.accountId });
      if (!row) throw badRequest(STREAM_TEXTS.notVerified);
      const conversation = await streamChat.openConversation(performer.id);
      const [account] = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, performer.id));
      deps.realtime.toAll('modelUpdateStreamingStatus', {
        id: performer.id,
        performer: { _id: performer.id, username: account?.username ?? '' },
        status: 'public',
        isOnline: true,
      });
      return { conversation, status: 'public' as const };
    },
  };
}
