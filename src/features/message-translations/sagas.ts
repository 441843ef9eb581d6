/** Side effects of translating messages: one call per message asked, several messages at once. */
import { call, put, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiTranslateMessage } from './api';
import { messageTranslated, translateMessage, translateMessageFail } from './slice';
import { errorMessage } from '@/lib/http';
import type { MessageTranslation } from '@/shared/schemas/translations';

export function* translateMessageSaga(action: PayloadAction<{ messageId: string; locale: string; from?: string }>) {
  const { messageId, locale, from } = action.payload;
  try {
    const result: MessageTranslation = yield call(apiTranslateMessage, messageId, locale, from);
    yield put(messageTranslated({ messageId, text: result.text }));
  } catch (err) {
    yield put(translateMessageFail({ messageId, error: errorMessage(err) }));
  }
}

export default function* messageTranslationSagas() {
  // Each message is its own request: the reader may ask for several before the first answers.
  yield takeEvery(translateMessage.type, translateMessageSaga);
}
