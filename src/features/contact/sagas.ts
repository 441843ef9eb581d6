/** Sends the contact form. */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiSendContact, type ContactMessage } from './api';
import { sendContact, sendContactFail, sendContactSuccess } from './slice';
import { errorMessage } from '@/lib/http';

export function* sendContactSaga(action: PayloadAction<ContactMessage>) {
  try {
    const { message }: { message: string } = yield call(apiSendContact, action.payload);
    yield put(sendContactSuccess(message));
  } catch (err) {
    yield put(sendContactFail(errorMessage(err)));
  }
}

export default function* contactSagas() {
  yield takeLatest(sendContact.type, sendContactSaga);
}
