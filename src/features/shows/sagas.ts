/**
 * Side effects of shows: the calls, and one channel of show socket events per open
 * page (`openShowEvents` … `closeShowEvents`). A waiting user whose request is
 * accepted goes to the show page; so does the performer who accepts or starts a group
 * show, and a user who joins one. After a show ends, the page loads it once more for
 * the final totals; at each connection of the show page's socket (the first included),
 * for whatever it missed, and likewise the live page's requests and running show.
 */
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { errorMessage } from '@/lib/http';
import { navigate } from '@/lib/navigation';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import { toast } from '@/lib/toast';
import { showPagePath } from './paths';
import { ownStreamingStatusChanged, selectCurrentAccount } from '@/features/account/slice';
import type { ListPage } from '@/shared/schemas/common';
import type { CurrentAccount } from '@/shared/schemas/profile';
import type { PrivateRequest, Show, ShowOffer } from '@/shared/schemas/shows';
import {
  apiAcceptPrivateRequest,
  apiCancelPrivateRequest,
  apiCurrentShow,
  apiDeclinePrivateRequest,
  apiEndShow,
  apiJoinGroupShow,
  apiPrivateRequests,
  apiRequestPrivateShow,
  apiShow,
  apiShowOffer,
  apiStartGroupShow,
} from './api';
import {
  acceptPrivateRequest,
  cancelPrivateRequest,
  closeShowEvents,
  declinePrivateRequest,
  endShow,
  endShowDone,
  groupShowStartDone,
  joinGroupShow,
  liveShowsConnected,
  loadCurrentShow,
  loadShowOffer,
  noCurrentShow,
  openShowEvents,
  privateRequestAnswered,
  privateRequestCancelled,
  privateRequestClosed,
  privateRequestReceived,
  privateRequestsLoaded,
  privateShowRequested,
  requestPrivateShow,
  selectCurrentShow,
  selectShowOffer,
  showAskFailed,
  showEnded,
  showLoaded,
  showLowBalance,
  showOfferLoaded,
  showPageConnected,
  startGroupShow,
  type ShowSnapshot,
} from './slice';

export const SHOW_EVENTS = [
  'private-chat-request',
  'show/request-closed',
  'show/started',
  'show/updated',
  'show/low-balance',
  'show/ended',
  'show/left',
  'modelUpdateStreamingStatus',
] as const;
type ShowEventName = (typeof SHOW_EVENTS)[number];
type ShowEvent = SocketMessage<ShowEventName>;

/** The action for a show event; null for events of no interest here. `receivedAt` is the browser's clock. */
export function actionForShowEvent({ event, payload }: ShowEvent, receivedAt: number) {
  switch (event) {
    case 'private-chat-request':
      return privateRequestReceived(payload);
    case 'show/request-closed':
      return privateRequestClosed({ showId: payload.showId, reason: payload.reason });
    case 'show/started':
    case 'show/updated':
      return showLoaded({ show: payload.show, receivedAt });
    case 'show/low-balance':
      return showLowBalance({ ...payload, receivedAt });
    case 'show/ended':
      return showEnded({ showId: payload.showId, reason: payload.reason, left: false });
    case 'show/left':
      return showEnded({ showId: payload.showId, reason: payload.reason, left: true });
    default:
      return null;
  }
}

/** A performer's streaming statuses while they run a show. */
const IN_SHOW = ['private', 'group'];

function* followStatus(payload: { id: string; status: string }) {
  const account: CurrentAccount | null = yield select(selectCurrentAccount);
  if (account?._id === payload.id) {
    yield put(ownStreamingStatusChanged(payload.status as Parameters<typeof ownStreamingStatusChanged>[0]));
    // A show this performer started elsewhere (another tab) while the page knows of none: the live page's way back into it.
    const current: ShowSnapshot | null = yield select(selectCurrentShow);
    if (IN_SHOW.includes(payload.status) && !current) yield put(loadCurrentShow());
  }
  const offer: ShowOffer | null = yield select(selectShowOffer);
  // A group show started or ended: the page needs its id and price.
  if (offer?.performerId === payload.id) yield put(loadShowOffer(payload.id));
}

/** One show event on an open page. */
export function* showEventSaga(message: ShowEvent) {
  if (message.event === 'modelUpdateStreamingStatus') {
    yield call(followStatus, message.payload);
    return;
  }
  const action = actionForShowEvent(message, Date.now());
  if (action) yield put(action);
  // The performer accepted this user's request: to the show.
  if (message.event === 'show/started' && message.payload.show.role === 'viewer') {
    const offer: ShowOffer | null = yield select(selectShowOffer);
    if (offer?.pendingRequest?.showId === message.payload.show._id) yield call(navigate, showPagePath(message.payload.show._id));
  }
  if (message.event === 'show/ended' || message.event === 'show/left') {
    yield call(reloadEndedShow, message.payload.showId);
    // On the performer's page: no more "Back to your show" into a show that is over for them.
    const offer: ShowOffer | null = yield select(selectShowOffer);
    if (offer?.activeShowId === message.payload.showId) yield put(loadShowOffer(offer.performerId));
  }
}

