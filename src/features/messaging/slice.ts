/**
 * Private messaging (docs/domain.md#messaging): the account's conversations, the one
 * open on the messages page with its messages, messages on their way out, and the
 * total of unread messages the account menus show.
 *
 * Unread counts follow the server's rules: opening a conversation or sending in it
 * zeroes its count; a message from the other person adds one unless the conversation
 * is open, in which case the saga marks it read at once.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListPage } from '@/shared/schemas/common';
import type { Conversation, Message } from '@/shared/schemas/messaging';
import type { AppSocket } from '@/lib/socket';

export const CONVERSATIONS_PAGE_SIZE = 50;

/** What to open: a conversation by id, or the one with a performer or user (made when new). */
export type OpenTarget = { conversationId: string } | { source: 'performer' | 'user'; sourceId: string };

/** A message sent but not yet confirmed; a failed one keeps its key so a retry cannot send it twice. */
export interface PendingMessage {
  key: string;
  conversationId: string;
  text: string;
  failed: boolean;
  error: string | null;
}

export interface MessagingState {
  /** `loaded`: a first answer (or failure) arrived, so an empty list really is empty. */
  conversations: { data: Conversation[]; total: number; requesting: boolean; loaded: boolean; error: string | null };
  /** The conversation shown on the messages page; null while none is (page left, or the list step on a phone). */
  activeId: string | null;
  /** An open call is resolving the conversation (creating or fetching it). */
  opening: boolean;
  /** Messages of the active conversation, oldest first; `total` counts them all on the server. */
  thread: { conversationId: string | null; data: Message[]; total: number; requesting: boolean; error: string | null };
  pending: PendingMessage[];
  /** Unread messages over all conversations (GET /messages/total-unread, then kept live). */
  totalUnread: number;
}

export const initialMessagingState: MessagingState = {
  conversations: { data: [], total: 0, requesting: false, loaded: false, error: null },
  activeId: null,
  opening: false,
  thread: { conversationId: null, data: [], total: 0, requesting: false, error: null },
  pending: [],
  totalUnread: 0,
};

const findConversation = (state: MessagingState, id: string) => state.conversations.data.find((c) => c._id === id);

/** Puts the conversation first in the list (where the latest message belongs), adding it when new. */
function moveToTop(state: MessagingState, conversation: Conversation): Conversation {
  const list = state.conversations;
  const index = list.data.findIndex((c) => c._id === conversation._id);
  if (index >= 0) list.data.splice(index, 1);
  else list.total += 1;
  list.data.unshift(conversation);
  return list.data[0];
}

function zeroUnread(state: MessagingState, conversation: Conversation) {
  state.totalUnread = Math.max(0, state.totalUnread - conversation.totalNotSeenMessages);
  conversation.totalNotSeenMessages = 0;
}

/** Adds messages to the open thread, skipping ones it holds (the socket and the send answer both bring a sent message). */
function addToThread(state: MessagingState, conversationId: string, messages: Message[], where: 'start' | 'end') {
  if (state.thread.conversationId !== conversationId) return;
  const held = new Set(state.thread.data.map((m) => m._id));
  const fresh = messages.filter((m) => !held.has(m._id));
  if (where === 'start') state.thread.data.unshift(...fresh);
  else {
    state.thread.data.push(...fresh);
    state.thread.total += fresh.length;
  }
}

/** The conversation's last message and time become the message's; returns the conversation when listed. */
function noteLastMessage(state: MessagingState, conversationId: string, message: Message): Conversation | undefined {
  const conversation = findConversation(state, conversationId);
  if (!conversation) return undefined;
  conversation.lastMessage = message.text;
  conversation.lastMessageCreatedAt = message.createdAt;
  return moveToTop(state, conversation);
}

