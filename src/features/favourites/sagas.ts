/** Side effects of favourites: loading the list. */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiGetFavourites } from './api';
import { loadFavourites, loadFavouritesFail, loadFavouritesSuccess } from './slice';
import { errorMessage } from '@/lib/http';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard } from '@/shared/schemas/performers';

export function* loadFavouritesSaga(action: PayloadAction<{ offset: number; limit: number }>) {
  try {
    const result: ListPage<PerformerCard> = yield call(apiGetFavourites, action.payload);
    yield put(loadFavouritesSuccess(result));
  } catch (err) {
    yield put(loadFavouritesFail(errorMessage(err)));
  }
}

export default function* favouriteSagas() {
  yield takeLatest(loadFavourites.type, loadFavouritesSaga);
}
