/** Side effects of commission: loading the percentages and saving a member's share. */
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiPerformerCommission, apiSetMemberShare, apiStudioCommissionSetting, apiStudioMemberCommissions } from './api';
import {
  loadPerformerCommission,
  loadStudioCommission,
  memberShareFailed,
  memberShareSaved,
  performerCommissionLoaded,
  setMemberShare,
  studioCommissionFailed,
  studioCommissionLoaded,
} from './slice';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import type {
  PerformerCommission,
  StudioCommissionSetting,
  StudioMemberCommission,
  StudioMemberCommissionList,
} from '@/shared/schemas/commission';

export function* loadPerformerCommissionSaga() {
  try {
    const commission: PerformerCommission = yield call(apiPerformerCommission);
    yield put(performerCommissionLoaded(commission));
  } catch {
    // The earnings page works without it: the card stays hidden.
  }
}

export function* loadStudioCommissionSaga() {
  try {
    const [setting, members]: [StudioCommissionSetting, StudioMemberCommissionList] = yield all([
      call(apiStudioCommissionSetting),
      call(apiStudioMemberCommissions),
    ]);
    yield put(studioCommissionLoaded({ setting, members: members.data }));
  } catch (err) {
    yield put(studioCommissionFailed(errorMessage(err)));
  }
}

export function* setMemberShareSaga(action: PayloadAction<{ performerId: string; percent: number | null }>) {
  try {
    const member: StudioMemberCommission = yield call(apiSetMemberShare, action.payload.performerId, action.payload.percent);
    yield put(memberShareSaved(member));
    yield call(toast.success, 'The share has been saved');
  } catch (err) {
    yield put(memberShareFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export default function* commissionSagas() {
  yield takeLatest(loadPerformerCommission.type, loadPerformerCommissionSaga);
  yield takeLatest(loadStudioCommission.type, loadStudioCommissionSaga);
  yield takeEvery(setMemberShare.type, setMemberShareSaga);
}