const messagingSlice = createSlice({
  name: 'messaging',
  initialState: initialMessagingState,
  reducers: {
    /** payload: `{ offset, limit }` of GET /conversations/search. */
    loadConversations(state, _action: PayloadAction<{ offset: number; limit: number }>) {
      state.conversations.requesting = true;
      state.conversations.error = null;
    },
    /** payload: `{ data, total }`. The open conversation stays listed even when it is not on the page (new, no message yet). */
    loadConversationsSuccess(state, action: PayloadAction<ListPage<Conversation>>) {
      const active = state.activeId ? findConversation(state, state.activeId) : undefined;
      const data = action.payload.data.map((c) => (c._id === active?._id ? { ...c, totalNotSeenMessages: 0 } : c));
      const keepActive = active && !data.some((c) => c._id === active._id);
      state.conversations = {
        data: keepActive ? [active, ...data] : data,
        total: action.payload.total + (keepActive ? 1 : 0),
        requesting: false,
        loaded: true,
        error: null,
      };
    },
    /** payload: the message to show. */
    loadConversationsFail(state, action: PayloadAction<string>) {
      state.conversations.requesting = false;
      state.conversations.loaded = true;
      state.conversations.error = action.payload;
    },
    /** The visitor's intent (opening a conversation, docs/domain.md#messaging). payload: OpenTarget. The open one stays as it is. */
    openConversation(state, action: PayloadAction<OpenTarget>) {
      if ('conversationId' in action.payload && action.payload.conversationId === state.activeId) return;
      state.opening = true;
    },
    /**
     * payload: the conversation, known or just made. It becomes the active one, listed,
     * with no unread messages; its first page of messages is on its way.
     */
    conversationActivated(state, action: PayloadAction<Conversation>) {
      const listed = findConversation(state, action.payload._id);
      const conversation = listed ?? moveToTop(state, action.payload);
      zeroUnread(state, conversation);
      state.activeId = conversation._id;
      state.opening = false;
      state.thread = { conversationId: conversation._id, data: [], total: 0, requesting: true, error: null };
    },
    /** payload: the message to show; the saga has toasted it. */
    openConversationFail(state, _action: PayloadAction<string>) {
      state.opening = false;
    },
    /** The visitor's intent: the next 25 older messages of the open conversation. */
    loadOlderMessages(state) {
      state.thread.requesting = true;
      state.thread.error = null;
    },
    /** payload: `{ conversationId, data, total }`, `data` newest first as the API sends it. A page of another conversation is dropped. */
    messagesLoaded(state, action: PayloadAction<{ conversationId: string } & ListPage<Message>>) {
      const { conversationId, data, total } = action.payload;
      if (state.thread.conversationId !== conversationId) return;
      addToThread(state, conversationId, [...data].reverse(), 'start');
      state.thread.total = Math.max(total, state.thread.data.length);
      state.thread.requesting = false;
    },
    /** payload: `{ conversationId, error }`. */
    loadMessagesFail(state, action: PayloadAction<{ conversationId: string; error: string }>) {
      if (state.thread.conversationId !== action.payload.conversationId) return;
      state.thread.requesting = false;
      state.thread.error = action.payload.error;
    },
    /** No conversation is shown any more (the page was left, or a phone went back to the list). */
    closeConversation(state) {
      state.activeId = null;
      state.opening = false;
      state.thread = initialMessagingState.thread;
    },
    /** The visitor's intent. payload: `{ conversationId, text, idempotencyKey }`; a retry passes the failed message's key. */
    sendMessage(state, action: PayloadAction<{ conversationId: string; text: string; idempotencyKey: string }>) {
      const { conversationId, text, idempotencyKey: key } = action.payload;
      const earlier = state.pending.find((p) => p.key === key);
      if (earlier) Object.assign(earlier, { failed: false, error: null });
      else state.pending.push({ key, conversationId, text, failed: false, error: null });
    },
    /**
     * payload: `{ key, message }`, the stored message. It joins the thread; its
     * conversation takes its text and time as last message and has no unread messages.
     */
    sendMessageSuccess(state, action: PayloadAction<{ key: string; message: Message }>) {
      const { key, message } = action.payload;
      state.pending = state.pending.filter((p) => p.key !== key);
      addToThread(state, message.conversationId, [message], 'end');
      const conversation = noteLastMessage(state, message.conversationId, message);
      if (conversation) zeroUnread(state, conversation);
    },
    /** payload: `{ key, error }`; the message stays, marked failed, to be retried or discarded. */
    sendMessageFail(state, action: PayloadAction<{ key: string; error: string }>) {
      const pending = state.pending.find((p) => p.key === action.payload.key);
      if (pending) Object.assign(pending, { failed: true, error: action.payload.error });
    },
    /** payload: the key of a failed message the visitor gives up on. */
    discardMessage(state, action: PayloadAction<string>) {
      state.pending = state.pending.filter((p) => p.key !== action.payload);
    },
    /** A page of a user or performer opened: payload `{ socket }`; the saga hears new messages until `closeMessagingEvents`. */
    openMessagingEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeMessagingEvents() {},
    /** Socket event `message_created` as received. payload: `{ conversationId, message }`; the saga decides whose it is. */
    socketMessageCreated(_state, _action: PayloadAction<{ conversationId: string; message: Message }>) {},
    /**
     * payload: `{ conversationId, message, mine }`. The message joins the open thread and
     * becomes its conversation's last message. One of the account's own (sent from
     * another tab) zeroes the count like a send; someone else's counts as unread
     * unless its conversation is open.
     */
    messageArrived(state, action: PayloadAction<{ conversationId: string; message: Message; mine: boolean }>) {
      const { conversationId, message, mine } = action.payload;
      // This tab's own message can come back over the socket before the send call answers: it replaces its pending copy.
      if (mine) {
        const copy = state.pending.findIndex((p) => !p.failed && p.conversationId === conversationId && p.text === message.text);
        if (copy >= 0) state.pending.splice(copy, 1);
      }
      addToThread(state, conversationId, [message], 'end');
      const conversation = noteLastMessage(state, conversationId, message);
      if (mine) {
        if (conversation) zeroUnread(state, conversation);
      } else if (state.activeId !== conversationId) {
        if (conversation) conversation.totalNotSeenMessages += 1;
        state.totalUnread += 1;
      }
    },
    /** payload: a conversation the list did not hold, fetched after a message in it arrived; it goes first. */
    conversationReceived(state, action: PayloadAction<Conversation>) {
      const listed = findConversation(state, action.payload._id);
      moveToTop(state, listed ? { ...action.payload, totalNotSeenMessages: listed.totalNotSeenMessages } : action.payload);
    },
    /** Asks for GET /messages/total-unread. */
    loadTotalUnread() {},
    /** payload: the total of unread messages. */
    totalUnreadLoaded(state, action: PayloadAction<number>) {
      state.totalUnread = action.payload;
    },
  },
});

