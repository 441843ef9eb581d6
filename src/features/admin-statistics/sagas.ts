/** Side effects of the dashboard: loading the statistics of a range (the latest choice wins). */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiAdminStatistics } from './api';
import { loadStatistics, statisticsFailed, statisticsLoaded } from './slice';
import { errorMessage } from '@/lib/http';
import type { DayRange } from '@/features/earnings/range';
import type { AdminStatistics } from '@/shared/schemas/statistics';

export function* loadStatisticsSaga(action: PayloadAction<DayRange>) {
  try {
    const stats: AdminStatistics = yield call(apiAdminStatistics, { fromDate: action.payload.from, toDate: action.payload.to });
    yield put(statisticsLoaded(stats));
  } catch (err) {
    yield put(statisticsFailed(errorMessage(err)));
  }
}

export default function* adminStatisticsSagas() {
  yield takeLatest(loadStatistics.type, loadStatisticsSaga);
}
