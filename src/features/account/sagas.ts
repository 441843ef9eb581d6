/** Side effects of profile edits, avatar uploads and suspension. */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiSuspendAccount, apiUpdateProfile, apiUploadAvatar } from './api';
import {
  avatarChanged,
  selectRole,
  suspendAccount,
  suspendAccountFail,
  suspendAccountSuccess,
  updateProfile,
  updateProfileFail,
  updateProfileSuccess,
  uploadAvatar,
  uploadAvatarFail,
  uploadAvatarSuccess,
} from './slice';
import { logoutSuccess } from '../auth/slice';
import { clearAuthCookies } from '@/lib/cookies';
import { errorMessage } from '@/lib/http';
import { navigate } from '@/lib/navigation';
import type { Role } from '@/shared/constants';
import type { CurrentAccount } from '@/shared/schemas/profile';

export function* updateProfileSaga(action: PayloadAction<Record<string, unknown>>) {
  try {
    const role: Role = yield select(selectRole);
    const account: CurrentAccount = yield call(apiUpdateProfile, role, action.payload);
    yield put(updateProfileSuccess(account));
  } catch (err) {
    yield put(updateProfileFail(errorMessage(err)));
  }
}

/** Uploads the chosen picture to the role's avatar address and shows it everywhere. */
export function* uploadAvatarSaga(action: PayloadAction<{ file: File }>) {
  try {
    const role: Role = yield select(selectRole);
    const { url }: { url: string } = yield call(apiUploadAvatar, role, action.payload.file);
    yield put(uploadAvatarSuccess(url));
    yield put(avatarChanged(url));
  } catch (err) {
    yield put(uploadAvatarFail(errorMessage(err)));
  }
}

export function* suspendAccountSaga(action: PayloadAction<{ password: string }>) {
  try {
    const role: Role = yield select(selectRole);
    yield call(apiSuspendAccount, role, action.payload.password);
    yield put(suspendAccountSuccess());
    clearAuthCookies();
    yield call(navigate, '/');
    yield put(logoutSuccess());
  } catch (err) {
    yield put(suspendAccountFail(errorMessage(err)));
  }
}

export default function* accountSagas() {
  yield takeLatest(updateProfile.type, updateProfileSaga);
  yield takeLatest(uploadAvatar.type, uploadAvatarSaga);
  yield takeLatest(suspendAccount.type, suspendAccountSaga);
}
