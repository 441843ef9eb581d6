/** Side effects of content moderation: a page of one kind's items, and taking one down or restoring it. */
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiModeratedItems, apiRestoreItem, apiTakeDownItem } from './api';
import {
  decideItem,
  decideItemFail,
  itemDecided,
  loadModeratedItems,
  MODERATED_PAGE_SIZE,
  moderatedItemsFail,
  moderatedItemsLoaded,
  type ModerationFilters,
} from './slice';
import { errorMessage } from '@/lib/http';
import type { ItemKind, ModeratedItem, ModeratedItemList } from '@/shared/schemas/moderation';

export function* loadModeratedItemsSaga(action: PayloadAction<{ offset: number } & ModerationFilters>) {
  const { kind, offset, q, takenDown } = action.payload;
  try {
    const page: ModeratedItemList = yield call(apiModeratedItems, kind, {
      offset,
      limit: MODERATED_PAGE_SIZE,
      q: q || undefined,
      takenDown,
    });
    yield put(moderatedItemsLoaded(page));
  } catch (err) {
    yield put(moderatedItemsFail(errorMessage(err)));
  }
}

export function* decideItemSaga(action: PayloadAction<{ kind: ItemKind; id: string; reason: string | null }>) {
  const { kind, id, reason } = action.payload;
  try {
    const item: ModeratedItem = yield reason === null ? call(apiRestoreItem, kind, id) : call(apiTakeDownItem, kind, id, { reason });
    yield put(itemDecided(item));
  } catch (err) {
    yield put(decideItemFail(errorMessage(err)));
  }
}

export default function* contentModerationSagas() {
  yield takeLatest(loadModeratedItems.type, loadModeratedItemsSaga);
  yield takeEvery(decideItem.type, decideItemSaga);
}
