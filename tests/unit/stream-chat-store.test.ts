/**
 * The stream chat's store: the slice's lines, and a session run against a fake socket
 * and a mocked API: joining, live events of this room only, rejoining after a
 * reconnect, leaving on close, and silent loading failures.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import reducer, {
  closeStreamChat,
  initialStreamChatState,
  loadOlderStreamMessages,
  openStreamChat,
  selectHasOlderStreamMessages,
  muteChatUser,
  nameChatModerator,
  sendStreamMessage,
  streamChatCleared,
  streamMessageDeleted,
  streamMessageReceived,
  streamMessagesLoaded,
  streamSocketConnected,
  streamTipReceived,
  streamViewersCounted,
  type StreamChatSocket,
} from '@/features/stream-chat/slice';
import streamChatSagas, { actionForRoomEvent } from '@/features/stream-chat/sagas';
import * as chatApi from '@/features/stream-chat/api';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { Message } from '@/shared/schemas/messaging';
import { fakeSocket as sharedFakeSocket } from '../support/fake-socket';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/features/stream-chat/api');

const api = {
  conversation: jest.mocked(chatApi.apiStreamConversation),
  messages: jest.mocked(chatApi.apiStreamMessages),
  send: jest.mocked(chatApi.apiSendStreamMessage),
  sendInShow: jest.mocked(chatApi.apiSendShowMessage),
  mute: jest.mocked(chatApi.apiMuteChatUser),
  moderation: jest.mocked(chatApi.apiChatModeration),
  nameModerator: jest.mocked(chatApi.apiNameModerator),
};

const CONVERSATION = 'c1';
const message = (id: string, text: string, createdAt = `2026-01-01T10:00:0${id.length}.000Z`): Message => ({
  _id: id,
  conversationId: CONVERSATION,
  senderId: 'u1',
  type: 'text',
  text,
  isDeleted: false,
  price: null,
  createdAt,
  senderInfo: { _id: 'u1', name: 'Bea', username: null, avatar: '/a.png', role: 'user' },
});
const sender = { _id: 'u1', name: 'Bea', username: null, avatar: '/a.png' };

/** The shared fake socket, typed as the chat's. */
function fakeSocket(joinResult: { ok: boolean; moderator?: boolean } = { ok: true }) {
  const fake = sharedFakeSocket(joinResult);
  return { ...fake, socket: fake.socket as unknown as StreamChatSocket };
}

function makeChatStore() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { streamChat: reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(saga),
  });
  saga.run(streamChatSagas);
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.clearAllMocks();
  api.conversation.mockResolvedValue({ _id: CONVERSATION, performerId: 'p1', type: 'stream_public' });
  api.messages.mockResolvedValue({ data: [message('m2', 'second'), message('m1', 'first', '2026-01-01T09:00:00.000Z')], total: 30 });
});

describe('stream chat slice', () => {
  const loaded = reducer(
    initialStreamChatState,
    streamMessagesLoaded({ data: [message('m2', 'second'), message('m1', 'first', '2026-01-01T09:00:00.000Z')], total: 2 }),
  );

  it('shows loaded messages oldest first and an incoming one once, however often it arrives', () => {
    const next = reducer(reducer(loaded, streamMessageReceived(message('m33', 'third'))), streamMessageReceived(message('m33', 'third')));
    expect(next.lines.map((l) => l.kind === 'message' && l.message.text)).toEqual(['first', 'second', 'third']);
    expect(next.total).toBe(3);
  });

  it('marks a deleted message with the text the server sent and empties a cleared chat', () => {
    const deleted = reducer(loaded, streamMessageDeleted({ messageId: 'm1', text: 'Message deleted' }));
    expect(deleted.lines[0]).toMatchObject({ kind: 'message', message: { _id: 'm1', isDeleted: true, text: 'Message deleted' } });
    expect(reducer(deleted, streamChatCleared())).toMatchObject({ lines: [], total: 0 });
  });

  it('counts viewers and adds tips as lines of their own', () => {
    const next = reducer(
      reducer(loaded, streamViewersCounted(4)),
      streamTipReceived({ _id: 't1', name: 'Bea', token: 20, createdAt: '2026-01-01T11:00:00.000Z' }),
    );
    expect(next.viewers).toBe(4);
    expect(next.lines.at(-1)).toEqual({ kind: 'tip', tip: { _id: 't1', name: 'Bea', token: 20, createdAt: '2026-01-01T11:00:00.000Z' } });
  });

  it('offers older messages while the server has more than are shown', () => {
    expect(selectHasOlderStreamMessages({ streamChat: loaded })).toBe(false);
    expect(selectHasOlderStreamMessages({ streamChat: { ...loaded, total: 30 } })).toBe(true);
  });
});

