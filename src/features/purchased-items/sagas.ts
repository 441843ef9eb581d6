/** Side effects of the buyer's list of purchases: reading a page of it. */
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiPurchasedItems } from './api';
import { loadPurchasedItems, PURCHASED_ITEMS_PAGE_SIZE, purchasedItemsFail, purchasedItemsLoaded } from './slice';
import { errorMessage } from '@/lib/http';
import type { ItemType, PurchasedItemList } from '@/shared/schemas/assets';

export function* loadPurchasedItemsSaga(action: PayloadAction<{ offset: number; type?: ItemType; locale?: string }>) {
  const { offset, type, locale } = action.payload;
  try {
    const page: PurchasedItemList = yield call(apiPurchasedItems, { offset, limit: PURCHASED_ITEMS_PAGE_SIZE, type, locale });
    yield put(purchasedItemsLoaded(page));
  } catch (err) {
    yield put(purchasedItemsFail(errorMessage(err)));
  }
}

export default function* purchasedItemsSagas() {
  yield takeLatest(loadPurchasedItems.type, loadPurchasedItemsSaga);
}
