/**
 * Side effects of the stream chat: one session per open chat. A session fetches the
 * conversation, opens the feature's socket channel, joins the room and loads the
 * newest page; it joins and reloads again whenever the socket reconnects, and leaves
 * the room when the chat closes. Loading failures are swallowed (docs/api.md#how-the-web-client-shows-errors).
 */
import { all, call, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, errorMessage } from '@/lib/http';
import { handleSocketEvents, type SocketMessage } from '@/lib/socket';
import { toast } from '@/lib/toast';
import type { ListPage } from '@/shared/schemas/common';
import type { ChatModeration, ChatRules, Message, StreamConversation } from '@/shared/schemas/messaging';
import type { StreamRoomAck } from '@/shared/socket-events';
import { CHAT_MUTED_TEXT_START } from '@/shared/constants';
import {
  apiBanChatUser,
  apiChatModeration,
  apiClearStreamChat,
  apiDeleteStreamMessage,
  apiLiftChatSanction,
  apiMuteChatUser,
  apiNameModerator,
  apiRemoveModerator,
  apiSaveChatRules,
  apiSendShowMessage,
  apiSendStreamMessage,
  apiStreamConversation,
  apiStreamMessages,
} from './api';
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
  streamChatModerator,
  streamChatCleared,
  streamConversationLoaded,
  streamMessageDeleted,
  streamMessageReceived,
  streamMessagesLoaded,
  streamSocketConnected,
  streamTipReceived,
  streamViewersCounted,
  streamChatSanctioned,
  banChatUser,
  chatModerationFailed,
  chatModerationLoaded,
  liftChatSanction,
  loadChatModeration,
  muteChatUser,
  nameChatModerator,
  removeChatModerator,
  saveChatRules,
  selectIsShowChat,
  type SanctionIntent,
  type StreamChatOpening,
  type StreamChatSocket,
} from './slice';

const ROOM_EVENTS = [
  'message_created',
  'message_deleted',
  'messages_cleared',
  'stream/count',
  'stream/removed',
  'stream/sanctioned',
  'tipped',
] as const;
type RoomEventName = (typeof ROOM_EVENTS)[number];
type RoomEvent = SocketMessage<RoomEventName>;

const isForbidden = (err: unknown) => err instanceof ApiError && err.statusCode === 403;
/** A muted viewer's refusal: they still read the chat (a block or a ban closes it). */
const isMuted = (err: unknown) => err instanceof ApiError && err.message.startsWith(CHAT_MUTED_TEXT_START);

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
      // The performer blocked or banned this viewer while they were in the room.
      return streamChatBlocked();
    case 'stream/sanctioned':
      return streamChatSanctioned(payload.kind ? { kind: payload.kind, reason: payload.reason, until: payload.until } : null);
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
  if (room === 'public') yield put(streamChatModerator(joined.moderator === true));
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
/** A show's chat after the show: its messages are read, no room is joined. */
function* readArchivedChat(conversationId: string) {
  yield put(streamConversationLoaded(conversationId));
  try {
    const page: ListPage<Message> = yield call(apiStreamMessages, conversationId, 0);
    yield put(streamMessagesLoaded(page));
  } catch (err) {
    if (isForbidden(err)) yield put(streamChatBlocked());
  }
}

export function* streamChatSession(
  socket: StreamChatSocket,
  performerId: string,
  showConversationId?: string,
  publicConversationId?: string,
  archived = false,
) {
  if (archived && showConversationId) {
    yield call(readArchivedChat, showConversationId);
    return;
  }
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
  /** The performer named this viewer a moderator, or no longer (their public chat only). */
  function* moderatorEvent({ payload }: SocketMessage<'stream/moderator'>) {
    if (room === 'public' && payload.performerId === performerId) yield put(streamChatModerator(payload.moderator));
  }
  try {
    // In this order: listening starts before joining, so nothing said right after the join is missed.
    yield all([
      call(handleSocketEvents<RoomEventName>, socket, ROOM_EVENTS, roomEvent),
      call(handleSocketEvents<'stream/moderator'>, socket, ['stream/moderator'], moderatorEvent),
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
    session: call(
      streamChatSession,
      payload.socket,
      payload.performerId,
      payload.showConversationId,
      payload.publicConversationId,
      payload.archived,
    ),
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
  const isShow: boolean = yield select(selectIsShowChat);
  if (!conversationId) return;
  try {
    const message: Message = yield call(isShow ? apiSendShowMessage : apiSendStreamMessage, conversationId, action.payload.text);
    yield put(sendStreamMessageSuccess(message));
  } catch (err) {
    yield put(sendStreamMessageFail(errorMessage(err)));
    if (isForbidden(err) && !isMuted(err)) yield put(streamChatBlocked());
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

/** The moderation panel's data: rules, sanctions in force, moderators. */
export function* loadModerationSaga() {
  const conversationId: string | null = yield select(selectStreamConversationId);
  if (!conversationId) return;
  try {
    const moderation: ChatModeration = yield call(apiChatModeration, conversationId);
    yield put(chatModerationLoaded(moderation));
  } catch (err) {
    yield put(chatModerationFailed());
    yield call(toast.error, errorMessage(err));
  }
}

/** Runs one moderation call, then reloads the panel's data; the outcome is a toast. */
function* moderate(run: (conversationId: string) => Promise<unknown>) {
  const conversationId: string | null = yield select(selectStreamConversationId);
  if (!conversationId) return;
  try {
    yield call(run, conversationId);
    yield call(toast.success, 'streamChat.moderation.saved', { ns: 'components' });
    yield call(loadModerationSaga);
  } catch (err) {
    yield put(chatModerationFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export function* muteSaga({ payload }: PayloadAction<SanctionIntent>) {
  yield call(moderate, (id) => apiMuteChatUser(id, { userId: payload.userId, minutes: payload.minutes ?? 0, reason: payload.reason }));
}

export function* banSaga({ payload }: PayloadAction<SanctionIntent>) {
  yield call(moderate, (id) => apiBanChatUser(id, { userId: payload.userId, reason: payload.reason }));
}

export function* liftSaga({ payload }: PayloadAction<string>) {
  yield call(moderate, (id) => apiLiftChatSanction(id, payload));
}

export function* saveRulesSaga({ payload }: PayloadAction<ChatRules>) {
  yield call(moderate, (id) => apiSaveChatRules(id, payload));
}

export function* nameModeratorSaga({ payload }: PayloadAction<string>) {
  yield call(moderate, () => apiNameModerator(payload));
}

export function* removeModeratorSaga({ payload }: PayloadAction<string>) {
  yield call(moderate, () => apiRemoveModerator(payload));
}

export default function* streamChatSagas() {
  // A new open (another performer, or a socket replaced at login) ends the previous session.
  yield takeLatest(openStreamChat.type, runStreamChat);
  yield takeLatest(loadOlderStreamMessages.type, loadOlderSaga);
  yield takeEvery(sendStreamMessage.type, sendSaga);
  yield takeEvery(deleteStreamMessage.type, deleteSaga);
  yield takeLatest(clearStreamChat.type, clearSaga);
  yield takeLatest(loadChatModeration.type, loadModerationSaga);
  yield takeLeading(muteChatUser.type, muteSaga);
  yield takeLeading(banChatUser.type, banSaga);
  yield takeLeading(liftChatSanction.type, liftSaga);
  yield takeLeading(saveChatRules.type, saveRulesSaga);
  yield takeLeading(nameChatModerator.type, nameModeratorSaga);
  yield takeLeading(removeChatModerator.type, removeModeratorSaga);
}
