/**
 * Side effects of the administrators' account pages: loading the list and an account,
 * and the actions on it. Every action answers the account as it is now (or, for a
 * balance adjustment, is followed by loading it), so the page shows what the server has.
 */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  apiAccount,
  apiAccounts,
  apiAdjustBalance,
  apiReactivateAccount,
  apiSendPasswordReset,
  apiSuspendAccount,
  apiUpdateAccount,
} from './api';
import {
  ACCOUNTS_PAGE_SIZE,
  accountFailed,
  accountLoaded,
  accountsFailed,
  accountsLoaded,
  actionDone,
  actionFailed,
  adjustBalance,
  loadAccount,
  loadAccounts,
  reactivateAccount,
  selectAccountsList,
  sendPasswordReset,
  suspendAccount,
  updateAccount,
  type AccountAction,
} from './slice';
import { errorMessage, fieldErrorsOf } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { AdminAccountDetail, AdminAccountList, AdminAccountUpdateBody, AdminBalanceBody } from '@/shared/schemas/admin-accounts';
import type { MessageResult } from '@/shared/schemas/common';

export function* loadAccountsSaga() {
  const { filter }: ReturnType<typeof selectAccountsList> = yield select(selectAccountsList);
  try {
    const page: AdminAccountList = yield call(apiAccounts, {
      q: filter.q || undefined,
      role: filter.role ?? undefined,
      status: filter.status ?? undefined,
      sortBy: filter.sortBy,
      sort: filter.sort,
      limit: ACCOUNTS_PAGE_SIZE,
      offset: filter.offset,
    });
    yield put(accountsLoaded(page));
  } catch (err) {
    yield put(accountsFailed(errorMessage(err)));
  }
}

export function* loadAccountSaga(action: PayloadAction<string>) {
  try {
    const account: AdminAccountDetail = yield call(apiAccount, action.payload);
    yield put(accountLoaded(account));
  } catch (err) {
    yield put(accountFailed(errorMessage(err)));
  }
}

/** Runs one action's call; on success shows `saved` and the account as answered. */
function* runAction(action: AccountAction, saved: string, request: () => Promise<AdminAccountDetail>) {
  try {
    const account: AdminAccountDetail = yield call(request);
    yield put(accountLoaded(account));
    yield put(actionDone(action));
    yield call(toast.success, saved);
  } catch (err) {
    const fields = fieldErrorsOf(err);
    yield put(actionFailed(fields));
    if (!Object.keys(fields).length) yield call(toast.error, errorMessage(err));
  }
}

export function* updateAccountSaga(action: PayloadAction<{ id: string; changes: AdminAccountUpdateBody }>) {
  yield* runAction('update', 'The profile has been saved', () => apiUpdateAccount(action.payload.id, action.payload.changes));
}

export function* suspendAccountSaga(action: PayloadAction<{ id: string; reason: string }>) {
  yield* runAction('suspend', 'The account has been suspended', () => apiSuspendAccount(action.payload.id, action.payload.reason));
}

export function* reactivateAccountSaga(action: PayloadAction<string>) {
  yield* runAction('reactivate', 'The account has been reactivated', () => apiReactivateAccount(action.payload));
}

export function* sendPasswordResetSaga(action: PayloadAction<string>) {
  try {
    const answer: MessageResult = yield call(apiSendPasswordReset, action.payload);
    yield put(actionDone('passwordReset'));
    yield call(toast.success, answer.message);
  } catch (err) {
    yield put(actionFailed({}));
    yield call(toast.error, errorMessage(err));
  }
}

export function* adjustBalanceSaga(action: PayloadAction<{ id: string } & AdminBalanceBody>) {
  const { id, ...body } = action.payload;
  yield* runAction('balance', 'The balance has been adjusted', async () => {
    await apiAdjustBalance(id, body);
    return apiAccount(id);
  });
}

export default function* adminAccountsSagas() {
  yield takeLatest(loadAccounts.type, loadAccountsSaga);
  yield takeLatest(loadAccount.type, loadAccountSaga);
  yield takeEvery(updateAccount.type, updateAccountSaga);
  yield takeEvery(suspendAccount.type, suspendAccountSaga);
  yield takeEvery(reactivateAccount.type, reactivateAccountSaga);
  yield takeEvery(sendPasswordReset.type, sendPasswordResetSaga);
  yield takeEvery(adjustBalance.type, adjustBalanceSaga);
}
