/** Typed calls of private messaging (docs/domain.md#messaging). */
import { get, post } from '@/lib/http';
import type { ListPage, Paging, Success } from '@/shared/schemas/common';
import type { Conversation, Message, MessageQuery, UnreadTotal } from '@/shared/schemas/messaging';

/** The private conversation with a performer (source 'performer') or user (source 'user'); made when new. */
export const apiOpenConversation = (source: 'performer' | 'user', sourceId: string) =>
  post<Conversation>('/conversations', { source, sourceId });

/** The signed-in account's conversations, latest message first. */
export const apiConversations = (query: Paging) => get<ListPage<Conversation>>('/conversations/search', query);

export const apiConversation = (id: string) => get<Conversation>(`/conversations/${encodeURIComponent(id)}`);

/** A page of a conversation's messages, newest first. */
export const apiMessages = (conversationId: string, query: MessageQuery) =>
  get<ListPage<Message>>(`/messages/conversations/${encodeURIComponent(conversationId)}`, query);

/** Sends (and, when the site charges, pays for) a message; the key makes a retry of the same message harmless. */
export const apiSendMessage = (conversationId: string, text: string, idempotencyKey: string) =>
  post<Message>(
    `/messages/conversations/${encodeURIComponent(conversationId)}`,
    { text },
    { headers: { 'idempotency-key': idempotencyKey } },
  );

export const apiTotalUnread = () => get<UnreadTotal>('/messages/total-unread');

/** The signed-in account has seen every message of the conversation. */
export const apiMarkRead = (conversationId: string) => post<Success>('/messages/read-all', { conversationId });
