/**
 * Loads performer lists in the browser, likes and unlikes performers, and follows
 * their live status. Pages render their grids on the server and hand them to the store
 * with `performerListLoaded`; status changes arrive through the socket channel every
 * page that shows performers opens (`openPerformerEvents` … `closePerformerEvents`).
 */
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiLikePerformer, apiSearchPerformers, apiUnlikePerformer } from './api';
import {
  closePerformerEvents,
  favouriteFlagChanged,
  openPerformerEvents,
  performerStatusChanged,
  searchPerformers,
  searchPerformersFail,
  searchPerformersSuccess,
  toggleFavourite,
  toggleFavouriteFail,
  toggleFavouriteSuccess,
} from './slice';
import { errorMessage } from '@/lib/http';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import { toast } from '@/lib/toast';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard, PerformerSearchFilters } from '@/shared/schemas/performers';

export function* searchPerformersSaga(action: PayloadAction<PerformerSearchFilters>) {
  try {
    const result: ListPage<PerformerCard> = yield call(apiSearchPerformers, action.payload);
    yield put(searchPerformersSuccess(result));
  } catch (err) {
    yield put(searchPerformersFail(errorMessage(err)));
  }
}

/** Shows the new flag at once; sets it back and says why when the server refuses. */
export function* toggleFavouriteSaga(action: PayloadAction<{ id: string; favourite: boolean }>) {
  const { id, favourite } = action.payload;
  yield put(favouriteFlagChanged({ id, isFavorite: favourite }));
  try {
    yield call(favourite ? apiLikePerformer : apiUnlikePerformer, id);
    yield put(toggleFavouriteSuccess({ id, favourite }));
  } catch (err) {
    const message = errorMessage(err);
    yield put(favouriteFlagChanged({ id, isFavorite: !favourite }));
    yield put(toggleFavouriteFail({ id, error: message }));
    yield call(toast.error, message);
  }
}

export function* statusEventSaga({ payload }: SocketMessage<'modelUpdateStreamingStatus'>) {
  yield put(performerStatusChanged({ id: payload.id, status: payload.status, isOnline: payload.isOnline }));
}

export function* runPerformerEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closePerformerEvents, payload.socket, ['modelUpdateStreamingStatus'], statusEventSaga);
}

export default function* performerSagas() {
  yield takeLatest(searchPerformers.type, searchPerformersSaga);
  // One call per performer at a time: the heart waits while its call is pending.
  yield takeEvery(toggleFavourite.type, toggleFavouriteSaga);
  yield takeLatest(openPerformerEvents.type, runPerformerEvents);
}
