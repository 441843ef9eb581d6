/**
 * The chat of a performer's public stream (docs/domain.md#live-streaming): one
 * conversation per performer, opened when they first go live and kept from show to show.
 * Its room (`conversation:{id}`) carries chat messages, tips, deletions and the viewer
 * count; a viewer the performer blocked (by account or country) can neither join, read
 * nor write, nor can a user banned from the chat (moderation.ts, which also holds the
 * rule of every message: mutes, slow mode, the word filter). The same calls also serve a private or group show's conversation
 * (modules/shows), to that show's parties only.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import type { AuthAccount } from '../../plugins/auth';
import { accounts, conversations, messages, performers } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { createBlockingService, type Viewer } from '../blocking/service';
import { createShowViews } from '../shows/views';
import { createStreamModeration, MODERATION_TEXTS } from './moderation';
import { conversationRoom, NOT_IN_SHOW, openPublicStream, publicStreamId } from '../streams/service';
import { MSG } from '@/shared/messages';
import { MESSAGES_PAGE_SIZE, PLACEHOLDERS } from '@/shared/constants';
import type { ListPage } from '@/shared/schemas/common';
import type { Message, ShowConversation, StreamConversation } from '@/shared/schemas/messaging';

/** The stream chat's refusals (modules/streaming's STREAM_TEXTS includes them). */
export const STREAM_CHAT_TEXTS = {
  notFound: 'Stream not found',
  blocked: 'You cannot join this stream',
  loginToChat: 'Please log in to chat',
  notYours: 'Only the performer can do this',
  notInShow: NOT_IN_SHOW,
} as const;

type MessageRow = typeof messages.$inferSelect;
type Sender = { id: string; name: string; username: string | null; avatarPath: string | null; kind: string } | null;

const senderColumns = {
  id: accounts.id,
  name: accounts.name,
  username: accounts.username,
  avatarPath: accounts.avatarPath,
  kind: accounts.kind,
};

