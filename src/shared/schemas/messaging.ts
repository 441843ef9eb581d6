/**
 * Conversations and messages on the wire: private conversations and their messages,
 * and a live stream's conversation (going live opens it). A private conversation is
 * between one user and one performer.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MESSAGES_PAGE_SIZE, MAX_MESSAGE_LENGTH } from '../constants';
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
});
export type Conversation = Static<typeof Conversation>;

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
});
export type Message = Static<typeof Message>;

export const CreateConversationBody = Type.Object({
  source: Type.Union([Type.Literal('performer'), Type.Literal('user')]),
  sourceId: Type.String({ format: 'uuid', errorMessage: 'Not found' }),
});

export const MessageQuery = Type.Object({
  offset: OffsetField,
  limit: LimitField(MESSAGES_PAGE_SIZE),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});
export type MessageQuery = Static<typeof MessageQuery>;

export const SendMessageBody = Type.Object({
  text: Type.String({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH, errorMessage: 'This field is required!' }),
});

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

export const GoLiveBody = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 120 })),
});

export const GoLiveResult = Type.Object({
  conversation: StreamConversation,
  status: Type.Literal('public'),
});
export type GoLiveResult = Static<typeof GoLiveResult>;

export const PerformerIdParam = Type.Object({ performerId: Type.String({ format: 'uuid', errorMessage: 'Not found' }) });
