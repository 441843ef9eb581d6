/**
 * Side effects of the administrators' commission page: loading the defaults and the
 * lists, saving. A saved site default or studio value changes what applies to
 * performers without an own rate, so the performer page is loaded again after one.
 */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiPerformerRates, apiSetPerformerRates, apiSetSiteCommission, apiSetStudioRates, apiSiteCommission, apiStudioRates } from './api';
import {
  loadPerformerRates,
  loadSiteCommission,
  loadStudioRates,
  performerRatesFailed,
  performerRatesLoaded,
  performerRatesSaved,
  RATES_PAGE_SIZE,
  ratesSaveFailed,
  saveSiteCommission,
  savePerformerRates,
  saveStudioRates,
  selectPerformerRates,
  siteCommissionFailed,
  siteCommissionLoaded,
  siteCommissionSaveFailed,
  studioRatesFailed,
  studioRatesLoaded,
  studioRatesSaved,
  type OwnRates,
} from './slice';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import type {
  AdminPerformerCommission,
  AdminPerformerRatesList,
  AdminStudioCommissionBody,
  AdminStudioRatesList,
  SiteCommission,
  SiteCommissionBody,
} from '@/shared/schemas/commission';

const SAVED = 'The commission has been saved';

function* reloadPerformerRates() {
  const { offset, q }: ReturnType<typeof selectPerformerRates> = yield select(selectPerformerRates);
  yield put(loadPerformerRates({ offset, q }));
}

export function* loadSiteCommissionSaga() {
  try {
    const site: SiteCommission = yield call(apiSiteCommission);
    yield put(siteCommissionLoaded(site));
  } catch (err) {
    yield put(siteCommissionFailed(errorMessage(err)));
  }
}

export function* saveSiteCommissionSaga(action: PayloadAction<SiteCommissionBody>) {
  try {
    const site: SiteCommission = yield call(apiSetSiteCommission, action.payload);
    yield put(siteCommissionLoaded(site));
    yield call(toast.success, SAVED);
    yield* reloadPerformerRates();
  } catch (err) {
    yield put(siteCommissionSaveFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export function* loadPerformerRatesSaga(action: PayloadAction<{ offset: number; q: string }>) {
  try {
    const { offset, q } = action.payload;
    const page: AdminPerformerRatesList = yield call(apiPerformerRates, { offset, limit: RATES_PAGE_SIZE, q: q || undefined });
    yield put(performerRatesLoaded(page));
  } catch (err) {
    yield put(performerRatesFailed(errorMessage(err)));
  }
}

export function* loadStudioRatesSaga(action: PayloadAction<{ offset: number }>) {
  try {
    const page: AdminStudioRatesList = yield call(apiStudioRates, { offset: action.payload.offset, limit: RATES_PAGE_SIZE });
    yield put(studioRatesLoaded(page));
  } catch (err) {
    yield put(studioRatesFailed(errorMessage(err)));
  }
}

export function* savePerformerRatesSaga(action: PayloadAction<{ performerId: string; rates: OwnRates }>) {
  try {
    const saved: AdminPerformerCommission = yield call(apiSetPerformerRates, action.payload.performerId, action.payload.rates);
    yield put(performerRatesSaved({ performerId: saved.performerId, rates: saved.rates }));
    yield call(toast.success, SAVED);
  } catch (err) {
    yield put(ratesSaveFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export function* saveStudioRatesSaga(action: PayloadAction<{ studioId: string; values: Required<AdminStudioCommissionBody> }>) {
  try {
    yield call(apiSetStudioRates, action.payload.studioId, action.payload.values);
    yield put(studioRatesSaved(action.payload));
    yield call(toast.success, SAVED);
    yield* reloadPerformerRates();
  } catch (err) {
    yield put(ratesSaveFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export default function* adminCommissionSagas() {
  yield takeLatest(loadSiteCommission.type, loadSiteCommissionSaga);
  yield takeLatest(saveSiteCommission.type, saveSiteCommissionSaga);
  yield takeLatest(loadPerformerRates.type, loadPerformerRatesSaga);
  yield takeLatest(loadStudioRates.type, loadStudioRatesSaga);
  yield takeEvery(savePerformerRates.type, savePerformerRatesSaga);
  yield takeEvery(saveStudioRates.type, saveStudioRatesSaga);
}
