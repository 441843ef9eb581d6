/** Side effects of the live page: the show's start and end, reflected in the account's status. */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import { ownStreamingStatusChanged } from '@/features/account/slice';
import { apiGoLive, apiUpdateStreamingStatus } from './api';
import { endShow, goLive, liveRequestDone } from './slice';

export function* goLiveSaga(action: PayloadAction<{ title: string }>) {
  try {
    yield call(apiGoLive, action.payload.title);
    yield put(ownStreamingStatusChanged('public'));
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
  yield put(liveRequestDone());
}

export function* endShowSaga() {
  try {
    yield call(apiUpdateStreamingStatus, 'offline');
    yield put(ownStreamingStatusChanged('offline'));
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
  yield put(liveRequestDone());
}

export default function* liveSagas() {
  yield takeLatest(goLive.type, goLiveSaga);
  yield takeLatest(endShow.type, endShowSaga);
}
