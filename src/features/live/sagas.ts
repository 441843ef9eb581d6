/**
 * Side effects of the live page: the show's start and end, reflected in the account's
 * status, and the session's figures, read again after either and, while the page shows
 * them, whenever the balance changes (a tip, a show's minute: the session earned something).
 */
import { call, put, race, take, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import { balanceChanged, ownStreamingStatusChanged } from '@/features/account/slice';
import type { LiveSession } from '@/shared/schemas/streaming';
import { apiGoLive, apiLiveSession, apiUpdateStreamingStatus } from './api';
import { endShow, goLive, liveRequestDone, liveSessionLoaded, loadLiveSession, unwatchLiveSession, watchLiveSession } from './slice';

export function* goLiveSaga(action: PayloadAction<{ title: string }>) {
  try {
    yield call(apiGoLive, action.payload.title);
    yield put(ownStreamingStatusChanged('public'));
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
  yield put(liveRequestDone());
  yield put(loadLiveSession());
}

export function* endShowSaga() {
  try {
    yield call(apiUpdateStreamingStatus, 'offline');
    yield put(ownStreamingStatusChanged('offline'));
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
  yield put(liveRequestDone());
  yield put(loadLiveSession());
}

/** The session's figures; a failed read keeps the last ones (they are a convenience, not a record). */
export function* loadLiveSessionSaga() {
  try {
    const data: LiveSession = yield call(apiLiveSession);
    yield put(liveSessionLoaded({ data, receivedAt: Date.now() }));
  } catch {
    // Read again at the next change.
  }
}

/** While the page shows the session: each change of balance reads it again. */
export function* watchLiveSessionSaga() {
  for (;;) {
    const { left } = yield race({ changed: take(balanceChanged.type), left: take(unwatchLiveSession.type) });
    if (left) return;
    yield call(loadLiveSessionSaga);
  }
}

export default function* liveSagas() {
  yield takeLatest(goLive.type, goLiveSaga);
  yield takeLatest(endShow.type, endShowSaga);
  yield takeLatest(loadLiveSession.type, loadLiveSessionSaga);
  yield takeLatest(watchLiveSession.type, watchLiveSessionSaga);
}
