/**
 * A performer's public stream chat as one open chat at a time: its conversation, the
 * lines shown (messages and tips, oldest first), the viewer count, and the composer.
 * Socket events arrive as actions through the stream-chat saga's channel, already
 * filtered to this conversation.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListPage } from '@/shared/schemas/common';
import type { ChatModeration, ChatRules, Message } from '@/shared/schemas/messaging';
import type { AppSocket } from '@/lib/socket';

/** The socket the chat joins its room with and listens on. */
export type StreamChatSocket = AppSocket;

/** A tip shown among the messages: "<name> tipped N tokens". */
export interface TipLine {
  _id: string;
  name: string;
  token: number;
  createdAt: string;
}

/** What opens a chat: the performer's public stream, or one of their shows (its conversation, joined with `private-stream/join`). */
export interface StreamChatOpening {
  performerId: string;
  socket: StreamChatSocket;
  showConversationId?: string;
  /** The public stream's conversation when the page already knows it (the performer page's server data): not asked for again. */
  publicConversationId?: string;
  /** A show that is over: its chat is read, not joined, and nobody writes in it. */
  archived?: boolean;
}

/** This viewer's mute (until a time) or ban in the chat, and why (socket event stream/sanctioned). */
export interface ChatSanctionNotice {
  kind: 'mute' | 'ban';
  reason: string;
  until: string | null;
}

/** What the performer moderates with: `userId` and `reason` of a mute (`minutes`) or a ban. */
export interface SanctionIntent {
  userId: string;
  reason: string;
  minutes?: number;
}

export type ChatLine = { kind: 'message'; message: Message } | { kind: 'tip'; tip: TipLine };

export interface StreamChatState {
  performerId: string | null;
  conversationId: string | null;
  /** The chat of a private or group show (its messages go through the show's call). */
  isShow: boolean;
  lines: ChatLine[];
  /** Messages in the conversation on the server, for "load older". */
  total: number;
  loadingOlder: boolean;
  viewers: number;
  /** Set when the performer has blocked this viewer: the chat shows it instead of the composer. */
  blocked: boolean;
  sending: boolean;
  sendError: string | null;
  /** A show's chat after the show: read only. */
  archived: boolean;
  /** This viewer's mute or ban, when the performer set one. */
  sanction: ChatSanctionNotice | null;
  /** This viewer is one of the moderators the performer named: they moderate the public chat too. */
  moderator: boolean;
  /** The performer's view of the moderation (rules, sanctions, moderators), once loaded. */
  moderation: ChatModeration | null;
  moderating: boolean;
}

export const initialStreamChatState: StreamChatState = {
  performerId: null,
  conversationId: null,
  isShow: false,
  lines: [],
  total: 0,
  loadingOlder: false,
  viewers: 0,
  blocked: false,
  sending: false,
  sendError: null,
  archived: false,
  sanction: null,
  moderator: false,
  moderation: null,
  moderating: false,
};

const timeOf = (line: ChatLine) => (line.kind === 'message' ? line.message.createdAt : line.tip.createdAt);
const idOf = (line: ChatLine) => (line.kind === 'message' ? line.message._id : line.tip._id);

/** Adds or replaces messages by id and keeps the lines in time order. */
function mergeMessages(lines: ChatLine[], messages: Message[]): ChatLine[] {
  const byId = new Map(lines.map((line) => [idOf(line), line]));
  messages.forEach((message) => byId.set(message._id, { kind: 'message', message }));
  return [...byId.values()].sort((a, b) => timeOf(a).localeCompare(timeOf(b)));
}

const countMessages = (lines: ChatLine[]) => lines.filter((line) => line.kind === 'message').length;

/** A new message counts towards the total once, however often it arrives (answer and socket). */
function receiveMessage(state: StreamChatState, message: Message) {
  const known = state.lines.some((line) => line.kind === 'message' && line.message._id === message._id);
  state.lines = mergeMessages(state.lines, [message]);
  if (!known) state.total += 1;
}

