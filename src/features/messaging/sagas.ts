/**
 * Side effects of private messaging: loading conversations and messages, opening a
 * conversation, sending (text, pictures and files), paying the performer directly,
 * marking read, and what a `message_created` socket event means for this account.
 */
import { END, buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import type { ListPage } from '@/shared/schemas/common';
import type { Conversation, Message, UnreadTotal } from '@/shared/schemas/messaging';
import type { CurrentAccount } from '@/shared/schemas/profile';
import type { PayTokenResult } from '@/shared/schemas/money';
import { ApiError, errorMessage } from '@/lib/http';
import { navigate } from '@/lib/navigation';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import { toast } from '@/lib/toast';
import { balanceChanged, selectCurrentAccount } from '@/features/account/slice';
import {
  apiConversation,
  apiConversations,
  apiMarkRead,
  apiMessages,
  apiOpenConversation,
  apiPayPerformer,
  apiSendFile,
  apiSendMessage,
  apiTotalUnread,
} from './api';
import {
  conversationActivated,
  conversationReceived,
  loadConversations,
  loadConversationsFail,
  loadConversationsSuccess,
  loadMessagesFail,
  loadOlderMessages,
  loadTotalUnread,
  messageArrived,
  messagesLoaded,
  messagesRead,
  openConversation,
  openConversationFail,
  selectActiveConversationId,
  selectConversationList,
  selectThread,
  sendMessage,
  sendMessageFail,
  sendMessageRefused,
  sendMessageSuccess,
  sendFile,
  sendFileFail,
  sendFileProgress,
  sendFileSuccess,
  payPerformer,
  payPerformerFail,
  payPerformerSuccess,
  socketMessageCreated,
  socketMessagesRead,
  totalUnreadLoaded,
  type MessagingState,
  type OpenTarget,
  openMessagingEvents,
  closeMessagingEvents,
} from './slice';

/** Where the messages page shows a conversation. */
export const conversationPath = (conversationId: string) => `/messages?conversationId=${encodeURIComponent(conversationId)}`;

export function* loadConversationsSaga(action: PayloadAction<{ offset: number; q?: string }>) {
  const { offset, q } = action.payload;
  try {
    const page: ListPage<Conversation> = yield call(apiConversations, { offset, limit: CONVERSATIONS_PAGE_SIZE, ...(q ? { q } : {}) });
    yield put(loadConversationsSuccess({ offset, ...page }));
  } catch (err) {
    yield put(loadConversationsFail(errorMessage(err)));
  }
}

/** The server's unread total; a failure keeps the count shown (it is a hint, not a record). */
export function* loadTotalUnreadSaga() {
  try {
    const { total }: UnreadTotal = yield call(apiTotalUnread);
    yield put(totalUnreadLoaded(total));
  } catch {
    // The badge keeps its last value; the next event or page load corrects it.
  }
}

/** Tells the server the open conversation is read. */
function* markReadSaga(conversationId: string) {
  try {
    yield call(apiMarkRead, conversationId);
  } catch {
    // Still unread on the server: the count comes back with the next load, nothing is lost.
  }
}

/** The conversation to open: from the list when known, else fetched by id or made from its source. */
function* resolveConversation(target: OpenTarget) {
  if ('source' in target) {
    const made: Conversation = yield call(apiOpenConversation, target.source, target.sourceId);
    return made;
  }
  const list: MessagingState['conversations'] = yield select(selectConversationList);
  const known = list.data.find((c) => c._id === target.conversationId);
  if (known) return known;
  const fetched: Conversation = yield call(apiConversation, target.conversationId);
  return fetched;
}

/**
 * Makes the conversation active with no unread messages, loads its first 25
 * messages and marks it read (docs/domain.md#messaging). Opened from a source (the performer page),
 * it is then shown on the messages page. The conversation already open is left as is.
 */
export function* openConversationSaga(action: PayloadAction<OpenTarget>) {
  const target = action.payload;
  const activeId: string | null = yield select(selectActiveConversationId);
  if ('conversationId' in target && target.conversationId === activeId) return;
  let conversation: Conversation;
  try {
    conversation = yield call(resolveConversation, target);
  } catch {
    yield put(openConversationFail(MSG.errorOccured));
    yield call(toast.error, MSG.errorOccured);
    return;
  }
  yield put(conversationActivated(conversation));
  yield call(loadMessagesSaga, conversation._id, 0);
  yield call(markReadSaga, conversation._id);
  // The count the list held for it may have been stale: the server's total, now that it is read.
  yield call(loadTotalUnreadSaga);
  if ('source' in target) yield call(navigate, conversationPath(conversation._id));
}

/** One page of the conversation's messages from `offset` (counted from the newest). */
function* loadMessagesSaga(conversationId: string, offset: number) {
  try {
    const page: ListPage<Message> = yield call(apiMessages, conversationId, { offset, limit: MESSAGES_PAGE_SIZE });
    yield put(messagesLoaded({ conversationId, ...page }));
  } catch (err) {
    yield put(loadMessagesFail({ conversationId, error: errorMessage(err) }));
    yield call(toast.error, MSG.errorOccured);
  }
}

/** The next older page: messages that arrived meanwhile moved the offset, so it counts what is held. */
export function* loadOlderMessagesSaga() {
  const thread: MessagingState['thread'] = yield select(selectThread);
  if (!thread.conversationId) return;
  yield call(loadMessagesSaga, thread.conversationId, thread.data.length);
}

export function* sendMessageSaga(action: PayloadAction<{ conversationId: string; text: string; idempotencyKey: string }>) {
  const { conversationId, text, idempotencyKey } = action.payload;
  try {
    const message: Message = yield call(apiSendMessage, conversationId, text, idempotencyKey);
    yield put(sendMessageSuccess({ key: idempotencyKey, message }));
  } catch (err) {
    const error = errorMessage(err);
    // Refused (not enough tokens, too long): a retry would be refused too, so the text goes back to the box.
    if (isRefusal(err)) yield put(sendMessageRefused({ key: idempotencyKey, text }));
    else yield put(sendMessageFail({ key: idempotencyKey, error }));
    yield call(toast.error, error);
  }
}

/** A 4xx other than a lost session: the server will refuse the same request again. */
const isRefusal = (err: unknown) => err instanceof ApiError && err.statusCode >= 400 && err.statusCode < 500 && err.statusCode !== 401;

/** What sending a file tells: how far it is, then its answer or its failure. */
type FileEvent = { progress: number } | { sent: Message } | { error: unknown };

/**
 * The upload of a file as a channel of its events, kept in order until the saga takes
 * them (none is lost while it is busy); closing the channel (the saga cancelled) aborts it.
 */
function fileChannel(form: FormData): EventChannel<FileEvent> {
  return eventChannel<FileEvent>((emit) => {
    const controller = new AbortController();
    apiSendFile(form, (fraction) => emit({ progress: fraction }), controller.signal).then(
      (sent) => {
        emit({ sent });
        emit(END);
      },
      (error: unknown) => {
        emit({ error });
        emit(END);
      },
    );
    return () => controller.abort();
  }, buffers.expanding<FileEvent>(16));
}

export function* sendFileSaga(action: PayloadAction<{ conversationId: string; file: File }>) {
  const form = new FormData();
  form.append('conversationId', action.payload.conversationId);
  form.append('file', action.payload.file);
  const channel: EventChannel<FileEvent> = yield call(fileChannel, form);
  try {
    while (true) {
      const event: FileEvent = yield take(channel);
      if ('progress' in event) yield put(sendFileProgress(event.progress));
      else if ('sent' in event) {
        yield put(sendFileSuccess(event.sent));
        return;
      } else {
        const error = errorMessage(event.error);
        yield put(sendFileFail(error));
        yield call(toast.error, error);
        return;
      }
    }
  } finally {
    channel.close();
  }
}

export function* payPerformerSaga(action: PayloadAction<{ performerId: string; token: number; note: string; idempotencyKey: string }>) {
  const { performerId, token, note, idempotencyKey } = action.payload;
  try {
    const result: PayTokenResult = yield call(apiPayPerformer, performerId, { token, note }, idempotencyKey);
    yield put(payPerformerSuccess());
    yield put(balanceChanged(result.balance));
  } catch (err) {
    yield put(payPerformerFail(errorMessage(err)));
  }
}

/**
 * A `message_created` event: a stream chat's (the same socket may be in a stream's room)
 * is none of the inbox's business. Whose it is decides the unread count. Someone else's in
 * the open conversation is marked read at once, and the total stays as it is (the
 * reducer did not count it); one in a conversation the loaded list does not hold
 * brings that conversation in, unless the list shows a search.
 */
export function* socketMessageSaga(action: PayloadAction<{ conversationId: string; message: Message; conversationType?: 'private' }>) {
  const { conversationId, message, conversationType } = action.payload;
  if (conversationType !== 'private') return;
  const account: CurrentAccount | null = yield select(selectCurrentAccount);
  const mine = Boolean(account && message.senderId === account._id);
  const list: MessagingState['conversations'] = yield select(selectConversationList);
  const listed = list.data.some((c) => c._id === conversationId);
  const activeId: string | null = yield select(selectActiveConversationId);
  yield put(messageArrived({ conversationId, message, mine }));
  if (!mine && activeId === conversationId) yield call(markReadSaga, conversationId);
  if (!listed && list.loaded && !list.query) {
    try {
      const conversation: Conversation = yield call(apiConversation, conversationId);
      yield put(conversationReceived(conversation));
    } catch {
      // The list shows it at its next load.
    }
  }
}

/** A `messages/read` event: a read receipt of the other person, or this account reading in another tab (its total is then asked anew). */
export function* socketMessagesReadSaga(action: PayloadAction<{ conversationId: string; readerId: string; readAt: string }>) {
  const { conversationId, readerId, readAt } = action.payload;
  const account: CurrentAccount | null = yield select(selectCurrentAccount);
  const mine = Boolean(account && readerId === account._id);
  yield put(messagesRead({ conversationId, readAt, mine }));
  if (mine) yield call(loadTotalUnreadSaga);
}

export function* messageEventSaga(event: SocketMessage<'message_created' | 'messages/read'>) {
  if (event.event === 'message_created') yield put(socketMessageCreated(event.payload));
  else yield put(socketMessagesRead(event.payload));
}

export function* runMessagingEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closeMessagingEvents, payload.socket, ['message_created', 'messages/read'], messageEventSaga);
}

export default function* messagingSagas() {
  yield takeLatest(openMessagingEvents.type, runMessagingEvents);
  yield takeLatest(loadConversations.type, loadConversationsSaga);
  yield takeLatest(openConversation.type, openConversationSaga);
  yield takeLeading(loadOlderMessages.type, loadOlderMessagesSaga);
  // Each message is its own request; one in flight never holds back the next.
  yield takeEvery(sendMessage.type, sendMessageSaga);
  // One file at a time: the composer shows its progress.
  yield takeLeading(sendFile.type, sendFileSaga);
  yield takeLeading(payPerformer.type, payPerformerSaga);
  yield takeEvery(socketMessageCreated.type, socketMessageSaga);
  yield takeEvery(socketMessagesRead.type, socketMessagesReadSaga);
  yield takeLatest(loadTotalUnread.type, loadTotalUnreadSaga);
}
