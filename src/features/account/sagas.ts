/** Side effects of profile edits, avatar uploads, password changes and suspension, and the balance as the socket tells it. */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiSuspendAccount, apiUpdatePassword, apiUpdateProfile, apiUploadAvatar, apiUploadStudioDocuments } from './api';
import {
  avatarChanged,
  balanceChanged,
  closeAccountEvents,
  openAccountEvents,
  selectRole,
  suspendAccount,
  suspendAccountFail,
  suspendAccountSuccess,
  updatePassword,
  updatePasswordFail,
  updatePasswordSuccess,
  updateProfile,
  updateProfileFail,
  updateProfileSuccess,
  uploadAvatar,
  uploadAvatarFail,
  uploadAvatarSuccess,
  uploadStudioDocuments,
  uploadStudioDocumentsFail,
  uploadStudioDocumentsSuccess,
} from './slice';
import { clearAuthCookies, setAuthCookies } from '@/lib/cookies';
import { errorMessage } from '@/lib/http';
import { navigate } from '@/lib/navigation';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import type { Role } from '@/shared/constants';
import type { LoginResult } from '@/shared/schemas/auth';
import type { AvatarResult, CurrentAccount, DocumentsResult } from '@/shared/schemas/profile';

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
    const { url }: AvatarResult = yield call(apiUploadAvatar, role, action.payload.file);
    yield put(uploadAvatarSuccess(url));
    yield put(avatarChanged(url));
  } catch (err) {
    yield put(uploadAvatarFail(errorMessage(err)));
  }
}

export function* uploadStudioDocumentsSaga(action: PayloadAction<{ form: FormData }>) {
  try {
    const result: DocumentsResult = yield call(apiUploadStudioDocuments, action.payload.form);
    yield put(uploadStudioDocumentsSuccess(result.documentsUploaded));
  } catch (err) {
    yield put(uploadStudioDocumentsFail(errorMessage(err)));
  }
}

export function* updatePasswordSaga(action: PayloadAction<{ prevPassword: string; password: string }>) {
  try {
    const { token }: LoginResult = yield call(apiUpdatePassword, action.payload);
    const role: Role | null = yield select(selectRole);
    // The change logged out every other device; this one continues with the new token.
    if (role) setAuthCookies(token, role);
    yield put(updatePasswordSuccess());
  } catch (err) {
    yield put(updatePasswordFail(errorMessage(err)));
  }
}

export function* suspendAccountSaga(action: PayloadAction<{ password: string }>) {
  try {
    const role: Role = yield select(selectRole);
    yield call(apiSuspendAccount, role, action.payload.password);
  } catch (err) {
    yield put(suspendAccountFail(errorMessage(err)));
    return;
  }
  clearAuthCookies();
  yield call(navigate, '/');
  // The store treats it as a logout (root reducer, auth and performers slices).
  yield put(suspendAccountSuccess());
}

export function* balanceEventSaga({ payload }: SocketMessage<'balance/updated'>) {
  yield put(balanceChanged(payload.balance));
}

export function* runAccountEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closeAccountEvents, payload.socket, ['balance/updated'], balanceEventSaga);
}

export default function* accountSagas() {
  yield takeLatest(updateProfile.type, updateProfileSaga);
  yield takeLatest(uploadAvatar.type, uploadAvatarSaga);
  yield takeLatest(updatePassword.type, updatePasswordSaga);
  yield takeLatest(suspendAccount.type, suspendAccountSaga);
  yield takeLatest(uploadStudioDocuments.type, uploadStudioDocumentsSaga);
  yield takeLatest(openAccountEvents.type, runAccountEvents);
}