const streamChatSlice = createSlice({
  name: 'streamChat',
  initialState: initialStreamChatState,
  reducers: {
    /**
     * The page shows the chat of a performer. payload: `{ performerId, socket, showConversationId? }`;
     * the socket travels in the action (the store lets `payload.socket` through its
     * serializability check) because the saga owns the room and the event channel.
     * `showConversationId`: the chat of a private or group show instead of the public stream's.
     */
    openStreamChat(_state, action: PayloadAction<StreamChatOpening>) {
      const { performerId, showConversationId, archived } = action.payload;
      return { ...initialStreamChatState, performerId, isShow: Boolean(showConversationId), archived: Boolean(archived) };
    },
    /** The page left the chat: the saga leaves the room. */
    closeStreamChat() {
      return initialStreamChatState;
    },
    /** The socket connected again (its status turned `connected`): the saga joins the room again. */
    streamSocketConnected() {},
    /** payload: the conversation's id. */
    streamConversationLoaded(state, action: PayloadAction<string>) {
      state.conversationId = action.payload;
    },
    /** payload: whether this viewer moderates the public chat (the join's answer, or `stream/moderator`). */
    streamChatModerator(state, action: PayloadAction<boolean>) {
      state.moderator = action.payload;
    },
    /** The performer has blocked this viewer (a 403, a refused join, or `stream/removed` from the room). */
    streamChatBlocked(state) {
      state.blocked = true;
    },
    /** payload: a page of GET /messages/conversations/public/{id}, `{ data (newest first), total }`. */
    streamMessagesLoaded(state, action: PayloadAction<ListPage<Message>>) {
      state.lines = mergeMessages(state.lines, action.payload.data);
      state.total = Math.max(action.payload.total, countMessages(state.lines));
      state.loadingOlder = false;
    },
    /** Asks for the page before the oldest message shown. */
    loadOlderStreamMessages(state) {
      state.loadingOlder = true;
    },
    /** Loading failed; silent (docs/api.md#how-the-web-client-shows-errors), the button is simply offered again. */
    loadOlderStreamMessagesFailed(state) {
      state.loadingOlder = false;
    },
    /** payload: the message of socket event message_created. */
    streamMessageReceived(state, action: PayloadAction<Message>) {
      receiveMessage(state, action.payload);
    },
    /** payload: `{ messageId, text }` of socket event message_deleted. */
    streamMessageDeleted(state, action: PayloadAction<{ messageId: string; text: string }>) {
      const line = state.lines.find((l) => l.kind === 'message' && l.message._id === action.payload.messageId);
      if (line?.kind !== 'message') return;
      line.message.isDeleted = true;
      line.message.text = action.payload.text;
    },
    /** Socket event messages_cleared: the performer emptied the chat. */
    streamChatCleared(state) {
      state.lines = [];
      state.total = 0;
    },
    /** payload: `total` of socket event stream/count, everyone in the room. */
    streamViewersCounted(state, action: PayloadAction<number>) {
      state.viewers = action.payload;
    },
    /** payload: a tip of socket event tipped in this conversation, with a local id and time. */
    streamTipReceived(state, action: PayloadAction<TipLine>) {
      state.lines.push({ kind: 'tip', tip: action.payload });
    },
    /** payload: `{ text }` the viewer wrote. */
    sendStreamMessage(state, _action: PayloadAction<{ text: string }>) {
      state.sending = true;
      state.sendError = null;
    },
    /** payload: the message as the server stored it (also arriving as message_created). */
    sendStreamMessageSuccess(state, action: PayloadAction<Message>) {
      state.sending = false;
      receiveMessage(state, action.payload);
    },
    /** payload: the message to show under the composer. */
    sendStreamMessageFail(state, action: PayloadAction<string>) {
      state.sending = false;
      state.sendError = action.payload;
    },
    /** payload: this viewer's mute or ban (socket event stream/sanctioned); null when lifted. */
    streamChatSanctioned(state, action: PayloadAction<ChatSanctionNotice | null>) {
      state.sanction = action.payload;
      if (action.payload) state.sendError = null;
    },
    /** The performer opens the moderation panel: the rules and sanctions are loaded. */
    loadChatModeration(state) {
      state.moderating = true;
    },
    /** payload: GET .../moderation. */
    chatModerationLoaded(state, action: PayloadAction<ChatModeration>) {
      state.moderation = action.payload;
      state.moderating = false;
    },
    /** Loading or saving the moderation failed (a toast says why). */
    chatModerationFailed(state) {
      state.moderating = false;
    },
    /** The performer mutes a user. payload: `{ userId, minutes, reason }`. */
    muteChatUser(state, _action: PayloadAction<SanctionIntent>) {
      state.moderating = true;
    },
    /** The performer bans a user from the room. payload: `{ userId, reason }`. */
    banChatUser(state, _action: PayloadAction<SanctionIntent>) {
      state.moderating = true;
    },
    /** The performer lifts a user's mute and ban. payload: the user's id. */
    liftChatSanction(state, _action: PayloadAction<string>) {
      state.moderating = true;
    },
    /** The performer names a fan a moderator. payload: the account's id. */
    nameChatModerator(state, _action: PayloadAction<string>) {
      state.moderating = true;
    },
    /** The performer takes a moderator's part away. payload: the account's id. */
    removeChatModerator(state, _action: PayloadAction<string>) {
      state.moderating = true;
    },
    /** The performer saves slow mode and the word filter. payload: the rules. */
    saveChatRules(state, _action: PayloadAction<ChatRules>) {
      state.moderating = true;
    },
    /** The performer's intent. payload: the message's id. */
    deleteStreamMessage(_state, _action: PayloadAction<string>) {},
    /** The performer's intent, after confirming. */
    clearStreamChat() {},
  },
});

