/** Loads performer lists; live status changes arrive as actions from the socket channel. */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiSearchPerformers } from './api';
import { searchPerformers, searchPerformersFail, searchPerformersSuccess } from './slice';
import { errorMessage } from '@/lib/http';
import type { PerformerCard, PerformerSearchQuery } from '@/shared/schemas/performers';

export function* searchPerformersSaga(action: PayloadAction<PerformerSearchQuery>) {
  try {
    const result: { data: PerformerCard[]; total: number } = yield call(apiSearchPerformers, action.payload);
    yield put(searchPerformersSuccess(result));
  } catch (err) {
    yield put(searchPerformersFail(errorMessage(err)));
  }
}

export default function* performerSagas() {
  yield takeLatest(searchPerformers.type, searchPerformersSaga);
}
