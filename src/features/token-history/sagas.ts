/** Side effects of the token history: reading a page of either list. */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiOrders, apiTokenTransactions } from './api';
import { historyFailed, historyLoaded, loadHistory, TOKEN_HISTORY_PAGE_SIZE, type HistoryKind } from './slice';
import { errorMessage } from '@/lib/http';
import type { ListPage } from '@/shared/schemas/common';
import type { PaymentOrder, TokenTransaction } from '@/shared/schemas/money';

export function* loadHistorySaga(action: PayloadAction<{ kind: HistoryKind; offset: number }>) {
  const { kind, offset } = action.payload;
  const query = { offset, limit: TOKEN_HISTORY_PAGE_SIZE };
  try {
    if (kind === 'transactions') {
      const page: ListPage<TokenTransaction> = yield call(apiTokenTransactions, query);
      yield put(historyLoaded({ kind, ...page }));
    } else {
      const page: ListPage<PaymentOrder> = yield call(apiOrders, query);
      yield put(historyLoaded({ kind, ...page }));
    }
  } catch (err) {
    yield put(historyFailed({ kind, error: errorMessage(err) }));
  }
}

const loadOf = (kind: HistoryKind) => (action: unknown) => loadHistory.match(action) && action.payload.kind === kind;

export default function* tokenHistorySagas() {
  // The two lists load independently; a newer page of one replaces a pending older one.
  yield takeLatest(loadOf('transactions'), loadHistorySaga);
  yield takeLatest(loadOf('orders'), loadHistorySaga);
}
