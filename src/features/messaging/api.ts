/** Typed calls of private messaging (docs/domain.md#messaging). */
import { get, post, uploadWithProgress } from '@/lib/http';
import type { ListPage, Success } from '@/shared/schemas/common';
import type { Conversation, ConversationQuery, Message, MessageQuery, UnreadTotal } from '@/shared/schemas/messaging';
import type { PayTokenBody, PayTokenResult } from '@/shared/schemas/money';

/** The private conversation with a performer (source 'performer') or user (source 'user'); made when new. */
export const apiOpenConversation = (source: 'performer' | 'user', sourceId: string) =>
  post<Conversation>('/conversations', { source, sourceId });

/** The signed-in account's conversations (the inbox), latest message first; `q` searches the other person's name. */
export const apiConversations = (query: ConversationQuery) => get<ListPage<Conversation>>('/conversations', query);

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

/** Sends a picture or file (`conversationId` and `file` in the form), paid for like a message; `onProgress` hears how far it is. */
export const apiSendFile = (form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  uploadWithProgress<Message>('/messages/private/file', form, { onProgress, signal });

/** Pays a performer tokens for what the note says; the key makes a retry of the same payment harmless. */
export const apiPayPerformer = (performerId: string, body: PayTokenBody, idempotencyKey: string) =>
  post<PayTokenResult>(`/member/send-pay-token/${encodeURIComponent(performerId)}`, body, {
    headers: { 'idempotency-key': idempotencyKey },
  });
