/** Typed calls of a performer's public stream chat and its moderation, and of a show's chat (docs/domain.md#live-streaming). */
import { del, get, post, put, type OnBehalfOf } from '@/lib/http';
import { MESSAGES_PAGE_SIZE } from '@/shared/constants';
import type { ListPage, Success } from '@/shared/schemas/common';
import type { BanBody, ChatModeration, ChatRules, Message, MessageQuery, MuteBody, StreamConversation } from '@/shared/schemas/messaging';

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

/** A message in the chat of a private or group show, while it runs. */
export const apiSendShowMessage = (conversationId: string, text: string) =>
  post<Message>(`/messages/stream/conversations/${path(conversationId)}`, { text }, stayOnPage);

/** The performer deletes one message of their own chat. */
export const apiDeleteStreamMessage = (messageId: string) => del<Message>(`/messages/${path(messageId)}`);

/** The performer clears their own chat. */
export const apiClearStreamChat = (conversationId: string) => del<Success>(`/messages/${path(conversationId)}/remove-all-message`);

const moderated = (conversationId: string) => `/messages/stream/public/conversations/${path(conversationId)}`;

/** The rules, mutes and bans in force, and the moderators of the chat (its performer and moderators only). */
export const apiChatModeration = (conversationId: string) => get<ChatModeration>(`${moderated(conversationId)}/moderation`);

export const apiMuteChatUser = (conversationId: string, body: MuteBody) => post<Success>(`${moderated(conversationId)}/mutes`, body);

export const apiBanChatUser = (conversationId: string, body: BanBody) => post<Success>(`${moderated(conversationId)}/bans`, body);

export const apiLiftChatSanction = (conversationId: string, userId: string) =>
  del<Success>(`${moderated(conversationId)}/sanctions/${path(userId)}`);

export const apiSaveChatRules = (conversationId: string, rules: ChatRules) => put<ChatRules>(`${moderated(conversationId)}/rules`, rules);

/** The performer names a fan of theirs a moderator of their chat, or no longer. */
export const apiNameModerator = (accountId: string) => put<Success>(`/streaming/moderators/${path(accountId)}`, {});
export const apiRemoveModerator = (accountId: string) => del<Success>(`/streaming/moderators/${path(accountId)}`);
