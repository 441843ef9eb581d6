/**
 * Side effects of the stream chat: one session per open chat. A session fetches the
 * conversation, opens the feature's socket channel, joins the room and loads the
 * newest page; it joins and reloads again whenever the socket reconnects, and leaves
 * the room when the chat closes. Loading failures are swallowed (docs/api.md#how-the-web-client-shows-errors).
 */
import { all, call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, errorMessage } from '@/lib/http';
import { handleSocketEvents, type SocketMessage } from '@/lib/socket';
import { toast } from '@/lib/toast';
import type { ListPage } from '@/shared/schemas/common';
import type { Message, StreamConversation } from '@/shared/schemas/messaging';
import type { StreamRoomAck } from '@/shared/socket-events';
import { apiClearStreamChat, apiDeleteStreamMessage, apiSendStreamMessage, apiStreamConversation, apiStreamMessages } from './api';
import {
  closeStreamChat,
  clearStreamChat,
  deleteStreamMessage,
  loadOlderStreamMessages,
  loadOlderStreamMessagesFailed,
  openStreamChat,
  selectStreamConversationId,
  selectStreamMessageCount,
  sendStreamMessage,
  sendStreamMessageFail,
  sendStreamMessageSuccess,
  streamChatBlocked,
  streamChatCleared,
  streamConversationLoaded,
  streamMessageDeleted,
  streamMessageReceived,
  streamMessagesLoaded,
  streamSocketConnected,
  streamTipReceived,
  streamViewersCounted,
  type StreamChatOpening,
  type StreamChatSocket,
} from './slice';

const ROOM_EVENTS = ['message_created', 'message_deleted', 'messages_cleared', 'stream/count', 'stream/removed', 'tipped'] as const;
type RoomEventName = (typeof ROOM_EVENTS)[number];
type RoomEvent = SocketMessage<RoomEventName>;

const isForbidden = (err: unknown) => err instanceof ApiError && err.statusCode === 403;

/** The action for a room event of `conversationId`, or null for another room's event. */
export function actionForRoomEvent({ event, payload }: RoomEvent, conversationId: string, receivedAt = new Date()) {
  if (payload.conversationId !== conversationId) return null;
  switch (event) {
    case 'message_created':
      return streamMessageReceived(payload.message);
    case 'message_deleted':
      return streamMessageDeleted({ messageId: payload.messageId, text: payload.text });
    case 'messages_cleared':
      return streamChatCleared();
    case 'stream/count':
      return streamViewersCounted(payload.total);
    case 'stream/removed':
      // The performer blocked this viewer while they were in the room.
      return streamChatBlocked();
    case 'tipped':
      return streamTipReceived({
        _id: `tip-${payload.senderInfo._id}-${receivedAt.getTime()}`,
        name: payload.senderInfo.name,
        token: payload.token,
        createdAt: receivedAt.toISOString(),
      });
  }
}

/** A public stream's room or a show's (only its parties get in). */
type RoomKind = 'public' | 'show';
const JOIN = { public: 'public-stream/join', show: 'private-stream/join' } as const;
const LEAVE = { public: 'public-stream/leave', show: 'private-stream/leave' } as const;

/** Joins the room and loads the newest page; a refused join means the viewer is blocked (or out of the show). */
export function* joinAndLoad(socket: StreamChatSocket, conversationId: string, room: RoomKind = 'public') {
  const joined: StreamRoomAck = yield call([socket, socket.emitWithAck], JOIN[room], { conversationId });
  if (!joined.ok) {
    yield put(streamChatBlocked());
    return;
  }
  try {
    const page: ListPage<Message> = yield call(apiStreamMessages, conversationId, 0);
    yield put(streamMessagesLoaded(page));
  } catch (err) {
    if (isForbidden(err)) yield put(streamChatBlocked());
  }
}

/** Joins again after every reconnect: the server forgets a dropped socket's rooms. */
function* rejoinOnReconnect(socket: StreamChatSocket, conversationId: string, room: RoomKind) {
  yield takeLatest(streamSocketConnected.type, joinAndLoad, socket, conversationId, room);
}

/** One open chat, from fetching its conversation (a show's is known, and a public one may be) to leaving its room. */
export function* streamChatSession(
  socket: StreamChatSocket,
  performerId: string,
  showConversationId?: string,
  publicConversationId?: string,
) {
  const room: RoomKind = showConversationId ? 'show' : 'public';
  const known = showConversationId ?? publicConversationId;
  let conversationId: string;
  if (known) {
    conversationId = known;
  } else {
    try {
      const conversation: StreamConversation = yield call(apiStreamConversation, performerId);
      conversationId = conversation._id;
    } catch (err) {
      if (isForbidden(err)) yield put(streamChatBlocked());
      return;
    }
  }
  yield put(streamConversationLoaded(conversationId));
  function* roomEvent(event: RoomEvent) {
    const action = actionForRoomEvent(event, conversationId);
    if (action) yield put(action);
  }
  try {
    // In this order: listening starts before joining, so nothing said right after the join is missed.
    yield all([
      call(handleSocketEvents<RoomEventName>, socket, ROOM_EVENTS, roomEvent),
      call(joinAndLoad, socket, conversationId, room),
      call(rejoinOnReconnect, socket, conversationId, room),
    ]);
  } finally {
    socket.emit(LEAVE[room], { conversationId });
  }
}

/** The session lasts until the chat closes; race cancels it, and its finally leaves the room. */
export function* runStreamChat({ payload }: PayloadAction<StreamChatOpening>) {
  yield race({
    session: call(streamChatSession, payload.socket, payload.performerId, payload.showConversationId, payload.publicConversationId),
    closed: take(closeStreamChat.type),
  });
}

export function* loadOlderSaga() {
  const conversationId: string | null = yield select(selectStreamConversationId);
  const offset: number = yield select(selectStreamMessageCount);
  if (!conversationId) return;
  try {
    const page: ListPage<Message> = yield call(apiStreamMessages, conversationId, offset);
    yield put(streamMessagesLoaded(page));
  } catch {
    yield put(loadOlderStreamMessagesFailed());
  }
}

export function* sendSaga(action: PayloadAction<{ text: string }>) {
  const conversationId: string | null = yield select(selectStreamConversationId);
  if (!conversationId) return;
  try {
    const message: Message = yield call(apiSendStreamMessage, conversationId, action.payload.text);
    yield put(sendStreamMessageSuccess(message));
  } catch (err) {
    yield put(sendStreamMessageFail(errorMessage(err)));
    if (isForbidden(err)) yield put(streamChatBlocked());
  }
}

/** The deletion reaches everyone (this page too) as message_deleted; the answer shows it at once. */
export function* deleteSaga(action: PayloadAction<string>) {
  try {
    const message: Message = yield call(apiDeleteStreamMessage, action.payload);
    yield put(streamMessageDeleted({ messageId: message._id, text: message.text }));
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
}

export function* clearSaga() {
  const conversationId: string | null = yield select(selectStreamConversationId);
  if (!conversationId) return;
  try {
    yield call(apiClearStreamChat, conversationId);
    yield put(streamChatCleared());
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
}

export default function* streamChatSagas() {
  // A new open (another performer, or a socket replaced at login) ends the previous session.
  yield takeLatest(openStreamChat.type, runStreamChat);
  yield takeLatest(loadOlderStreamMessages.type, loadOlderSaga);
  yield takeEvery(sendStreamMessage.type, sendSaga);
  yield takeEvery(deleteStreamMessage.type, deleteSaga);
  yield takeLatest(clearStreamChat.type, clearSaga);
}
