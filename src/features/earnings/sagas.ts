/** Side effects of earnings: the page of rows, the stats when the range changed, the CSV download. */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiEarningStats, apiExportEarnings, apiSearchEarnings } from './api';
import {
  EARNINGS_PAGE_SIZE,
  earningsFailed,
  earningsLoaded,
  exportEarnings,
  exportFinished,
  loadEarnings,
  selectEarningStats,
  selectEarningsQuery,
  statsFailed,
  statsLoaded,
  statsRequested,
  type EarningsQuery,
  type EarningsState,
} from './slice';
import { sameRange, type DayRange } from './range';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { EarningList, EarningStats } from '@/shared/schemas/earnings';

/**
 * The stats of a range, on their own watcher: a newer page load cancels the older
 * one (takeLatest), and must not cancel the stats that load already asked for.
 */
export function* loadStatsSaga(action: PayloadAction<DayRange>) {
  const query: EarningsQuery | null = yield select(selectEarningsQuery);
  if (!query) return;
  try {
    const data: EarningStats = yield call(apiEarningStats, query.role, action.payload);
    yield put(statsLoaded(data));
  } catch (err) {
    yield put(statsFailed(errorMessage(err)));
  }
}

export function* loadEarningsSaga(action: PayloadAction<EarningsQuery>) {
  const query = action.payload;
  const stats: EarningsState['stats'] = yield select(selectEarningStats);
  if (!sameRange(stats.range, query.range)) yield put(statsRequested(query.range));
  try {
    const page: EarningList = yield call(apiSearchEarnings, query.role, query.range, {
      saleType: query.saleType,
      offset: query.offset,
      limit: EARNINGS_PAGE_SIZE,
    });
    yield put(earningsLoaded(page));
  } catch (err) {
    yield put(earningsFailed(errorMessage(err)));
  }
}

/** Saves a text as a file through a temporary link (the API needs the bearer header, so no plain link). */
export function saveTextFile(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function* exportEarningsSaga() {
  const query: EarningsQuery | null = yield select(selectEarningsQuery);
  try {
    if (!query) return;
    const csv: string = yield call(apiExportEarnings, query.role, query.range, query.saleType);
    yield call(saveTextFile, csv, `earnings-${query.range.from}-${query.range.to}.csv`, 'text/csv;charset=utf-8');
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  } finally {
    yield put(exportFinished());
  }
}

export default function* earningSagas() {
  yield takeLatest(loadEarnings.type, loadEarningsSaga);
  yield takeLatest(statsRequested.type, loadStatsSaga);
  yield takeEvery(exportEarnings.type, exportEarningsSaga);
}
