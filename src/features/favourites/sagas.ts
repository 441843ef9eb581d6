/** Side effects of favourites: loading the list and the optimistic like/unlike with rollback. */
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiGetFavourites, apiLikePerformer, apiUnlikePerformer } from './api';
import {
  loadFavourites,
  loadFavouritesFail,
  loadFavouritesSuccess,
  toggleFavourite,
  toggleFavouriteFail,
  toggleFavouriteSuccess,
} from './slice';
import { favouriteFlagChanged } from '@/features/performers/slice';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { PerformerCard } from '@/shared/schemas/performers';

export function* loadFavouritesSaga(action: PayloadAction<{ offset: number; limit: number }>) {
  try {
    const result: { data: PerformerCard[]; total: number } = yield call(apiGetFavourites, action.payload);
    yield put(loadFavouritesSuccess(result));
  } catch (err) {
    yield put(loadFavouritesFail(errorMessage(err)));
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

export default function* favouriteSagas() {
  yield takeLatest(loadFavourites.type, loadFavouritesSaga);
  // One call per performer at a time: the heart waits while its call is pending.
  yield takeEvery(toggleFavourite.type, toggleFavouriteSaga);
}
