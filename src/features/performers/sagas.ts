/**
 * Loads performer lists in the browser, likes and unlikes performers, counts the views
 * of their pages, and follows their live status. Pages render their grids on the server
 * and hand them to the store with `performerListLoaded`; status changes arrive through
 * the socket channel every page that shows performers opens (`openPerformerEvents` …
 * `closePerformerEvents`).
 */
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiIncreaseViews, apiLikePerformer, apiSearchPerformers, apiUnlikePerformer } from './api';
import {
  closePerformerEvents,
  favouriteFlagChanged,
  openPerformerEvents,
  performerListLoaded,
  performerPageLoaded,
  performerStatusChanged,
  reloadPerformerList,
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

/** The grid again, with the viewer's favourites; when it cannot be read, the grid stays as it is. */
export function* reloadPerformerListSaga(action: ReturnType<typeof reloadPerformerList>) {
  try {
    const result: ListPage<PerformerCard> = yield call(apiSearchPerformers, action.payload.query);
    yield put(performerListLoaded({ key: action.payload.key, ...result }));
  } catch {
    // The hearts stay unmarked until the next list; nothing else is lost.
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

/**
 * One view of a performer's page, counted from the browser as the page is shown (also
 * after a client-side navigation): a page the server gave from its page cache runs no
 * loader, so a view counted while rendering was lost for every visitor the cache served.
 */
export function* countPerformerViewSaga(action: ReturnType<typeof performerPageLoaded>) {
  const id = action.payload.details?._id;
  if (!id) return;
  try {
    yield call(apiIncreaseViews, id);
  } catch {
    // A view not counted costs the visitor nothing.
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
  yield takeLatest(reloadPerformerList.type, reloadPerformerListSaga);
  // One call per performer at a time: the heart waits while its call is pending.
  yield takeEvery(toggleFavourite.type, toggleFavouriteSaga);
  yield takeEvery(performerPageLoaded.type, countPerformerViewSaga);
  yield takeLatest(openPerformerEvents.type, runPerformerEvents);
}
