/** Side effects of items' translations: saving one language's, then a short message. */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { TranslationBody } from '@/shared/schemas/assets';
import { apiTranslateItem } from './api';
import {
  itemTranslated,
  selectItemTranslations,
  translateItem,
  translateItemFail,
  type ItemTranslationsState,
  type TranslatedItem,
} from './slice';

export function* translateItemSaga(action: PayloadAction<TranslationBody>) {
  const { target }: ItemTranslationsState = yield select(selectItemTranslations);
  if (!target) return;
  try {
    const item: TranslatedItem = yield call(apiTranslateItem, target.kind, target.id, action.payload);
    yield put(itemTranslated(item));
    yield call(toast.success, 'The translation has been saved');
  } catch (err) {
    yield put(translateItemFail(errorMessage(err)));
  }
}

export default function* itemTranslationsSagas() {
  yield takeLatest(translateItem.type, translateItemSaga);
}