export const {
  openStreamChat,
  closeStreamChat,
  streamSocketConnected,
  streamConversationLoaded,
  streamChatBlocked,
  streamChatModerator,
  streamMessagesLoaded,
  loadOlderStreamMessages,
  loadOlderStreamMessagesFailed,
  streamMessageReceived,
  streamMessageDeleted,
  streamChatCleared,
  streamViewersCounted,
  streamTipReceived,
  sendStreamMessage,
  sendStreamMessageSuccess,
  sendStreamMessageFail,
  deleteStreamMessage,
  clearStreamChat,
  streamChatSanctioned,
  loadChatModeration,
  chatModerationLoaded,
  chatModerationFailed,
  muteChatUser,
  banChatUser,
  liftChatSanction,
  saveChatRules,
  nameChatModerator,
  removeChatModerator,
} = streamChatSlice.actions;
export default streamChatSlice.reducer;

type WithStreamChat = { streamChat: StreamChatState };
export const selectStreamChat = (state: WithStreamChat) => state.streamChat;
export { selectStreamChatBlocked, selectStreamConversationId } from './selectors';
/** Whether this viewer is a moderator the performer named (the performer's own page moderates anyway). */
export const selectStreamChatModerator = (state: WithStreamChat) => state.streamChat.moderator;
/** Messages held, which is also the offset of the next older page (newest first on the server). */
export const selectStreamMessageCount = (state: WithStreamChat) => countMessages(state.streamChat.lines);
export const selectHasOlderStreamMessages = (state: WithStreamChat) => countMessages(state.streamChat.lines) < state.streamChat.total;
/** This viewer's mute or ban in the open chat, if any. */
export const selectStreamChatSanction = (state: WithStreamChat) => state.streamChat.sanction;
export const selectChatModeration = (state: WithStreamChat) => state.streamChat.moderation;
export const selectIsShowChat = (state: WithStreamChat) => state.streamChat.isShow;