describe('room events', () => {
  it('turns a tip in this conversation into a tip line and ignores other rooms', () => {
    const at = new Date('2026-01-01T12:00:00.000Z');
    expect(
      actionForRoomEvent(
        { event: 'tipped', payload: { senderInfo: sender, performerId: 'p1', token: 15, conversationId: CONVERSATION } },
        CONVERSATION,
        at,
      ),
    ).toEqual(streamTipReceived({ _id: `tip-u1-${at.getTime()}`, name: 'Bea', token: 15, createdAt: at.toISOString() }));
    expect(actionForRoomEvent({ event: 'tipped', payload: { senderInfo: sender, performerId: 'p1', token: 15 } }, CONVERSATION)).toBeNull();
    expect(actionForRoomEvent({ event: 'messages_cleared', payload: { conversationId: 'other' } }, CONVERSATION)).toBeNull();
  });
});

describe('stream chat session', () => {
  it('joins, loads the newest 25, follows the room live, and leaves on close', async () => {
    const store = makeChatStore();
    const { socket, emitted, serverSends, listening } = fakeSocket();
    store.dispatch(openStreamChat({ performerId: 'p1', socket }));
    await settle();
    expect(api.conversation).toHaveBeenCalledWith('p1');
    expect(emitted).toContainEqual(['public-stream/join', { conversationId: CONVERSATION }]);
    expect(api.messages).toHaveBeenCalledWith(CONVERSATION, 0);
    expect(store.getState().streamChat.lines).toHaveLength(2);

    serverSends('message_created', { conversationId: CONVERSATION, message: message('m333', 'live one') });
    serverSends('message_created', { conversationId: 'other', message: { ...message('x', 'elsewhere'), conversationId: 'other' } });
    serverSends('message_deleted', { conversationId: CONVERSATION, messageId: 'm1', text: 'Message deleted' });
    serverSends('stream/count', { conversationId: CONVERSATION, total: 3, members: [] });
    serverSends('tipped', { senderInfo: sender, performerId: 'p1', token: 25, conversationId: CONVERSATION });
    const chat = store.getState().streamChat;
    expect(chat.lines.map((l) => (l.kind === 'message' ? l.message.text : `tip ${l.tip.token}`))).toEqual([
      'Message deleted',
      'second',
      'live one',
      'tip 25',
    ]);
    expect(chat.viewers).toBe(3);

    store.dispatch(closeStreamChat());
    await settle();
    expect(emitted.at(-1)).toEqual(['public-stream/leave', { conversationId: CONVERSATION }]);
    expect(listening()).toBe(0);
    expect(store.getState().streamChat.lines).toEqual([]);
  });

  it('joins again and reloads the newest page after the socket reconnects', async () => {
    const store = makeChatStore();
    const { socket, emitted } = fakeSocket();
    store.dispatch(openStreamChat({ performerId: 'p1', socket }));
    await settle();
    store.dispatch(streamSocketConnected());
    await settle();
    expect(emitted.filter(([event]) => event === 'public-stream/join')).toHaveLength(2);
    expect(api.messages).toHaveBeenCalledTimes(2);
  });

  it('loads older pages from the number of messages shown, and swallows loading failures', async () => {
    const store = makeChatStore();
    store.dispatch(openStreamChat({ performerId: 'p1', socket: fakeSocket().socket }));
    await settle();
    api.messages.mockRejectedValueOnce(new ApiError(500, null));
    store.dispatch(loadOlderStreamMessages());
    await settle();
    expect(api.messages).toHaveBeenLastCalledWith(CONVERSATION, 2);
    expect(store.getState().streamChat).toMatchObject({ loadingOlder: false, blocked: false });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the chat as blocked when the performer blocked the viewer', async () => {
    const store = makeChatStore();
    api.conversation.mockRejectedValueOnce(new ApiError(403, { message: 'You cannot join this stream' }));
    const { socket, emitted } = fakeSocket();
    store.dispatch(openStreamChat({ performerId: 'p1', socket }));
    await settle();
    expect(store.getState().streamChat.blocked).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('shows the chat as blocked when the performer blocks the viewer in the room, and ignores a removal from another room', async () => {
    const store = makeChatStore();
    const { socket, serverSends } = fakeSocket();
    store.dispatch(openStreamChat({ performerId: 'p1', socket }));
    await settle();
    serverSends('stream/removed', { conversationId: 'other', message: 'You cannot join this stream' });
    expect(store.getState().streamChat.blocked).toBe(false);
    serverSends('stream/removed', { conversationId: CONVERSATION, message: 'You cannot join this stream' });
    expect(store.getState().streamChat.blocked).toBe(true);
  });

  it('moderates when the join says the viewer is a moderator, and follows being named or no longer for this performer only', async () => {
    const store = makeChatStore();
    const { socket, serverSends } = fakeSocket({ ok: true, moderator: true });
    store.dispatch(openStreamChat({ performerId: 'p1', socket }));
    await settle();
    expect(store.getState().streamChat.moderator).toBe(true);
    serverSends('stream/moderator', { performerId: 'p2', moderator: false });
    expect(store.getState().streamChat.moderator).toBe(true);
    serverSends('stream/moderator', { performerId: 'p1', moderator: false });
    expect(store.getState().streamChat.moderator).toBe(false);
    serverSends('stream/moderator', { performerId: 'p1', moderator: true });
    expect(store.getState().streamChat.moderator).toBe(true);
    store.dispatch(closeStreamChat());
    expect(store.getState().streamChat.moderator).toBe(false);
  });

  it('sends a message and shows it once when the room echoes it', async () => {
    const store = makeChatStore();
    const { socket, serverSends } = fakeSocket();
    store.dispatch(openStreamChat({ performerId: 'p1', socket }));
    await settle();
    api.send.mockResolvedValueOnce(message('m4444', 'hello'));
    store.dispatch(sendStreamMessage({ text: 'hello' }));
    await settle();
    serverSends('message_created', { conversationId: CONVERSATION, message: message('m4444', 'hello') });
    expect(api.send).toHaveBeenCalledWith(CONVERSATION, 'hello');
    const texts = store.getState().streamChat.lines.map((l) => l.kind === 'message' && l.message.text);
    expect(texts.filter((t) => t === 'hello')).toHaveLength(1);
    expect(store.getState().streamChat.sending).toBe(false);
  });

  it('follows this viewer’s mute and ban from the room, and a muted viewer’s refusal keeps the chat open', async () => {
    const store = makeChatStore();
    const { socket, serverSends } = fakeSocket();
    store.dispatch(openStreamChat({ performerId: 'p1', socket }));
    await settle();
    const mute = { kind: 'mute' as const, reason: 'Too loud', until: '2099-01-01T10:00:00.000Z' };
    serverSends('stream/sanctioned', { conversationId: 'other', ...mute });
    expect(store.getState().streamChat.sanction).toBeNull();
    serverSends('stream/sanctioned', { conversationId: CONVERSATION, ...mute });
    expect(store.getState().streamChat.sanction).toEqual(mute);
    api.send.mockRejectedValueOnce(new ApiError(403, { message: 'You are muted in this chat until 2099-01-01T10:00:00.000Z: Too loud' }));
    store.dispatch(sendStreamMessage({ text: 'hello?' }));
    await settle();
    expect(store.getState().streamChat).toMatchObject({ blocked: false, sendError: expect.stringContaining('Too loud') });
    serverSends('stream/sanctioned', { conversationId: CONVERSATION, kind: null, reason: '', until: null });
    expect(store.getState().streamChat.sanction).toBeNull();
    api.send.mockRejectedValueOnce(new ApiError(403, { message: 'You are banned from this chat: Spam' }));
    store.dispatch(sendStreamMessage({ text: 'again' }));
    await settle();
    expect(store.getState().streamChat.blocked).toBe(true);
  });

  it('writes in a show’s chat through the show’s call, and reads an ended show’s chat without joining its room', async () => {
    const store = makeChatStore();
    const live = fakeSocket();
    store.dispatch(openStreamChat({ performerId: 'p1', socket: live.socket, showConversationId: 'show-chat' }));
    await settle();
    expect(live.emitted).toContainEqual(['private-stream/join', { conversationId: 'show-chat' }]);
    api.sendInShow.mockResolvedValueOnce({ ...message('m55555', 'hi'), conversationId: 'show-chat' });
    store.dispatch(sendStreamMessage({ text: 'hi' }));
    await settle();
    expect(api.sendInShow).toHaveBeenCalledWith('show-chat', 'hi');
    expect(api.send).not.toHaveBeenCalled();

    const over = fakeSocket();
    store.dispatch(openStreamChat({ performerId: 'p1', socket: over.socket, showConversationId: 'show-chat', archived: true }));
    await settle();
    expect(over.emitted).toEqual([]);
    expect(api.messages).toHaveBeenLastCalledWith('show-chat', 0);
    expect(store.getState().streamChat).toMatchObject({ archived: true, conversationId: 'show-chat', blocked: false });
    expect(store.getState().streamChat.lines).toHaveLength(2);
  });

  it('mutes a viewer with the reason and reloads the moderation', async () => {
    const store = makeChatStore();
    store.dispatch(openStreamChat({ performerId: 'p1', socket: fakeSocket().socket }));
    await settle();
    api.mute.mockResolvedValueOnce({ success: true });
    const moderation = { rules: { slowModeSeconds: 0, bannedWords: [] }, sanctions: [], moderators: [] };
    api.moderation.mockResolvedValueOnce(moderation);
    store.dispatch(muteChatUser({ userId: 'u1', minutes: 5, reason: 'Too loud' }));
    await settle();
    expect(api.mute).toHaveBeenCalledWith(CONVERSATION, { userId: 'u1', minutes: 5, reason: 'Too loud' });
    expect(toast.success).toHaveBeenCalled();
    expect(store.getState().streamChat).toMatchObject({ moderation, moderating: false });
  });

  it('names a fan a moderator, and says why when the server refuses', async () => {
    const store = makeChatStore();
    store.dispatch(openStreamChat({ performerId: 'p1', socket: fakeSocket().socket }));
    await settle();
    const moderation = { rules: { slowModeSeconds: 0, bannedWords: [] }, sanctions: [], moderators: [{ _id: 'u1', name: 'Bea' }] };
    api.nameModerator.mockResolvedValueOnce({ success: true });
    api.moderation.mockResolvedValueOnce(moderation);
    store.dispatch(nameChatModerator('u1'));
    await settle();
    expect(api.nameModerator).toHaveBeenCalledWith('u1');
    expect(store.getState().streamChat.moderation).toEqual(moderation);
    const refusal = 'Only a fan of yours (who has you as a favourite) can be a moderator';
    api.nameModerator.mockRejectedValueOnce(new ApiError(400, { message: refusal }));
    store.dispatch(nameChatModerator('u2'));
    await settle();
    expect(toast.error).toHaveBeenCalledWith(refusal);
    expect(store.getState().streamChat.moderating).toBe(false);
  });
});
