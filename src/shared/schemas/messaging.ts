/**
 * Conversations and messages on the wire: private conversations and their messages,
 * and a live stream's conversation (going live opens it). A private conversation is
 * between one user and one performer.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  CONVERSATION_SEARCH_MAX_LENGTH,
  CONVERSATIONS_PAGE_SIZE,
  MAX_BANNED_WORD_LENGTH,
  MAX_BANNED_WORDS,
  MAX_MESSAGE_LENGTH,
  MAX_MUTE_MINUTES,
  MAX_SANCTION_REASON_LENGTH,
  MAX_SLOW_MODE_SECONDS,
  MESSAGES_PAGE_SIZE,
} from '../constants';
import { LimitField, OffsetField } from './common';

export const Party = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.String(),
  role: Type.String(),
});
export type Party = Static<typeof Party>;

export const Conversation = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  lastMessage: Type.Union([Type.String(), Type.Null()]),
  lastMessageCreatedAt: Type.Union([Type.String(), Type.Null()]),
  totalNotSeenMessages: Type.Integer(),
  /** The other person of a private conversation. */
  recipientInfo: Party,
  /** What the asker pays per message in it (0 when free). */
  tokenPerMessage: Type.Number(),
  /** Whether the other person is connected now. */
  isOnline: Type.Boolean(),
  /** Until when the other person has read the conversation (read receipts); null when never. */
  recipientLastReadAt: Type.Union([Type.String(), Type.Null()]),
});
export type Conversation = Static<typeof Conversation>;

/** The file of a `file` message, at an address valid for a short while and only for the conversation's two parties. */
export const MessageFile = Type.Object({
  name: Type.String(),
  size: Type.Integer(),
  /** `image`: shown in the thread; `file`: offered for download. */
  kind: Type.Union([Type.Literal('image'), Type.Literal('file')]),
  url: Type.String(),
});
export type MessageFile = Static<typeof MessageFile>;

export const Message = Type.Object({
  _id: Type.String(),
  conversationId: Type.String(),
  senderId: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  text: Type.String(),
  isDeleted: Type.Boolean(),
  /** Tokens the sender paid for it, when it was a paid message. */
  price: Type.Union([Type.Number(), Type.Null()]),
  createdAt: Type.String(),
  /** Who wrote it: sent with stream chat messages, where many people write. */
  senderInfo: Type.Optional(Party),
  /** The picture or file of a `file` message. */
  file: Type.Optional(MessageFile),
});
export type Message = Static<typeof Message>;

export const CreateConversationBody = Type.Object({
  source: Type.Union([Type.Literal('performer'), Type.Literal('user')]),
  sourceId: Type.String({ format: 'uuid', errorMessage: 'Not found' }),
});

/** GET /conversations: the inbox, a page at a time, optionally only the people whose name or username contains `q`. */
export const ConversationQuery = Type.Object({
  offset: OffsetField,
  limit: LimitField(CONVERSATIONS_PAGE_SIZE),
  q: Type.Optional(Type.String({ maxLength: CONVERSATION_SEARCH_MAX_LENGTH })),
});
export type ConversationQuery = Static<typeof ConversationQuery>;

export const MessageQuery = Type.Object({
  offset: OffsetField,
  limit: LimitField(MESSAGES_PAGE_SIZE),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});
export type MessageQuery = Static<typeof MessageQuery>;

export const SendMessageBody = Type.Object({
  text: Type.String({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH, errorMessage: 'This field is required!' }),
});

/**
 * POST /messages/private/file: the text fields of its multipart form (the file itself is
 * the part `file`). A form's fields are text, so the id is checked as a uuid here.
 */
export const MessageFileFields = Type.Object({
  conversationId: Type.String({ format: 'uuid', errorMessage: 'Not found' }),
});
export type MessageFileFields = Static<typeof MessageFileFields>;

/** GET /messages/total-unread: unread messages over all the account's conversations. */
export const UnreadTotal = Type.Object({ total: Type.Integer() });
export type UnreadTotal = Static<typeof UnreadTotal>;

export const ReadAllBody = Type.Object({
  conversationId: Type.String({ format: 'uuid', errorMessage: 'Not found' }),
  recipientId: Type.Optional(Type.String()),
});

/** A performer's public stream chat. */
export const StreamConversation = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  type: Type.Literal('stream_public'),
});
export type StreamConversation = Static<typeof StreamConversation>;

/**
 * GET /conversations/stream/{streamId}: the chat of a private or group show, for its
 * parties, during the show and after it; `mayWrite` while the asker is in the running show.
 */
export const ShowConversation = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  type: Type.Union([Type.Literal('stream_private'), Type.Literal('stream_group')]),
  showId: Type.String(),
  showStatus: Type.String(),
  mayWrite: Type.Boolean(),
});
export type ShowConversation = Static<typeof ShowConversation>;

export const StreamIdParam = Type.Object({ streamId: Type.String({ format: 'uuid', errorMessage: 'Not found' }) });

export const GoLiveBody = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 120 })),
});

export const GoLiveResult = Type.Object({
  conversation: StreamConversation,
  status: Type.Literal('public'),
});
export type GoLiveResult = Static<typeof GoLiveResult>;

export const PerformerIdParam = Type.Object({ performerId: Type.String({ format: 'uuid', errorMessage: 'Not found' }) });

/* Moderation of a performer's public stream chat. */

const UserId = Type.String({ format: 'uuid', errorMessage: 'User not found' });
const Reason = Type.String({ minLength: 1, maxLength: MAX_SANCTION_REASON_LENGTH, errorMessage: 'Say why (up to 200 characters)' });

/** POST /messages/stream/public/conversations/{id}/mutes: `userId` may read but not write for `minutes`. */
export const MuteBody = Type.Object({
  userId: UserId,
  minutes: Type.Integer({ minimum: 1, maximum: MAX_MUTE_MINUTES, errorMessage: 'Mute for 1 minute to a week' }),
  reason: Reason,
});
export type MuteBody = Static<typeof MuteBody>;

/** POST /messages/stream/public/conversations/{id}/bans: `userId` is out of the room. */
export const BanBody = Type.Object({ userId: UserId, reason: Reason });
export type BanBody = Static<typeof BanBody>;

export const SanctionParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'Not found' }),
  userId: UserId,
});

/** PUT /messages/stream/public/conversations/{id}/rules: slow mode (0: off) and the words refused. */
export const ChatRules = Type.Object({
  slowModeSeconds: Type.Integer({ minimum: 0, maximum: MAX_SLOW_MODE_SECONDS, errorMessage: 'Slow mode is 0 to 600 seconds' }),
  bannedWords: Type.Array(Type.String({ minLength: 1, maxLength: MAX_BANNED_WORD_LENGTH }), {
    maxItems: MAX_BANNED_WORDS,
    errorMessage: 'Up to 100 words of up to 40 characters',
  }),
});
export type ChatRules = Static<typeof ChatRules>;

/** A mute or ban in force: `until` null is a ban for good. */
export const ChatSanction = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('mute'), Type.Literal('ban')]),
  reason: Type.String(),
  until: Type.Union([Type.String(), Type.Null()]),
});
export type ChatSanction = Static<typeof ChatSanction>;

/** GET /messages/stream/public/conversations/{id}/moderation: what the performer and their moderators see. */
export const ChatModeration = Type.Object({
  rules: ChatRules,
  sanctions: Type.Array(ChatSanction),
  moderators: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
});
export type ChatModeration = Static<typeof ChatModeration>;

export const ModeratorParam = Type.Object({ accountId: Type.String({ format: 'uuid', errorMessage: 'User not found' }) });
