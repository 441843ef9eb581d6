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
import { confirmedCallSaga } from '@/lib/confirmed-request';
import type { AccountType, VerifyEmailResult } from '@/shared/schemas/auth';

export const registerUserSaga = confirmedCallSaga(apiRegisterUser, registerUserSuccess, registerUserFail);

export const registerWithDocumentsSaga = confirmedCallSaga(
  ({ kind, form }: RegisterWithDocumentsPayload) => apiRegisterWithDocuments(kind, form),
  registerWithDocumentsSuccess,
  registerWithDocumentsFail,
);

export const forgotPasswordSaga = confirmedCallSaga(
  ({ email, type }: { email: string; type: AccountType }) => apiForgotPassword(email, type),
  forgotPasswordSuccess,
  forgotPasswordFail,
);

export const resetPasswordSaga = confirmedCallSaga(
  ({ token, password }: { token: string; password: string }) => apiResetPassword(token, password),
  resetPasswordSuccess,
  resetPasswordFail,
);

export function* verifyEmailSaga(action: PayloadAction<string>) {
  try {
    const result: VerifyEmailResult = yield call(apiVerifyEmail, action.payload);
    yield put(verifyEmailSuccess({ message: result.message, role: result.role }));
  } catch (err) {
    yield put(verifyEmailFail(errorMessage(err)));
  }
}

export const resendVerificationSaga = confirmedCallSaga(apiResendVerification, resendVerificationSuccess, resendVerificationFail);

export const resubmitDocumentsSaga = confirmedCallSaga(apiResubmitDocuments, resubmitDocumentsSuccess, resubmitDocumentsFail);

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
