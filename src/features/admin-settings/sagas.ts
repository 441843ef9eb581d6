/**
 * Side effects of the administrators' settings page: loading a group, saving one. After a
 * save the site settings this browser shows (name, theme, maintenance...) are loaded again,
 * so the change shows at once; the server's refusal comes back per field for the form.
 */
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { errorMessage, fieldErrorsOf } from '@/lib/http';
import { toast } from '@/lib/toast';
import { refreshSiteSettings } from '@/features/settings/sagas';
import type { AdminSettingGroup } from '@/shared/schemas/admin-settings';
import { apiAdminSettings, apiSaveAdminSettings } from './api';
import {
  adminSettingsFailed,
  adminSettingsLoaded,
  adminSettingsSaved,
  adminSettingsSaveFailed,
  loadAdminSettings,
  saveAdminSettings,
  type GroupChanges,
  type GroupValues,
} from './slice';

const SAVED = 'The settings have been saved';

export function* loadAdminSettingsSaga(action: PayloadAction<AdminSettingGroup>) {
  try {
    const values: GroupValues['values'] = yield call(apiAdminSettings, action.payload);
    yield put(adminSettingsLoaded({ group: action.payload, values } as GroupValues));
  } catch (err) {
    yield put(adminSettingsFailed(errorMessage(err)));
  }
}

export function* saveAdminSettingsSaga(action: PayloadAction<GroupChanges>) {
  const { group, values } = action.payload;
  try {
    const saved: GroupValues['values'] = yield call(apiSaveAdminSettings, group, values);
    yield put(adminSettingsSaved({ group, values: saved } as GroupValues));
    yield call(toast.success, SAVED);
  } catch (err) {
    yield put(adminSettingsSaveFailed({ group, errors: fieldErrorsOf(err) }));
    yield call(toast.error, errorMessage(err));
    return;
  }
  try {
    yield* refreshSiteSettings();
  } catch {
    // Saved all the same; the next page load shows it.
  }
}

export default function* adminSettingsSagas() {
  yield takeEvery(loadAdminSettings.type, loadAdminSettingsSaga);
  yield takeLatest(saveAdminSettings.type, saveAdminSettingsSaga);
}
