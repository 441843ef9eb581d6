/**
 * Private messaging (docs/domain.md#messaging): the account's conversations, the one
 * open on the messages page with its messages, messages on their way out, and the
 * total of unread messages the account menus show.
 *
 * Unread counts follow the server's rules: opening a conversation or sending in it
 * zeroes its count; a message from the other person adds one unless the conversation
 * is open, in which case the saga marks it read at once. Only direct messages count: a
 * stream's chat is not the inbox. Read receipts: the other person has read the
 * conversation up to `recipientLastReadAt`, moved by their reading and their writing.
 *
 * A picture or file goes out with its progress shown (`upload`); a user pays the
 * performer directly from the thread (`payment`). A message the server refused (not
 * enough tokens) comes back to the box (`returnedDraft`) rather than staying as a
 * failed one, so what was written is not lost.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListPage } from '@/shared/schemas/common';
import type { Conversation, Message } from '@/shared/schemas/messaging';
import type { AppSocket } from '@/lib/socket';

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
  /**
   * The inbox, 25 at a time (more are added below). `loaded`: a first answer (or failure)
   * arrived, so an empty list really is empty; `query`: the name searched for ('' for all).
   */
  conversations: { data: Conversation[]; total: number; requesting: boolean; loaded: boolean; error: string | null; query: string };
  /** The conversation shown on the messages page; null while none is (page left, or the list step on a phone). */
  activeId: string | null;
  /** An open call is resolving the conversation (creating or fetching it). */
  opening: boolean;
  /** Messages of the active conversation, oldest first; `total` counts them all on the server. */
  thread: { conversationId: string | null; data: Message[]; total: number; requesting: boolean; error: string | null };
  pending: PendingMessage[];
  /** Unread messages over all conversations (GET /messages/total-unread, then kept live). */
  totalUnread: number;
  /** The picture or file being sent, with how far it is (0 to 1); null when none is. */
  upload: { conversationId: string; name: string; progress: number } | null;
  /** A refused message's text, for the composer of its conversation to take back. */
  returnedDraft: { conversationId: string; text: string } | null;
  /** The form paying the performer of the open conversation: open or not, with the key of this payment. */
  payment: { open: boolean; key: string; requesting: boolean; error: string | null };
}

