/** Sends the contact form. */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiSendContact } from './api';
import { sendContact, sendContactFail, sendContactSuccess } from './slice';
import { errorMessage } from '@/lib/http';
import type { MessageResult } from '@/shared/schemas/common';
import type { ContactBody } from '@/shared/schemas/performers';

export function* sendContactSaga(action: PayloadAction<ContactBody>) {
  try {
    const { message }: MessageResult = yield call(apiSendContact, action.payload);
    yield put(sendContactSuccess(message));
  } catch (err) {
    yield put(sendContactFail(errorMessage(err)));
  }
}

export default function* contactSagas() {
  yield takeLatest(sendContact.type, sendContactSaga);
}
