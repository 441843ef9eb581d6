/** Typed calls of a performer's public stream chat (docs/domain.md#live-streaming). */
import { del, get, post, type OnBehalfOf } from '@/lib/http';
import { MESSAGES_PAGE_SIZE } from '@/shared/constants';
import type { ListPage, Success } from '@/shared/schemas/common';
import type { Message, MessageQuery, StreamConversation } from '@/shared/schemas/messaging';

// A blocked viewer gets 403 here; the chat says so instead of leaving the page (the usual 403 redirect).
const stayOnPage = { redirectOnForbidden: false };
const path = encodeURIComponent;

/** The performer's public stream conversation (made on first use); `visitor` when a server-side loader asks. */
export const apiStreamConversation = (performerId: string, visitor?: OnBehalfOf) =>
  get<StreamConversation>(`/conversations/stream/public/${path(performerId)}`, undefined, { ...stayOnPage, ...visitor });

/** A page of the chat, newest first. */
export const apiStreamMessages = (conversationId: string, offset: number) =>
  get<ListPage<Message>>(
    `/messages/conversations/public/${path(conversationId)}`,
    { offset, limit: MESSAGES_PAGE_SIZE } satisfies MessageQuery,
    stayOnPage,
  );

export const apiSendStreamMessage = (conversationId: string, text: string) =>
  post<Message>(`/messages/stream/public/conversations/${path(conversationId)}`, { text }, stayOnPage);

/** The performer deletes one message of their own chat. */
export const apiDeleteStreamMessage = (messageId: string) => del<Message>(`/messages/${path(messageId)}`);

/** The performer clears their own chat. */
export const apiClearStreamChat = (conversationId: string) => del<Success>(`/messages/${path(conversationId)}/remove-all-message`);