export const initialMessagingState: MessagingState = {
  conversations: { data: [], total: 0, requesting: false, loaded: false, error: null, query: '' },
  activeId: null,
  opening: false,
  thread: { conversationId: null, data: [], total: 0, requesting: false, error: null },
  pending: [],
  totalUnread: 0,
  upload: null,
  returnedDraft: null,
  payment: { open: false, key: '', requesting: false, error: null },
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
    /** payload: `{ offset, q }` of GET /conversations: offset 0 loads the list anew, a later one adds the next page below. */
    loadConversations(state, action: PayloadAction<{ offset: number; q?: string }>) {
      state.conversations.requesting = true;
      state.conversations.error = null;
      state.conversations.query = action.payload.q ?? '';
    },
    /**
     * payload: `{ offset, data, total }`. A first page replaces the list, keeping the open
     * conversation listed even when it is not on it (new, no message yet); a later page is
     * added below, without the conversations the list already holds (moved up meanwhile).
     */
    loadConversationsSuccess(state, action: PayloadAction<{ offset: number } & ListPage<Conversation>>) {
      const active = state.activeId ? findConversation(state, state.activeId) : undefined;
      const data = action.payload.data.map((c) => (c._id === active?._id ? { ...c, totalNotSeenMessages: 0 } : c));
      const list = state.conversations;
      if (action.payload.offset > 0) {
        const held = new Set(list.data.map((c) => c._id));
        list.data.push(...data.filter((c) => !held.has(c._id)));
        Object.assign(list, { total: Math.max(action.payload.total, list.data.length), requesting: false, loaded: true, error: null });
        return;
      }
      const keepActive = active && !list.query && !data.some((c) => c._id === active._id);
      Object.assign(list, {
        data: keepActive ? [active, ...data] : data,
        total: action.payload.total + (keepActive ? 1 : 0),
        requesting: false,
        loaded: true,
        error: null,
      });
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
      state.returnedDraft = null;
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
    /** payload: `{ key, text }` of a message the server refused; it goes back to the box of its conversation. */
    sendMessageRefused(state, action: PayloadAction<{ key: string; text: string }>) {
      const pending = state.pending.find((p) => p.key === action.payload.key);
      state.pending = state.pending.filter((p) => p.key !== action.payload.key);
      if (pending) state.returnedDraft = { conversationId: pending.conversationId, text: action.payload.text };
    },
    /** The visitor's intent. payload: `{ conversationId, file }`, a picture or file (a File) to send. */
    sendFile(state, action: PayloadAction<{ conversationId: string; file: File }>) {
      state.upload = { conversationId: action.payload.conversationId, name: action.payload.file.name, progress: 0 };
    },
    /** payload: how far the file is sent, 0 to 1. */
    sendFileProgress(state, action: PayloadAction<number>) {
      if (state.upload) state.upload.progress = action.payload;
    },
    /** payload: the stored file message; it joins the thread like a sent message. */
    sendFileSuccess(state, action: PayloadAction<Message>) {
      state.upload = null;
      addToThread(state, action.payload.conversationId, [action.payload], 'end');
      const conversation = noteLastMessage(state, action.payload.conversationId, action.payload);
      if (conversation) zeroUnread(state, conversation);
    },
    /** payload: the message to show; the saga has toasted it. */
    sendFileFail(state, _action: PayloadAction<string>) {
      state.upload = null;
    },
    /** The visitor opens the payment form. payload: the idempotency key of this payment (a retry reuses it). */
    paymentOpened(state, action: PayloadAction<string>) {
      state.payment = { open: true, key: action.payload, requesting: false, error: null };
    },
    /** The visitor's intent. payload: `{ performerId, token, note, idempotencyKey }` (POST /member/send-pay-token/{id}). */
    payPerformer(state, _action: PayloadAction<{ performerId: string; token: number; note: string; idempotencyKey: string }>) {
      state.payment.requesting = true;
      state.payment.error = null;
    },
    /** The payment went through: the form closes; its message arrives over the socket. */
    payPerformerSuccess(state) {
      state.payment = initialMessagingState.payment;
    },
    /** payload: the message to show; the form stays open with what was typed. */
    payPerformerFail(state, action: PayloadAction<string>) {
      state.payment.requesting = false;
      state.payment.error = action.payload;
    },
    /** The payment form was closed without paying. */
    paymentClosed(state) {
      state.payment = initialMessagingState.payment;
    },
    /** payload: the key of a failed message the visitor gives up on. */
    discardMessage(state, action: PayloadAction<string>) {
      state.pending = state.pending.filter((p) => p.key !== action.payload);
    },
    /** A page of a user or performer opened: payload `{ socket }`; the saga hears new messages until `closeMessagingEvents`. */
    openMessagingEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeMessagingEvents() {},
    /** Socket event `message_created` as received. payload: `{ conversationId, message, conversationType }`; the saga decides whose it is. */
    socketMessageCreated(_state, _action: PayloadAction<{ conversationId: string; message: Message; conversationType?: 'private' }>) {},
    /** Socket event `messages/read` as received. payload: `{ conversationId, readerId, readAt }`. */
    socketMessagesRead(_state, _action: PayloadAction<{ conversationId: string; readerId: string; readAt: string }>) {},
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
        return;
      }
      // Writing, the other person has read everything before.
      if (conversation) conversation.recipientLastReadAt = message.createdAt;
      if (state.activeId !== conversationId) {
        if (conversation) conversation.totalNotSeenMessages += 1;
        state.totalUnread += 1;
      }
    },
    /**
     * Socket event `messages/read`. payload: `{ conversationId, readAt, mine }`. The other
     * person's: they have read this account's messages up to `readAt`. The account's own
     * (another tab): the conversation has nothing unread any more.
     */
    messagesRead(state, action: PayloadAction<{ conversationId: string; readAt: string; mine: boolean }>) {
      const { conversationId, readAt, mine } = action.payload;
      const conversation = findConversation(state, conversationId);
      if (!conversation) return;
      if (mine) zeroUnread(state, conversation);
      else if (!conversation.recipientLastReadAt || conversation.recipientLastReadAt < readAt) conversation.recipientLastReadAt = readAt;
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
  sendMessageRefused,
  sendFile,
  sendFileProgress,
  sendFileSuccess,
  sendFileFail,
  paymentOpened,
  payPerformer,
  payPerformerSuccess,
  payPerformerFail,
  paymentClosed,
  socketMessageCreated,
  socketMessagesRead,
  messageArrived,
  messagesRead,
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
/** True while more conversations than the list holds match on the server. */
export const selectHasMoreConversations = (state: WithMessaging) =>
  state.messaging.conversations.data.length < state.messaging.conversations.total;
/** True while older messages of the open conversation remain on the server. */
export const selectHasOlderMessages = (state: WithMessaging) => state.messaging.thread.data.length < state.messaging.thread.total;
export const selectUpload = (state: WithMessaging) => state.messaging.upload;
export const selectReturnedDraft = (state: WithMessaging) => state.messaging.returnedDraft;
export const selectPayment = (state: WithMessaging) => state.messaging.payment;
