/**
 * Loads performer lists in the browser. Pages render their grids on the server and
 * hand them to the store with `performerListLoaded`; live status changes arrive as
 * `performerStatusChanged` from PerformerStatusBridge.
 */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiSearchPerformers } from './api';
import { searchPerformers, searchPerformersFail, searchPerformersSuccess } from './slice';
import { errorMessage } from '@/lib/http';
import type { PerformerCard, PerformerSearchFilters } from '@/shared/schemas/performers';

export function* searchPerformersSaga(action: PayloadAction<PerformerSearchFilters>) {
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
