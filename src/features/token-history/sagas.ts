/**
 * Side effects of the token history: reading a page of either list, and a waiting
 * purchase continued (the browser goes to the gateway's address again) or cancelled.
 */
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiOrders, apiTokenTransactions } from './api';
import { apiCancelOrder, apiOrder, apiResumeOrder } from '@/features/token-purchase/api';
import {
  cancelWaitingOrder,
  historyFailed,
  historyLoaded,
  loadHistory,
  resumeOrder,
  TOKEN_HISTORY_PAGE_SIZE,
  waitingOrderChanged,
  waitingOrderFailed,
  type HistoryKind,
} from './slice';
import { errorMessage } from '@/lib/http';
import { goTo } from '@/lib/navigation';
import type { ListPage } from '@/shared/schemas/common';
import type { PaymentOrder, PurchaseResult, TokenTransaction } from '@/shared/schemas/money';

export function* loadHistorySaga(action: PayloadAction<{ kind: HistoryKind; offset: number; locale?: string }>) {
  const { kind, offset, locale } = action.payload;
  const query = { offset, limit: TOKEN_HISTORY_PAGE_SIZE };
  try {
    if (kind === 'transactions') {
      const page: ListPage<TokenTransaction> = yield call(apiTokenTransactions, query);
      yield put(historyLoaded({ kind, ...page }));
    } else {
      const page: ListPage<PaymentOrder> = yield call(apiOrders, { ...query, locale });
      yield put(historyLoaded({ kind, ...page }));
    }
  } catch (err) {
    yield put(historyFailed({ kind, error: errorMessage(err) }));
  }
}

/** Back to the gateway with the order; refused (expired, paid meanwhile), the row shows the order as it is now. */
export function* resumeOrderSaga(action: PayloadAction<string>) {
  try {
    const { paymentUrl }: PurchaseResult = yield call(apiResumeOrder, action.payload);
    yield call(goTo, paymentUrl);
  } catch (err) {
    try {
      const order: PaymentOrder = yield call(apiOrder, action.payload);
      yield put(waitingOrderChanged(order));
    } catch {
      // The row keeps what the list said.
    }
    yield put(waitingOrderFailed(errorMessage(err)));
  }
}

export function* cancelWaitingOrderSaga(action: PayloadAction<string>) {
  try {
    const order: PaymentOrder = yield call(apiCancelOrder, action.payload);
    yield put(waitingOrderChanged(order));
  } catch (err) {
    yield put(waitingOrderFailed(errorMessage(err)));
  }
}

const loadOf = (kind: HistoryKind) => (action: unknown) => loadHistory.match(action) && action.payload.kind === kind;

export default function* tokenHistorySagas() {
  // The two lists load independently; a newer page of one replaces a pending older one.
  yield takeLatest(loadOf('transactions'), loadHistorySaga);
  yield takeLatest(loadOf('orders'), loadHistorySaga);
  yield takeLeading(resumeOrder.type, resumeOrderSaga);
  yield takeLeading(cancelWaitingOrder.type, cancelWaitingOrderSaga);
}