/** The final totals of the page's show once it is over. */
function* reloadEndedShow(showId: string) {
  const current: ShowSnapshot | null = yield select(selectCurrentShow);
  if (current?.show._id !== showId) return;
  try {
    const show: Show = yield call(apiShow, showId);
    yield put(showLoaded({ show, receivedAt: Date.now() }));
  } catch {
    // The ended state is shown already; the totals stay as last heard.
  }
}

/**
 * The show page's socket connected, the first time too: its show as it is now. The
 * server rendered it before the page listened (the other party arriving, a minute
 * charged), and events sent while the socket was away are lost (a viewer away beyond
 * the grace period is out of the show).
 */
export function* showPageConnectedSaga() {
  const current: ShowSnapshot | null = yield select(selectCurrentShow);
  if (!current) return;
  try {
    const show: Show = yield call(apiShow, current.show._id);
    yield put(showLoaded({ show, receivedAt: Date.now() }));
  } catch {
    // The page keeps what it knew; the next event corrects it.
  }
}

/** The live page's socket connected, the first time too: the open requests and the running show, which events may have changed meanwhile. */
export function* liveShowsConnectedSaga() {
  yield all([call(loadRequestsSaga), call(loadCurrentSaga)]);
}

export function* runShowEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession<ShowEventName>(closeShowEvents, payload.socket, SHOW_EVENTS, showEventSaga);
}

export function* loadOfferSaga({ payload }: PayloadAction<string>) {
  try {
    const offer: ShowOffer = yield call(apiShowOffer, payload);
    yield put(showOfferLoaded(offer));
  } catch {
    // No offer (a performer the visitor cannot see): the page simply shows no show buttons.
  }
}

export function* requestSaga({ payload }: PayloadAction<string>) {
  try {
    const show: Show = yield call(apiRequestPrivateShow, payload);
    yield put(privateShowRequested(show));
  } catch (err) {
    yield put(showAskFailed(errorMessage(err)));
  }
}

export function* cancelSaga() {
  const offer: ShowOffer | null = yield select(selectShowOffer);
  const showId = offer?.pendingRequest?.showId;
  if (!showId) return;
  try {
    yield call(apiCancelPrivateRequest, showId);
  } catch (err) {
    // Already answered or expired: either way it is no longer waiting.
    yield call(toast.error, errorMessage(err));
  }
  yield put(privateRequestCancelled());
}

export function* joinSaga({ payload }: PayloadAction<string>) {
  try {
    const show: Show = yield call(apiJoinGroupShow, payload);
    yield put(showLoaded({ show, receivedAt: Date.now() }));
    yield call(navigate, showPagePath(show._id));
  } catch (err) {
    yield put(showAskFailed(errorMessage(err)));
  }
}

export function* loadRequestsSaga() {
  try {
    const page: ListPage<PrivateRequest> = yield call(apiPrivateRequests);
    yield put(privateRequestsLoaded(page.data));
  } catch {
    // The list fills from the socket anyway.
  }
}

export function* acceptSaga({ payload }: PayloadAction<string>) {
  try {
    const show: Show = yield call(apiAcceptPrivateRequest, payload);
    yield put(privateRequestAnswered(payload));
    yield put(showLoaded({ show, receivedAt: Date.now() }));
    yield call(navigate, showPagePath(show._id));
  } catch (err) {
    yield put(privateRequestAnswered(payload));
    yield call(toast.error, errorMessage(err));
  }
}

export function* declineSaga({ payload }: PayloadAction<string>) {
  try {
    yield call(apiDeclinePrivateRequest, payload);
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
  yield put(privateRequestAnswered(payload));
}

export function* startGroupSaga({ payload }: PayloadAction<{ maxParticipants: number }>) {
  try {
    const show: Show = yield call(apiStartGroupShow, payload.maxParticipants);
    yield put(showLoaded({ show, receivedAt: Date.now() }));
    yield put(ownStreamingStatusChanged('group'));
    yield call(navigate, showPagePath(show._id));
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
  yield put(groupShowStartDone());
}

export function* loadCurrentSaga() {
  try {
    const show: Show | null = yield call(apiCurrentShow);
    yield put(show ? showLoaded({ show, receivedAt: Date.now() }) : noCurrentShow());
  } catch {
    yield put(noCurrentShow());
  }
}

export function* endSaga({ payload }: PayloadAction<string>) {
  try {
    const show: Show = yield call(apiEndShow, payload);
    yield put(showLoaded({ show, receivedAt: Date.now() }));
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
  yield put(endShowDone());
}

export default function* showSagas() {
  // A new page's channel replaces the previous one.
  yield takeLatest(openShowEvents.type, runShowEvents);
  yield takeLatest(loadShowOffer.type, loadOfferSaga);
  yield takeLatest(requestPrivateShow.type, requestSaga);
  yield takeLatest(cancelPrivateRequest.type, cancelSaga);
  yield takeLatest(joinGroupShow.type, joinSaga);
  yield takeLatest(liveShowsConnected.type, liveShowsConnectedSaga);
  yield takeEvery(acceptPrivateRequest.type, acceptSaga);
  yield takeEvery(declinePrivateRequest.type, declineSaga);
  yield takeLatest(startGroupShow.type, startGroupSaga);
  yield takeLatest(loadCurrentShow.type, loadCurrentSaga);
  yield takeLatest(endShow.type, endSaga);
  yield takeLatest(showPageConnected.type, showPageConnectedSaga);
}
