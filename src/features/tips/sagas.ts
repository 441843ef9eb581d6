/** Side effects of tipping: the call with the attempt's key, then the new balance. */
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiSendTip } from './api';
import { selectTipAttempt, sendTip, sendTipFail, sendTipSuccess, type SendTip, type TipAttempt } from './slice';
import { balanceChanged } from '@/features/account/slice';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { TipResult } from '@/shared/schemas/money';

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

export default function* tipSagas() {
  // One tip at a time: a click while one is on its way is not a second tip.
  yield takeLeading(sendTip.type, sendTipSaga);
}
