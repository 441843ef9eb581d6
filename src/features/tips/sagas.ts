/**
 * Side effects of tipping: the call with the attempt's key, then the new balance; and
 * for a performer, the tips they receive (a toast on every page, `tipReceived` for the live page).
 */
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiSendTip } from './api';
import {
  closeTipEvents,
  openTipEvents,
  selectTipAttempt,
  sendTip,
  sendTipFail,
  sendTipSuccess,
  tipReceived,
  type SendTip,
  type TipAttempt,
} from './slice';
import { balanceChanged, selectCurrentAccount } from '@/features/account/slice';
import { errorMessage } from '@/lib/http';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import { toast } from '@/lib/toast';
import type { TipResult } from '@/shared/schemas/money';
import type { CurrentAccount } from '@/shared/schemas/profile';

export function* sendTipSaga(action: PayloadAction<SendTip>) {
  const { performerId, amount, conversationId } = action.payload;
  const attempt: TipAttempt = yield select(selectTipAttempt);
  try {
    const result: TipResult = yield call(apiSendTip, performerId, amount, attempt.key, conversationId);
    yield put(sendTipSuccess({ performerId, amount }));
    yield put(balanceChanged(result.balance));
  } catch (err) {
    const message = errorMessage(err);
    yield put(sendTipFail(message));
    yield call(toast.error, message);
  }
}

/** The socket brings a performer their own copy of each tip to them; tips to others pass. */
export function* tipEventSaga({ payload }: SocketMessage<'tipped'>) {
  const account: CurrentAccount | null = yield select(selectCurrentAccount);
  if (account?._id !== payload.performerId) return;
  yield put(tipReceived({ token: payload.token, name: payload.senderInfo.name }));
  yield call(toast.success, 'tip.received', { ns: 'components', count: payload.token, name: payload.senderInfo.name });
}

export function* runTipEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closeTipEvents, payload.socket, ['tipped'], tipEventSaga);
}

export default function* tipSagas() {
  // One tip at a time: a click while one is on its way is not a second tip.
  yield takeLeading(sendTip.type, sendTipSaga);
  yield takeLatest(openTipEvents.type, runTipEvents);
}
