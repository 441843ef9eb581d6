/**
 * Side effects of the administrators' shop pages: loading the lists, saving and
 * deleting promos and packages, creating and switching vouchers, loading who redeemed
 * a voucher. After a change the changed list is loaded again at its page.
 */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  apiAdminPackages,
  apiAdminPromos,
  apiAdminVouchers,
  apiCreateVoucher,
  apiDeletePackage,
  apiDeletePromo,
  apiSavePackage,
  apiSavePromo,
  apiUpdateVoucher,
  apiVoucherRedemptions,
} from './api';
import {
  createVoucher,
  deleteShopItem,
  loadRedemptions,
  loadShopList,
  redemptionsFailed,
  redemptionsLoaded,
  savePackage,
  savePromo,
  selectShopPromos,
  selectShopVouchers,
  SHOP_PAGE_SIZE,
  shopListFailed,
  shopListLoaded,
  shopSaveFailed,
  shopSaved,
  updateVoucher,
  type ListName,
} from './slice';
import { errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { ListPage } from '@/shared/schemas/common';
import type { AdminSitePromoList } from '@/shared/schemas/promos';
import type {
  AdminTokenPackage,
  PackageBody,
  Voucher,
  VoucherCreateBody,
  VoucherRedemptionList,
  VoucherUpdateBody,
} from '@/shared/schemas/money';

const SAVED = 'The change has been saved';
const DELETED = 'It has been deleted';

export function* loadShopListSaga(action: PayloadAction<{ list: ListName; offset: number }>) {
  const { list, offset } = action.payload;
  try {
    const query = { offset, limit: SHOP_PAGE_SIZE };
    if (list === 'promos') {
      const page: AdminSitePromoList = yield call(apiAdminPromos, query);
      yield put(shopListLoaded({ list, page }));
    } else if (list === 'packages') {
      const page: ListPage<AdminTokenPackage> = yield call(apiAdminPackages);
      yield put(shopListLoaded({ list, page }));
    } else {
      const page: ListPage<Voucher> = yield call(apiAdminVouchers, query);
      yield put(shopListLoaded({ list, page }));
    }
  } catch (err) {
    yield put(shopListFailed({ list, message: errorMessage(err) }));
  }
}

function* reload(list: ListName) {
  let offset = 0;
  if (list !== 'packages') {
    const page: { offset: number } = list === 'promos' ? yield select(selectShopPromos) : yield select(selectShopVouchers);
    offset = page.offset;
  }
  yield put(loadShopList({ list, offset }));
}

/**
 * A change to a list's items: the call, then the list reloaded on its page and `done`
 * told; a failure is shown and leaves the editor open.
 */
function* changeShopList<A extends unknown[]>(list: ListName, done: string, request: (...args: A) => Promise<unknown>, ...args: A) {
  try {
    yield call(request, ...args);
    yield put(shopSaved(null));
    yield call(toast.success, done);
    yield* reload(list);
  } catch (err) {
    yield put(shopSaveFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export function* savePromoSaga(action: PayloadAction<{ id: string | null; form: FormData }>) {
  yield* changeShopList('promos', SAVED, apiSavePromo, action.payload.id, action.payload.form);
}

export function* savePackageSaga(action: PayloadAction<{ id: string | null; body: PackageBody }>) {
  yield* changeShopList('packages', SAVED, apiSavePackage, action.payload.id, action.payload.body);
}

export function* deleteShopItemSaga(action: PayloadAction<{ kind: 'promo' | 'package'; id: string }>) {
  const { kind, id } = action.payload;
  yield* changeShopList(kind === 'promo' ? 'promos' : 'packages', DELETED, kind === 'promo' ? apiDeletePromo : apiDeletePackage, id);
}

export function* createVoucherSaga(action: PayloadAction<VoucherCreateBody>) {
  try {
    const voucher: Voucher = yield call(apiCreateVoucher, action.payload);
    yield put(shopSaved(voucher.code));
    // The newest comes first: back to the first page.
    yield put(loadShopList({ list: 'vouchers', offset: 0 }));
  } catch (err) {
    yield put(shopSaveFailed());
    yield call(toast.error, errorMessage(err));
  }
}

export function* updateVoucherSaga(action: PayloadAction<{ id: string; body: VoucherUpdateBody }>) {
  yield* changeShopList('vouchers', SAVED, apiUpdateVoucher, action.payload.id, action.payload.body);
}

export function* loadRedemptionsSaga(action: PayloadAction<{ voucher: Voucher; offset: number }>) {
  try {
    const page: VoucherRedemptionList = yield call(apiVoucherRedemptions, action.payload.voucher._id, {
      offset: action.payload.offset,
      limit: SHOP_PAGE_SIZE,
    });
    yield put(redemptionsLoaded(page));
  } catch (err) {
    yield put(redemptionsFailed(errorMessage(err)));
  }
}

export default function* adminShopSagas() {
  yield takeEvery(loadShopList.type, loadShopListSaga);
  yield takeEvery(savePromo.type, savePromoSaga);
  yield takeEvery(savePackage.type, savePackageSaga);
  yield takeEvery(deleteShopItem.type, deleteShopItemSaga);
  yield takeEvery(createVoucher.type, createVoucherSaga);
  yield takeEvery(updateVoucher.type, updateVoucherSaga);
  yield takeLatest(loadRedemptions.type, loadRedemptionsSaga);
}
