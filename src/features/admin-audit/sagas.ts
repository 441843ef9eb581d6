/** Side effects of the audit log page: loading a page of rows for the filter (the latest choice wins). */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiAuditLog } from './api';
import { AUDIT_PAGE_SIZE, auditLogFailed, auditLogLoaded, loadAuditLog, type AuditFilter } from './slice';
import { errorMessage } from '@/lib/http';
import { toApiRange } from '@/features/earnings/range';
import type { AuditLogList } from '@/shared/schemas/audit';

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

export default function* adminAuditSagas() {
  yield takeLatest(loadAuditLog.type, loadAuditLogSaga);
}
