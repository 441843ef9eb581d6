/** Typed calls of private messaging (docs/domain.md#messaging). */
import { get, post } from '@/lib/http';
import type { Conversation, Message } from '@/shared/schemas/messaging';

type Page<T> = { data: T[]; total: number };

/** The private conversation with a performer (source 'performer') or user (source 'user'); made when new. */
export const apiOpenConversation = (source: 'performer' | 'user', sourceId: string) =>
  post<Conversation>('/conversations', { source, sourceId });

/** The signed-in account's conversations, latest message first. */
export const apiConversations = (query: { offset: number; limit: number }) => get<Page<Conversation>>('/conversations/search', query);

export const apiConversation = (id: string) => get<Conversation>(`/conversations/${encodeURIComponent(id)}`);

/** A page of a conversation's messages, newest first. */
export const apiMessages = (conversationId: string, query: { offset: number; limit: number }) =>
  get<Page<Message>>(`/messages/conversations/${encodeURIComponent(conversationId)}`, query);

/** Sends (and, when the site charges, pays for) a message; the key makes a retry of the same message harmless. */
export const apiSendMessage = (conversationId: string, text: string, idempotencyKey: string) =>
  post<Message>(
    `/messages/conversations/${encodeURIComponent(conversationId)}`,
    { text },
    { headers: { 'idempotency-key': idempotencyKey } },
  );

export const apiTotalUnread = () => get<{ total: number }>('/messages/total-unread');

/** The signed-in account has seen every message of the conversation. */
export const apiMarkRead = (conversationId: string) => post<{ success: boolean }>('/messages/read-all', { conversationId });