export function createStreamChatService(deps: Deps) {
  const { db } = deps.database;
  const blocking = createBlockingService(deps);
  const showViews = createShowViews(deps);
  const moderation = createStreamModeration(deps);

  const toMessage = (row: MessageRow, sender: Sender): Message => ({
    _id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    type: row.type,
    text: row.isDeleted ? MSG.messageDeleted : row.text,
    isDeleted: row.isDeleted,
    price: null,
    createdAt: row.createdAt.toISOString(),
    ...(sender
      ? {
          senderInfo: {
            _id: sender.id,
            name: sender.name,
            username: sender.username,
            avatar: sender.avatarPath ? deps.files.url(sender.avatarPath) : PLACEHOLDERS.avatar,
            role: sender.kind,
          },
        }
      : {}),
  });

  /**
   * The stream conversation `id`, when the viewer may be in it (the performer always may).
   * A show's conversation is its parties' only: they read it, and write while the show runs.
   */
  async function visibleConversation(id: string, viewer: Viewer, purpose: 'read' | 'write' = 'read') {
    const [row] = await db
      .select({ id: conversations.id, performerId: conversations.performerId, type: conversations.type })
      .from(conversations)
      .where(and(eq(conversations.id, id), inArray(conversations.type, ['stream_public', 'stream_private', 'stream_group'])));
    if (!row) throw notFound(STREAM_CHAT_TEXTS.notFound);
    if (row.type !== 'stream_public') {
      const access = await showViews.chatAccess(id, viewer.accountId);
      if (!access?.mayRead || (purpose === 'write' && !access.mayWrite)) throw forbidden(STREAM_CHAT_TEXTS.notInShow);
      return row;
    }
    if (await blocking.isBlocked(row.performerId, viewer)) throw forbidden(STREAM_CHAT_TEXTS.blocked);
    const ban = await moderation.banOf(id, viewer.accountId);
    if (ban) throw forbidden(ban);
    return row;
  }

  async function senderOf(accountId: string | null): Promise<Sender> {
    if (!accountId) return null;
    const [row] = await db.select(senderColumns).from(accounts).where(eq(accounts.id, accountId));
    return row ?? null;
  }

  /** The message `id` of a public stream chat that `performer` (or one of its moderators) moderates. */
  async function ownStreamMessage(performer: AuthAccount, id: string) {
    const [row] = await db
      .select({ message: messages, performerId: conversations.performerId })
      .from(messages)
      .innerJoin(conversations, and(eq(conversations.id, messages.conversationId), eq(conversations.type, 'stream_public')))
      .where(eq(messages.id, id));
    if (!row) throw notFound('Message not found');
    if (!(await moderation.isModerator(row.performerId, performer.id))) throw forbidden(MODERATION_TEXTS.notModerator);
    return row.message;
  }

  return {
    /** GET /conversations/stream/public/{performerId}: the chat of a performer's public stream. */
    async publicConversation(performerId: string, viewer: Viewer): Promise<StreamConversation> {
      const [performer] = await db
        .select({ id: performers.accountId })
        .from(performers)
        .innerJoin(accounts, eq(accounts.id, performers.accountId))
        .where(and(eq(performers.accountId, performerId), eq(performers.verified, true), eq(accounts.status, 'active')));
      if (!performer) throw notFound(STREAM_CHAT_TEXTS.notFound);
      if (await blocking.isBlocked(performerId, viewer)) throw forbidden(STREAM_CHAT_TEXTS.blocked);
      return openPublicStream(deps, performerId);
    },

    /** The performer of stream conversation `conversationId`, null when there is none (no check: for the server's own use). */
    async performerOf(conversationId: string): Promise<string | null> {
      const [row] = await db
        .select({ performerId: conversations.performerId })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row?.performerId ?? null;
    },

    /** The id of the performer's public stream conversation, when there is one (no check: for the server's own use). */
    publicConversationId: (performerId: string): Promise<string | null> => publicStreamId(deps, performerId),

    /** Whether a socket's viewer may join the public stream's room (the socket server's check on every join). */
    async mayJoin(conversationId: string, viewer: Viewer): Promise<boolean> {
      try {
        return (await visibleConversation(conversationId, viewer)).type === 'stream_public';
      } catch {
        return false;
      }
    },

    /**
     * GET /conversations/stream/{streamId}: the chat of a private or group show (its
     * conversation is the stream), to the show's parties only, during and after the show.
     */
    async showConversation(streamId: string, viewer: Viewer): Promise<ShowConversation> {
      const [row] = await db
        .select({ id: conversations.id, performerId: conversations.performerId, type: conversations.type })
        .from(conversations)
        .where(and(eq(conversations.id, streamId), inArray(conversations.type, ['stream_private', 'stream_group'])));
      if (!row) throw notFound(STREAM_CHAT_TEXTS.notFound);
      const access = await showViews.chatAccess(streamId, viewer.accountId);
      if (!access?.mayRead) throw forbidden(STREAM_CHAT_TEXTS.notInShow);
      return {
        _id: row.id,
        performerId: row.performerId,
        type: row.type as ShowConversation['type'],
        showId: access.show.id,
        showStatus: access.show.status,
        mayWrite: access.mayWrite,
      };
    },

    /** GET /messages/conversations/public/{id}: a page of the chat, newest first. */
    async messages(id: string, viewer: Viewer, paging: { offset?: number; limit?: number }): Promise<ListPage<Message>> {
      await visibleConversation(id, viewer);
      const where = eq(messages.conversationId, id);
      const { rows, total } = await readPage(
        db
          .select({ message: messages, sender: senderColumns })
          .from(messages)
          .leftJoin(accounts, eq(accounts.id, messages.senderId))
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id)),
        db.select({ total: count() }).from(messages).where(where),
        paging,
        MESSAGES_PAGE_SIZE,
      );
      return { total, data: rows.map((row) => toMessage(row.message, row.sender)) };
    },

    /**
     * POST /messages/stream/public/conversations/{id} (`kind` public) and
     * POST /messages/stream/conversations/{id} (`kind` show): a chat message to everyone in
     * the room. A show's chat takes its parties' messages while the show runs.
     */
    async send(asker: AuthAccount, id: string, text: string, viewer: Viewer, kind: 'public' | 'show' = 'public'): Promise<Message> {
      const conversation = await visibleConversation(id, viewer, 'write');
      if (kind === 'show' && conversation.type === 'stream_public') throw notFound(STREAM_CHAT_TEXTS.notFound);
      if (asker.role === 'performer' && asker.id !== conversation.performerId) throw forbidden(STREAM_CHAT_TEXTS.notYours);
      const body = text.trim();
      if (!body) throw badRequest(MSG.required);
      if (conversation.type === 'stream_public') await moderation.checkSend(id, conversation.performerId, asker.id, body);
      const [row] = await db.insert(messages).values({ conversationId: id, senderId: asker.id, text: body }).returning();
      await db.update(conversations).set({ lastMessage: body, lastMessageCreatedAt: row.createdAt }).where(eq(conversations.id, id));
      const message = toMessage(row, await senderOf(asker.id));
      deps.realtime.toRoom(conversationRoom(id), 'message_created', { conversationId: id, message });
      return message;
    },

    /** DELETE /messages/{id}: the performer (or one of their moderators) removes a message from the stream chat. */
    async deleteMessage(performer: AuthAccount, id: string): Promise<Message> {
      const message = await ownStreamMessage(performer, id);
      const [row] = await db.update(messages).set({ isDeleted: true }).where(eq(messages.id, message.id)).returning();
      deps.realtime.toRoom(conversationRoom(row.conversationId), 'message_deleted', {
        conversationId: row.conversationId,
        messageId: row.id,
        text: MSG.messageDeleted,
      });
      return toMessage(row, await senderOf(row.senderId));
    },

    /** DELETE /messages/{conversationId}/remove-all-message: the performer clears their stream chat. */
    async clearChat(performer: AuthAccount, conversationId: string) {
      const [conversation] = await db
        .select({ performerId: conversations.performerId })
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), eq(conversations.type, 'stream_public')));
      if (!conversation) throw notFound(STREAM_CHAT_TEXTS.notFound);
      if (conversation.performerId !== performer.id) throw forbidden(STREAM_CHAT_TEXTS.notYours);
      await db.delete(messages).where(eq(messages.conversationId, conversationId));
      await db.update(conversations).set({ lastMessage: null, lastMessageCreatedAt: null }).where(eq(conversations.id, conversationId));
      deps.realtime.toRoom(conversationRoom(conversationId), 'messages_cleared', { conversationId });
      return { success: true };
    },

    /** Names of the signed-in accounts among `accountIds`, for the room's viewer list. */
    async names(accountIds: string[]): Promise<{ _id: string; name: string }[]> {
      if (accountIds.length === 0) return [];
      const rows = await db
        .select({ _id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(
          sql`${accounts.id} in (${sql.join(
            accountIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      return rows;
    },
  };
}
