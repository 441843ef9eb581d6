/** Sends the contact form. */
import { takeLatest } from 'redux-saga/effects';
import { apiSendContact } from './api';
import { sendContact, sendContactFail, sendContactSuccess } from './slice';
import { confirmedCallSaga } from '@/lib/confirmed-request';

export const sendContactSaga = confirmedCallSaga(apiSendContact, sendContactSuccess, sendContactFail);

export default function* contactSagas() {
  yield takeLatest(sendContact.type, sendContactSaga);
}