export const {
  loadConversations,
  loadConversationsSuccess,
  loadConversationsFail,
  openConversation,
  conversationActivated,
  openConversationFail,
  loadOlderMessages,
  messagesLoaded,
  loadMessagesFail,
  closeConversation,
  sendMessage,
  sendMessageSuccess,
  sendMessageFail,
  discardMessage,
  socketMessageCreated,
  messageArrived,
  conversationReceived,
  loadTotalUnread,
  totalUnreadLoaded,
  openMessagingEvents,
  closeMessagingEvents,
} = messagingSlice.actions;
export default messagingSlice.reducer;

/** Accounts that take part in private conversations. */
export const canMessage = (role: string | undefined) => role === 'user' || role === 'performer';

/**
 * The account's messages channel, for `useSocketChannel`. The unread total is loaded at
 * each connection, the first one included: messages sent while the socket was down are not replayed.
 */
export const messagingEvents = {
  open: (socket: AppSocket) => openMessagingEvents({ socket }),
  close: closeMessagingEvents,
  connected: loadTotalUnread,
};

type WithMessaging = { messaging: MessagingState };
export const selectConversationList = (state: WithMessaging) => state.messaging.conversations;
export const selectActiveConversationId = (state: WithMessaging) => state.messaging.activeId;
export const selectActiveConversation = (state: WithMessaging) =>
  state.messaging.activeId ? (state.messaging.conversations.data.find((c) => c._id === state.messaging.activeId) ?? null) : null;
export const selectIsOpening = (state: WithMessaging) => state.messaging.opening;
export const selectThread = (state: WithMessaging) => state.messaging.thread;
export const selectPendingMessages = (state: WithMessaging) => state.messaging.pending;
export const selectTotalUnread = (state: WithMessaging) => state.messaging.totalUnread;
/** True while older messages of the open conversation remain on the server. */
export const selectHasOlderMessages = (state: WithMessaging) => state.messaging.thread.data.length < state.messaging.thread.total;
