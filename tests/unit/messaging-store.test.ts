import { runSaga, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import reducer, {
  closeConversation,
  conversationActivated,
  conversationReceived,
  initialMessagingState,
  loadConversationsSuccess,
  loadMessagesFail,
  messageArrived,
  messagesLoaded,
  openConversation,
  openConversationFail,
  selectHasOlderMessages,
  sendMessage,
  sendMessageFail,
  sendMessageSuccess,
  sendMessageRefused,
  selectReturnedDraft,
  sendFile,
  sendFileProgress,
  sendFileSuccess,
  sendFileFail,
  payPerformer,
  payPerformerSuccess,
  payPerformerFail,
  paymentOpened,
  socketMessageCreated,
  socketMessagesRead,
  messagesRead,
  loadConversations,
  selectHasMoreConversations,
  totalUnreadLoaded,
  type MessagingState,
} from '@/features/messaging/slice';
import { balanceChanged } from '@/features/account/slice';
import {
  loadConversationsSaga,
  loadOlderMessagesSaga,
  openConversationSaga,
  payPerformerSaga,
  sendFileSaga,
  sendMessageSaga,
  socketMessageSaga,
  socketMessagesReadSaga,
} from '@/features/messaging/sagas';
import * as messagingApi from '@/features/messaging/api';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/http';
import { MSG } from '@/shared/messages';
import { makeTestStore } from '../support/store';
import { logoutSuccess } from '@/features/auth/slice';
import type { Conversation, Message } from '@/shared/schemas/messaging';
import type { CurrentAccount } from '@/shared/schemas/profile';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/lib/navigation', () => ({ navigate: jest.fn(() => Promise.resolve(true)) }));
jest.mock('@/features/messaging/api');

const api = jest.mocked(messagingApi);
const ME = 'user-1';
const PERFORMER = 'performer-1';

const conversation = (id: string, extra: Partial<Conversation> = {}): Conversation => ({
  _id: id,
  type: 'private',
  lastMessage: null,
  lastMessageCreatedAt: null,
  totalNotSeenMessages: 0,
  recipientInfo: { _id: PERFORMER, name: 'Daan', username: 'daan-utrecht', avatar: '/no-avatar.png', role: 'performer' },
  tokenPerMessage: 0,
  isOnline: false,
  recipientLastReadAt: null,
  ...extra,
});

const message = (id: string, conversationId: string, extra: Partial<Message> = {}): Message => ({
  _id: id,
  conversationId,
  senderId: PERFORMER,
  type: 'text',
  text: `text ${id}`,
  isDeleted: false,
  price: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const apply = (state: MessagingState, ...actions: UnknownAction[]) => actions.reduce(reducer, state);

/** Runs one saga against a fixed state and returns what it dispatched. */
async function run<A extends UnknownAction>(saga: (action: A) => unknown, action: A, messaging: MessagingState = initialMessagingState) {
  const dispatched: UnknownAction[] = [];
  const state = { messaging, account: { current: { _id: ME, role: 'user' } as CurrentAccount } };
  await runSaga({ dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => state }, saga as Saga<[A]>, action).toPromise();
  return dispatched;
}

const types = (actions: UnknownAction[]) => actions.map((a) => a.type);
const listed = (...conversations: Conversation[]) =>
  apply(initialMessagingState, loadConversationsSuccess({ offset: 0, data: conversations, total: conversations.length }));

beforeEach(() => jest.clearAllMocks());

describe('messaging slice', () => {
  it('opens a known conversation: active, unread zero (and off the total), thread waiting for its messages', () => {
    const state = apply(
      listed(conversation('a'), conversation('b', { totalNotSeenMessages: 3 })),
      totalUnreadLoaded(5),
      conversationActivated(conversation('b', { totalNotSeenMessages: 3 })),
    );
    expect(state.activeId).toBe('b');
    expect(state.conversations.data.map((c) => [c._id, c.totalNotSeenMessages])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
    expect(state.totalUnread).toBe(2);
    expect(state.thread).toMatchObject({ conversationId: 'b', data: [], requesting: true });
  });

  it('lists a new conversation first when it opens', () => {
    const state = apply(listed(conversation('a')), conversationActivated(conversation('new')));
    expect(state.conversations.data.map((c) => c._id)).toEqual(['new', 'a']);
    expect(state.conversations.total).toBe(2);
  });

  it('keeps the open conversation listed when the list loads without it', () => {
    const state = apply(
      initialMessagingState,
      conversationActivated(conversation('new')),
      loadConversationsSuccess({ offset: 0, data: [conversation('a')], total: 1 }),
    );
    expect(state.conversations.data.map((c) => c._id)).toEqual(['new', 'a']);
  });

  it('shows messages oldest first, pages older ones in above, and drops a page of another conversation', () => {
    let state = apply(initialMessagingState, conversationActivated(conversation('a')));
    state = apply(state, messagesLoaded({ conversationId: 'a', data: [message('3', 'a'), message('2', 'a')], total: 3 }));
    expect(state.thread.data.map((m) => m._id)).toEqual(['2', '3']);
    expect(selectHasOlderMessages({ messaging: state })).toBe(true);
    state = apply(state, messagesLoaded({ conversationId: 'a', data: [message('2', 'a'), message('1', 'a')], total: 3 }));
    expect(state.thread.data.map((m) => m._id)).toEqual(['1', '2', '3']);
    expect(selectHasOlderMessages({ messaging: state })).toBe(false);
    expect(apply(state, messagesLoaded({ conversationId: 'b', data: [message('9', 'b')], total: 1 })).thread.data).toHaveLength(3);
    expect(apply(state, loadMessagesFail({ conversationId: 'a', error: 'Bad request!' })).thread).toMatchObject({
      requesting: false,
      error: 'Bad request!',
    });
  });

  it('a sent message becomes its conversation’s last message, moves it first and zeroes its unread', () => {
    let state = apply(listed(conversation('a'), conversation('b', { totalNotSeenMessages: 2 })), totalUnreadLoaded(2));
    state = apply(state, sendMessage({ conversationId: 'b', text: 'Hi', idempotencyKey: 'k1' }));
    expect(state.pending).toEqual([{ key: 'k1', conversationId: 'b', text: 'Hi', failed: false, error: null }]);
    const sent = message('m1', 'b', { senderId: ME, text: 'Hi', createdAt: '2026-03-02T09:30:00.000Z' });
    state = apply(state, sendMessageSuccess({ key: 'k1', message: sent }));
    expect(state.pending).toEqual([]);
    expect(state.conversations.data[0]).toMatchObject({
      _id: 'b',
      lastMessage: 'Hi',
      lastMessageCreatedAt: '2026-03-02T09:30:00.000Z',
      totalNotSeenMessages: 0,
    });
    expect(state.totalUnread).toBe(0);
  });

  it('holds a sent message once when the socket brought it first', () => {
    const sent = message('m1', 'a', { senderId: ME });
    let state = apply(
      initialMessagingState,
      conversationActivated(conversation('a')),
      sendMessage({ conversationId: 'a', text: sent.text, idempotencyKey: 'k' }),
    );
    state = apply(state, messageArrived({ conversationId: 'a', message: sent, mine: true }));
    expect(state.pending).toEqual([]);
    state = apply(state, sendMessageSuccess({ key: 'k', message: sent }));
    expect(state.thread.data.map((m) => m._id)).toEqual(['m1']);
    expect(state.thread.total).toBe(1);
  });

  it('keeps a failed message with its key for a retry', () => {
    let state = apply(
      initialMessagingState,
      sendMessage({ conversationId: 'a', text: 'Hi', idempotencyKey: 'k1' }),
      sendMessageFail({ key: 'k1', error: 'You do not have enough tokens, please buy more' }),
    );
    expect(state.pending[0]).toMatchObject({ key: 'k1', failed: true, error: 'You do not have enough tokens, please buy more' });
    state = apply(state, sendMessage({ conversationId: 'a', text: 'Hi', idempotencyKey: 'k1' }));
    expect(state.pending).toEqual([{ key: 'k1', conversationId: 'a', text: 'Hi', failed: false, error: null }]);
  });

  it('counts a message from someone else as unread unless its conversation is open', () => {
    const incoming = message('m1', 'b', { createdAt: '2026-03-02T10:00:00.000Z' });
    let state = apply(
      listed(conversation('a'), conversation('b')),
      messageArrived({ conversationId: 'b', message: incoming, mine: false }),
    );
    expect(state.conversations.data[0]).toMatchObject({ _id: 'b', lastMessage: 'text m1', totalNotSeenMessages: 1 });
    expect(state.totalUnread).toBe(1);

    state = apply(
      listed(conversation('a'), conversation('b')),
      conversationActivated(conversation('b')),
      messageArrived({ conversationId: 'b', message: incoming, mine: false }),
    );
    expect(state.conversations.data[0].totalNotSeenMessages).toBe(0);
    expect(state.totalUnread).toBe(0);
    expect(state.thread.data.map((m) => m._id)).toEqual(['m1']);
  });

  it('counts a message in a conversation not yet listed in the total, and lists it when fetched', () => {
    let state = apply(listed(conversation('a')), messageArrived({ conversationId: 'c', message: message('m1', 'c'), mine: false }));
    expect(state.totalUnread).toBe(1);
    state = apply(state, conversationReceived(conversation('c', { totalNotSeenMessages: 1, lastMessage: 'text m1' })));
    expect(state.conversations.data.map((c) => c._id)).toEqual(['c', 'a']);
  });

  it('counts messages as unread again once the conversation is closed', () => {
    const state = apply(
      listed(conversation('a')),
      conversationActivated(conversation('a')),
      closeConversation(),
      messageArrived({ conversationId: 'a', message: message('m1', 'a'), mine: false }),
    );
    expect(state.activeId).toBeNull();
    expect(state.thread.conversationId).toBeNull();
    expect(state.conversations.data[0].totalNotSeenMessages).toBe(1);
    expect(state.totalUnread).toBe(1);
  });

  it('does not reopen the conversation already open', () => {
    const open = apply(initialMessagingState, conversationActivated(conversation('a')));
    expect(apply(open, openConversation({ conversationId: 'a' })).opening).toBe(false);
    expect(apply(open, openConversation({ conversationId: 'b' })).opening).toBe(true);
  });

  it('is emptied on logout', () => {
    const store = makeTestStore();
    store.dispatch(conversationActivated(conversation('a')));
    store.dispatch(totalUnreadLoaded(4));
    store.dispatch(logoutSuccess());
    expect(store.getState().messaging).toEqual(initialMessagingState);
  });
});

describe('openConversationSaga', () => {
  const page = { data: [message('2', 'b'), message('1', 'b')], total: 2 };

  it('opens a known conversation without asking for it: active, 25 messages, marked read', async () => {
    api.apiMessages.mockResolvedValue(page);
    api.apiMarkRead.mockResolvedValue({ success: true });
    api.apiTotalUnread.mockResolvedValue({ total: 0 });
    const known = conversation('b', { totalNotSeenMessages: 2 });
    const dispatched = await run(openConversationSaga, openConversation({ conversationId: 'b' }), listed(conversation('a'), known));
    expect(api.apiOpenConversation).not.toHaveBeenCalled();
    expect(api.apiConversation).not.toHaveBeenCalled();
    expect(dispatched).toEqual([conversationActivated(known), messagesLoaded({ conversationId: 'b', ...page }), totalUnreadLoaded(0)]);
    expect(api.apiMessages).toHaveBeenCalledWith('b', { offset: 0, limit: 25 });
    expect(api.apiMarkRead).toHaveBeenCalledWith('b');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('makes a new conversation from its source, loads 25 messages, marks it read and shows it', async () => {
    const made = conversation('new');
    api.apiOpenConversation.mockResolvedValue(made);
    api.apiMessages.mockResolvedValue({ data: [], total: 0 });
    api.apiMarkRead.mockResolvedValue({ success: true });
    api.apiTotalUnread.mockResolvedValue({ total: 0 });
    const dispatched = await run(openConversationSaga, openConversation({ source: 'performer', sourceId: PERFORMER }));
    expect(api.apiOpenConversation).toHaveBeenCalledWith('performer', PERFORMER);
    expect(types(dispatched)).toEqual([conversationActivated.type, messagesLoaded.type, totalUnreadLoaded.type]);
    expect(api.apiMessages).toHaveBeenCalledWith('new', { offset: 0, limit: 25 });
    expect(api.apiMarkRead).toHaveBeenCalledWith('new');
    expect(navigate).toHaveBeenCalledWith('/messages?conversationId=new');
  });

  it('fetches a conversation named by id that the list does not hold', async () => {
    api.apiConversation.mockResolvedValue(conversation('x'));
    api.apiMessages.mockResolvedValue({ data: [], total: 0 });
    api.apiMarkRead.mockResolvedValue({ success: true });
    api.apiTotalUnread.mockResolvedValue({ total: 0 });
    const dispatched = await run(openConversationSaga, openConversation({ conversationId: 'x' }));
    expect(api.apiConversation).toHaveBeenCalledWith('x');
    expect(dispatched[0]).toEqual(conversationActivated(conversation('x')));
  });

  it('toasts the product’s message when the conversation cannot be opened', async () => {
    api.apiOpenConversation.mockRejectedValue(
      new ApiError(404, { statusCode: 404, error: 'Not Found', message: 'You cannot write to this account' }),
    );
    const dispatched = await run(openConversationSaga, openConversation({ source: 'performer', sourceId: PERFORMER }));
    expect(dispatched).toEqual([openConversationFail(MSG.errorOccured)]);
    expect(toast.error).toHaveBeenCalledWith('Error occured, please try again later');
    expect(api.apiMessages).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('toasts the product’s message when the messages cannot be loaded', async () => {
    api.apiMessages.mockRejectedValue(
      new ApiError(500, { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }),
    );
    api.apiMarkRead.mockResolvedValue({ success: true });
    api.apiTotalUnread.mockResolvedValue({ total: 0 });
    const dispatched = await run(openConversationSaga, openConversation({ conversationId: 'a' }), listed(conversation('a')));
    expect(dispatched).toContainEqual(loadMessagesFail({ conversationId: 'a', error: 'Internal Server Error' }));
    expect(toast.error).toHaveBeenCalledWith('Error occured, please try again later');
  });

  it('pages older messages from the number already held', async () => {
    api.apiMessages.mockResolvedValue({ data: [], total: 2 });
    const state = apply(
      initialMessagingState,
      conversationActivated(conversation('a')),
      messagesLoaded({ conversationId: 'a', data: [message('2', 'a'), message('1', 'a')], total: 30 }),
    );
    await run(loadOlderMessagesSaga, { type: 'messaging/loadOlderMessages' }, state);
    expect(api.apiMessages).toHaveBeenCalledWith('a', { offset: 2, limit: 25 });
  });
});

describe('sendMessageSaga', () => {
  it('sends with the message’s idempotency key and confirms it', async () => {
    const stored = message('m1', 'a', { senderId: ME, text: 'Hi' });
    api.apiSendMessage.mockResolvedValue(stored);
    const dispatched = await run(sendMessageSaga, sendMessage({ conversationId: 'a', text: 'Hi', idempotencyKey: 'k1' }));
    expect(api.apiSendMessage).toHaveBeenCalledWith('a', 'Hi', 'k1');
    expect(dispatched).toEqual([sendMessageSuccess({ key: 'k1', message: stored })]);
  });

  it('gives a refused message back to the box of its conversation, and says why', async () => {
    api.apiSendMessage.mockRejectedValue(
      new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'You do not have enough tokens, please buy more' }),
    );
    const action = sendMessage({ conversationId: 'a', text: 'Hi', idempotencyKey: 'k1' });
    const dispatched = await run(sendMessageSaga, action);
    expect(dispatched).toEqual([sendMessageRefused({ key: 'k1', text: 'Hi' })]);
    expect(toast.error).toHaveBeenCalledWith('You do not have enough tokens, please buy more');
    const state = apply(initialMessagingState, action, ...dispatched);
    expect(state.pending).toEqual([]);
    expect(selectReturnedDraft({ messaging: state })).toEqual({ conversationId: 'a', text: 'Hi' });
    // The next message sent clears it.
    expect(apply(state, sendMessage({ conversationId: 'a', text: 'Hi', idempotencyKey: 'k2' })).returnedDraft).toBeNull();
  });

  it('keeps the message as failed, to retry, when the server cannot be reached', async () => {
    api.apiSendMessage.mockRejectedValue(new ApiError(0, null, 'Could not reach the server'));
    const dispatched = await run(sendMessageSaga, sendMessage({ conversationId: 'a', text: 'Hi', idempotencyKey: 'k1' }));
    expect(dispatched).toEqual([sendMessageFail({ key: 'k1', error: 'Could not reach the server' })]);
  });
});

describe('sendFileSaga', () => {
  it('sends the file with its conversation, shows its progress and adds it to the thread', async () => {
    const stored = message('f1', 'a', { senderId: ME, type: 'file', text: 'sun.png' });
    api.apiSendFile.mockImplementation(async (form, onProgress) => {
      expect(form.get('conversationId')).toBe('a');
      expect((form.get('file') as File).name).toBe('sun.png');
      onProgress(0.5);
      onProgress(1);
      return stored;
    });
    const file = new File(['x'], 'sun.png', { type: 'image/png' });
    const action = sendFile({ conversationId: 'a', file });
    const dispatched = await run(sendFileSaga, action);
    expect(dispatched).toEqual([sendFileProgress(0.5), sendFileProgress(1), sendFileSuccess(stored)]);
    const open = apply(listed(conversation('a')), conversationActivated(conversation('a')));
    expect(apply(open, action, sendFileProgress(0.5)).upload).toEqual({ conversationId: 'a', name: 'sun.png', progress: 0.5 });
    const after = apply(open, action, ...dispatched);
    expect(after.upload).toBeNull();
    expect(after.thread.data.map((m) => m._id)).toEqual(['f1']);
  });

  it('says why a file was refused and clears the progress', async () => {
    api.apiSendFile.mockRejectedValue(
      new ApiError(413, { statusCode: 413, error: 'Payload Too Large', message: 'Request Entity Too Large' }),
    );
    const dispatched = await run(sendFileSaga, sendFile({ conversationId: 'a', file: new File(['x'], 'big.png') }));
    expect(dispatched).toEqual([sendFileFail('Request Entity Too Large')]);
    expect(toast.error).toHaveBeenCalledWith('Request Entity Too Large');
  });
});

describe('payPerformerSaga', () => {
  const pay = payPerformer({ performerId: PERFORMER, token: 50, note: 'Custom video', idempotencyKey: 'p1' });

  it('pays with the form’s key, closes the form and shows the new balance', async () => {
    api.apiPayPerformer.mockResolvedValue({ transactionId: 't1', balance: 50, token: 50, conversationId: 'a', messageId: 'm1' });
    const dispatched = await run(payPerformerSaga, pay);
    expect(api.apiPayPerformer).toHaveBeenCalledWith(PERFORMER, { token: 50, note: 'Custom video' }, 'p1');
    expect(dispatched).toEqual([payPerformerSuccess(), balanceChanged(50)]);
    expect(apply(initialMessagingState, paymentOpened('p1'), pay, payPerformerSuccess()).payment.open).toBe(false);
  });

  it('keeps the form open with the reason when the payment is refused', async () => {
    api.apiPayPerformer.mockRejectedValue(
      new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'You do not have enough tokens, please buy more' }),
    );
    const dispatched = await run(payPerformerSaga, pay);
    expect(dispatched).toEqual([payPerformerFail('You do not have enough tokens, please buy more')]);
    const state = apply(initialMessagingState, paymentOpened('p1'), pay, ...dispatched);
    expect(state.payment).toEqual({ open: true, key: 'p1', requesting: false, error: 'You do not have enough tokens, please buy more' });
  });
});

describe('socketMessageSaga', () => {
  it('marks someone else’s message read at once when its conversation is open, with no new count asked for', async () => {
    api.apiMarkRead.mockResolvedValue({ success: true });
    const state = apply(listed(conversation('a'), conversation('b', { totalNotSeenMessages: 2 })), totalUnreadLoaded(2));
    const open = apply(state, conversationActivated(conversation('a')));
    const incoming = message('m1', 'a');
    const dispatched = await run(
      socketMessageSaga,
      socketMessageCreated({ conversationId: 'a', message: incoming, conversationType: 'private' }),
      open,
    );
    expect(dispatched).toEqual([messageArrived({ conversationId: 'a', message: incoming, mine: false })]);
    expect(api.apiMarkRead).toHaveBeenCalledWith('a');
    expect(api.apiTotalUnread).not.toHaveBeenCalled();
    // The reducer keeps the total as it was: the open conversation's message is not counted.
    expect(apply(open, ...dispatched).totalUnread).toBe(2);
  });

  it('leaves someone else’s message unread in a conversation that is not open', async () => {
    const incoming = message('m1', 'a');
    const dispatched = await run(
      socketMessageSaga,
      socketMessageCreated({ conversationId: 'a', message: incoming, conversationType: 'private' }),
      listed(conversation('a')),
    );
    expect(dispatched).toEqual([messageArrived({ conversationId: 'a', message: incoming, mine: false })]);
    expect(api.apiMarkRead).not.toHaveBeenCalled();
  });

  it('recognises the account’s own message (sent from another tab)', async () => {
    const own = message('m1', 'a', { senderId: ME });
    const state = apply(listed(conversation('a')), conversationActivated(conversation('a')));
    const dispatched = await run(
      socketMessageSaga,
      socketMessageCreated({ conversationId: 'a', message: own, conversationType: 'private' }),
      state,
    );
    expect(dispatched).toEqual([messageArrived({ conversationId: 'a', message: own, mine: true })]);
    expect(api.apiMarkRead).not.toHaveBeenCalled();
  });

  it('brings a conversation the loaded list does not hold into it', async () => {
    const fetched = conversation('c', { totalNotSeenMessages: 1 });
    api.apiConversation.mockResolvedValue(fetched);
    const dispatched = await run(
      socketMessageSaga,
      socketMessageCreated({ conversationId: 'c', message: message('m1', 'c'), conversationType: 'private' }),
      listed(conversation('a')),
    );
    expect(api.apiConversation).toHaveBeenCalledWith('c');
    expect(dispatched.at(-1)).toEqual(conversationReceived(fetched));
  });
});

describe('the inbox', () => {
  it('asks GET /conversations 25 at a time with the search, and adds a later page below without doubles', async () => {
    api.apiConversations.mockResolvedValue({ data: [conversation('b'), conversation('c')], total: 30 });
    const dispatched = await run(loadConversationsSaga, loadConversations({ offset: 25, q: 'an' }));
    expect(api.apiConversations).toHaveBeenCalledWith({ offset: 25, limit: 25, q: 'an' });
    const first = apply(
      initialMessagingState,
      loadConversations({ offset: 0, q: 'an' }),
      loadConversationsSuccess({ offset: 0, data: [conversation('a'), conversation('b')], total: 30 }),
    );
    const state = apply(first, ...dispatched);
    expect(state.conversations.data.map((c) => c._id)).toEqual(['a', 'b', 'c']);
    expect(state.conversations.query).toBe('an');
    expect(selectHasMoreConversations({ messaging: state })).toBe(true);
  });

  it('ignores a stream chat message: the header counts direct messages only', async () => {
    const state = apply(listed(conversation('a')), totalUnreadLoaded(0));
    const dispatched = await run(
      socketMessageSaga,
      socketMessageCreated({ conversationId: 'stream', message: message('m1', 'stream') }),
      state,
    );
    expect(dispatched).toEqual([]);
    expect(api.apiConversation).not.toHaveBeenCalled();
  });

  it("keeps the other person's read receipt, moved by their reading and their writing", async () => {
    const state = apply(listed(conversation('a', { recipientLastReadAt: null })));
    const dispatched = await run(
      socketMessagesReadSaga,
      socketMessagesRead({ conversationId: 'a', readerId: PERFORMER, readAt: '2026-01-01T10:00:00.000Z' }),
      state,
    );
    expect(dispatched).toEqual([messagesRead({ conversationId: 'a', readAt: '2026-01-01T10:00:00.000Z', mine: false })]);
    const read = apply(state, ...dispatched);
    expect(read.conversations.data[0].recipientLastReadAt).toBe('2026-01-01T10:00:00.000Z');
    const reply = message('m2', 'a', { createdAt: '2026-01-01T11:00:00.000Z' });
    expect(
      apply(read, messageArrived({ conversationId: 'a', message: reply, mine: false })).conversations.data[0].recipientLastReadAt,
    ).toBe('2026-01-01T11:00:00.000Z');
  });

  it('zeroes a conversation read in another tab and asks for the total anew', async () => {
    api.apiTotalUnread.mockResolvedValue({ total: 0 });
    const state = apply(listed(conversation('a', { totalNotSeenMessages: 4 })), totalUnreadLoaded(4));
    const dispatched = await run(
      socketMessagesReadSaga,
      socketMessagesRead({ conversationId: 'a', readerId: ME, readAt: '2026-01-01T10:00:00.000Z' }),
      state,
    );
    const after = apply(state, ...dispatched);
    expect(after.conversations.data[0].totalNotSeenMessages).toBe(0);
    expect(after.totalUnread).toBe(0);
    expect(api.apiTotalUnread).toHaveBeenCalled();
  });
});
