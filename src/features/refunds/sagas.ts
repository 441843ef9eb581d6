/**
 * Side effects of refunds: the buyer's latest requests, asking for one, and the
 * decisions as the socket tells them (an accepted refund brings the balance back: the
 * account's own `balance/updated` says so); the administration's list and decisions.
 */
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiAllRefunds, apiAskRefund, apiDecideRefund, apiOwnRefunds } from './api';
import {
  adminRefundsFail,
  adminRefundsLoaded,
  askRefund,
  askRefundFail,
  closeRefundEvents,
  decideRefund,
  decideRefundFail,
  loadAdminRefunds,
  loadOwnRefunds,
  openRefundEvents,
  OWN_REFUNDS_READ,
  ownRefundsLoaded,
  refundAsked,
  refundDecided,
  refundDecisionSaved,
  REFUNDS_PAGE_SIZE,
} from './slice';
import { errorMessage } from '@/lib/http';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import type { RefundDecision, RefundList, RefundRequest, RefundStatus } from '@/shared/schemas/refunds';

export function* loadOwnRefundsSaga() {
  try {
    const page: RefundList = yield call(apiOwnRefunds, { offset: 0, limit: OWN_REFUNDS_READ });
    yield put(ownRefundsLoaded(page));
  } catch {
    // The purchases keep the status their list gave.
  }
}

export function* askRefundSaga(action: PayloadAction<{ purchaseId: string; reason: string }>) {
  try {
    const request: RefundRequest = yield call(apiAskRefund, action.payload);
    yield put(refundAsked(request));
  } catch (err) {
    yield put(askRefundFail(errorMessage(err)));
  }
}

export function* refundEventSaga({ payload }: SocketMessage<'refund/decided'>) {
  yield put(refundDecided(payload.request));
}

export function* runRefundEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closeRefundEvents, payload.socket, ['refund/decided'], refundEventSaga);
}

export function* loadAdminRefundsSaga(action: PayloadAction<{ offset: number; status?: RefundStatus }>) {
  try {
    const page: RefundList = yield call(apiAllRefunds, { ...action.payload, limit: REFUNDS_PAGE_SIZE });
    yield put(adminRefundsLoaded(page));
  } catch (err) {
    yield put(adminRefundsFail(errorMessage(err)));
  }
}

export function* decideRefundSaga(action: PayloadAction<{ id: string; body: RefundDecision }>) {
  try {
    const request: RefundRequest = yield call(apiDecideRefund, action.payload.id, action.payload.body);
    yield put(refundDecisionSaved(request));
  } catch (err) {
    yield put(decideRefundFail(errorMessage(err)));
  }
}

export default function* refundSagas() {
  yield takeLatest(loadOwnRefunds.type, loadOwnRefundsSaga);
  yield takeLeading(askRefund.type, askRefundSaga);
  yield takeLatest(openRefundEvents.type, runRefundEvents);
  yield takeLatest(loadAdminRefunds.type, loadAdminRefundsSaga);
  yield takeEvery(decideRefund.type, decideRefundSaga);
}
