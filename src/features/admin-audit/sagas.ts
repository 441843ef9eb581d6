/** Side effects of the audit log page: loading a page of rows for the filter (the latest choice wins), and the administrators to filter by. */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiAuditLog } from './api';
import {
  AUDIT_PAGE_SIZE,
  auditAdminsLoaded,
  auditLogFailed,
  auditLogLoaded,
  loadAuditAdmins,
  loadAuditLog,
  type AuditFilter,
} from './slice';
import { apiAccounts } from '@/features/admin-accounts/api';
import { errorMessage } from '@/lib/http';
import { toApiRange } from '@/features/earnings/range';
import type { AuditLogList } from '@/shared/schemas/audit';
import type { AdminAccountList } from '@/shared/schemas/admin-accounts';

export function* loadAuditLogSaga(action: PayloadAction<{ filter: AuditFilter; offset: number }>) {
  const { range, targetId, ...filter } = action.payload.filter;
  try {
    const list: AuditLogList = yield call(apiAuditLog, {
      ...filter,
      ...(targetId?.trim() ? { targetId: targetId.trim() } : {}),
      ...(range ? toApiRange(range) : {}),
      limit: AUDIT_PAGE_SIZE,
      offset: action.payload.offset,
    });
    yield put(auditLogLoaded(list));
  } catch (err) {
    yield put(auditLogFailed(errorMessage(err)));
  }
}

/** The administrator accounts; without them the filter still offers those seen in the rows. */
export function* loadAuditAdminsSaga() {
  try {
    const list: AdminAccountList = yield call(apiAccounts, { role: 'admin', sortBy: 'name', sort: 'asc', limit: 100, offset: 0 });
    yield put(auditAdminsLoaded(list.data));
  } catch {
    // The rows' administrators remain the choices.
  }
}

export default function* adminAuditSagas() {
  yield takeLatest(loadAuditLog.type, loadAuditLogSaga);
  yield takeLatest(loadAuditAdmins.type, loadAuditAdminsSaga);
}
