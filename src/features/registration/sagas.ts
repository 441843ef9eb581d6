/**
 * Side effects of registration, password links and e-mail verification: one API
 * call each, then a success action with the server's message or a fail action
 * with the text of the failed call (docs/api.md#how-the-web-client-shows-errors).
 */
import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  apiForgotPassword,
  apiRegisterUser,
  apiRegisterWithDocuments,
  apiResendVerification,
  apiResetPassword,
  apiResubmitDocuments,
  apiVerifyEmail,
} from '../auth/api';
import {
  forgotPassword,
  forgotPasswordFail,
  forgotPasswordSuccess,
  registerUser,
  registerUserFail,
  registerUserSuccess,
  registerWithDocuments,
  registerWithDocumentsFail,
  registerWithDocumentsSuccess,
  resendVerification,
  resendVerificationFail,
  resendVerificationSuccess,
  resetPassword,
  resetPasswordFail,
  resetPasswordSuccess,
  resubmitDocuments,
  resubmitDocumentsFail,
  resubmitDocumentsSuccess,
  verifyEmail,
  verifyEmailFail,
  verifyEmailSuccess,
  type RegisterWithDocumentsPayload,
} from './slice';
import { errorMessage } from '@/lib/http';
import type { AccountType, ResubmitDocumentsResult, UserRegisterBody, VerifyEmailResult } from '@/shared/schemas/auth';
import type { MessageResult } from '@/shared/schemas/common';

export function* registerUserSaga(action: PayloadAction<UserRegisterBody>) {
  try {
    const { message }: MessageResult = yield call(apiRegisterUser, action.payload);
    yield put(registerUserSuccess(message));
  } catch (err) {
    yield put(registerUserFail(errorMessage(err)));
  }
}

export function* registerWithDocumentsSaga(action: PayloadAction<RegisterWithDocumentsPayload>) {
  try {
    const { message }: MessageResult = yield call(apiRegisterWithDocuments, action.payload.kind, action.payload.form);
    yield put(registerWithDocumentsSuccess(message));
  } catch (err) {
    yield put(registerWithDocumentsFail(errorMessage(err)));
  }
}

export function* forgotPasswordSaga(action: PayloadAction<{ email: string; type: AccountType }>) {
  try {
    const { message }: MessageResult = yield call(apiForgotPassword, action.payload.email, action.payload.type);
    yield put(forgotPasswordSuccess(message));
  } catch (err) {
    yield put(forgotPasswordFail(errorMessage(err)));
  }
}

export function* resetPasswordSaga(action: PayloadAction<{ token: string; password: string }>) {
  try {
    const { message }: MessageResult = yield call(apiResetPassword, action.payload.token, action.payload.password);
    yield put(resetPasswordSuccess(message));
  } catch (err) {
    yield put(resetPasswordFail(errorMessage(err)));
  }
}

export function* verifyEmailSaga(action: PayloadAction<string>) {
  try {
    const result: VerifyEmailResult = yield call(apiVerifyEmail, action.payload);
    yield put(verifyEmailSuccess({ message: result.message, role: result.role }));
  } catch (err) {
    yield put(verifyEmailFail(errorMessage(err)));
  }
}

export function* resendVerificationSaga(action: PayloadAction<string>) {
  try {
    const { message }: MessageResult = yield call(apiResendVerification, action.payload);
    yield put(resendVerificationSuccess(message));
  } catch (err) {
    yield put(resendVerificationFail(errorMessage(err)));
  }
}

export function* resubmitDocumentsSaga(action: PayloadAction<FormData>) {
  try {
    const { message }: ResubmitDocumentsResult = yield call(apiResubmitDocuments, action.payload);
    yield put(resubmitDocumentsSuccess(message));
  } catch (err) {
    yield put(resubmitDocumentsFail(errorMessage(err)));
  }
}

/**
 * takeLeading throughout: each call creates an account, spends a one-time link or
 * sends an e-mail, so a second submit while the first runs (a double click, React's
 * strict-mode double effect on the verification page) is ignored rather than sent
 * again, where it would fail with "already registered" or "link expired".
 */
export default function* registrationSagas() {
  yield takeLeading(registerUser.type, registerUserSaga);
  yield takeLeading(registerWithDocuments.type, registerWithDocumentsSaga);
  yield takeLeading(forgotPassword.type, forgotPasswordSaga);
  yield takeLeading(resetPassword.type, resetPasswordSaga);
  yield takeLeading(verifyEmail.type, verifyEmailSaga);
  yield takeLeading(resendVerification.type, resendVerificationSaga);
  yield takeLeading(resubmitDocuments.type, resubmitDocumentsSaga);
}
