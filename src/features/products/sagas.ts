/**
 * Side effects of products: the lists (the site's products page's from its URL), the
 * upload of the editor (its progress reaches the store as the form goes), deleting, a
 * product's page, buying it (then the page is read again) and downloading a bought
 * digital one (its signed link is asked for, then followed).
 */
import { call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { END, buffers, eventChannel, type EventChannel } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  apiBuyProduct,
  apiDeleteProduct,
  apiOwnProducts,
  apiProduct,
  apiProductDownloadLink,
  apiProducts,
  apiPurchasedProducts,
  apiSaveProduct,
} from './api';
import {
  buyProduct,
  buyProductFail,
  deleteProduct,
  deleteProductFail,
  downloadProduct,
  downloadProductFail,
  loadOwnProducts,
  loadPerformerProducts,
  loadProduct,
  loadProductBrowse,
  loadProductFail,
  loadPurchasedProducts,
  OWN_PRODUCTS_PAGE_SIZE,
  ownProductsFail,
  ownProductsLoaded,
  performerProductsFail,
  performerProductsLoaded,
  PRODUCT_CARDS_PAGE_SIZE,
  productBought,
  productBrowseFail,
  productBrowseLoaded,
  productDeleted,
  productDownloadStarted,
  productLoaded,
  productSaved,
  purchasedProductsFail,
  purchasedProductsLoaded,
  saveProduct,
  saveProductFail,
  saveProductProgress,
  selectOwnProducts,
  selectProductEditor,
  type OwnProducts,
  type ProductEditor,
} from './slice';
import { productBrowse, type ProductBrowseFilters } from './browse';
import { balanceChanged } from '@/features/account/slice';
import { errorMessage } from '@/lib/http';
import { followAddress } from '@/lib/navigation';
import type { AssetStatus, PurchaseResult } from '@/shared/schemas/assets';
import type {
  DownloadLink,
  PerformerProduct,
  PerformerProductList,
  ProductDetails,
  ProductList,
  ShippingAddress,
} from '@/shared/schemas/products';

export function* loadOwnProductsSaga(action: PayloadAction<{ offset: number; status?: AssetStatus; q?: string }>) {
  const { offset, status, q } = action.payload;
  try {
    const page: PerformerProductList = yield call(apiOwnProducts, { offset, limit: OWN_PRODUCTS_PAGE_SIZE, status, q: q || undefined });
    yield put(ownProductsLoaded(page));
  } catch (err) {
    yield put(ownProductsFail(errorMessage(err)));
  }
}

/** What the upload tells: how far it is, then its answer or its failure. */
type UploadEvent = { progress: number } | { saved: PerformerProduct } | { error: unknown };

/**
 * The upload of `form` as a channel of its events, kept in order until the saga takes
 * them (none is lost while it is busy); closing the channel (the saga cancelled) aborts it.
 */
function uploadChannel(id: string | null, form: FormData): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    apiSaveProduct(id, form, (fraction) => emit({ progress: fraction }), controller.signal).then(
      (saved) => {
        emit({ saved });
        emit(END);
      },
      (error: unknown) => {
        emit({ error });
        emit(END);
      },
    );
    return () => controller.abort();
  }, buffers.expanding<UploadEvent>(16));
}

export function* saveProductSaga(action: PayloadAction<{ form: FormData }>) {
  const editor: ProductEditor = yield select(selectProductEditor);
  const channel: EventChannel<UploadEvent> = yield call(uploadChannel, editor.id, action.payload.form);
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if ('progress' in event) yield put(saveProductProgress(event.progress));
      else if ('saved' in event) {
        yield put(productSaved(event.saved));
        // A new product goes to the top of the first page: that page is read again.
        if (!editor.id) {
          const own: OwnProducts = yield select(selectOwnProducts);
          yield put(loadOwnProducts({ offset: 0, status: own.status, q: own.q }));
        }
        return;
      } else {
        yield put(saveProductFail(errorMessage(event.error)));
        return;
      }
    }
  } finally {
    channel.close();
  }
}

export function* deleteProductSaga(action: PayloadAction<string>) {
  try {
    yield call(apiDeleteProduct, action.payload);
    yield put(productDeleted(action.payload));
  } catch (err) {
    yield put(deleteProductFail(errorMessage(err)));
  }
}

export function* loadPerformerProductsSaga(action: PayloadAction<{ performerId: string; offset: number; locale?: string }>) {
  const { performerId, offset, locale } = action.payload;
  try {
    const page: ProductList = yield call(apiProducts, { performerId, offset, limit: PRODUCT_CARDS_PAGE_SIZE, locale });
    yield put(performerProductsLoaded(page));
  } catch (err) {
    yield put(performerProductsFail(errorMessage(err)));
  }
}

export function* loadProductBrowseSaga(action: PayloadAction<{ filters: ProductBrowseFilters; locale?: string }>) {
  try {
    const page: ProductList = yield call(apiProducts, productBrowse.apiQuery(action.payload.filters, action.payload.locale));
    yield put(productBrowseLoaded(page));
  } catch (err) {
    yield put(productBrowseFail(errorMessage(err)));
  }
}

export function* loadProductSaga(action: PayloadAction<{ id: string; locale?: string }>) {
  try {
    const product: ProductDetails = yield call(apiProduct, action.payload.id, action.payload.locale);
    yield put(productLoaded(product));
  } catch (err) {
    yield put(loadProductFail(errorMessage(err)));
  }
}

export function* buyProductSaga(action: PayloadAction<{ id: string; locale?: string; shippingAddress?: ShippingAddress }>) {
  const { id, locale, shippingAddress } = action.payload;
  try {
    const purchase: PurchaseResult = yield call(apiBuyProduct, id, shippingAddress ? { shippingAddress } : {});
    yield put(balanceChanged(purchase.balance));
    yield put(productBought(purchase));
  } catch (err) {
    yield put(buyProductFail(errorMessage(err)));
    return;
  }
  try {
    // Shown bought already; the page's call brings the rest (the stock left).
    const product: ProductDetails = yield call(apiProduct, id, locale);
    yield put(productLoaded(product));
  } catch {
    // The page keeps what the purchase told.
  }
}

export function* downloadProductSaga(action: PayloadAction<string>) {
  try {
    const link: DownloadLink = yield call(apiProductDownloadLink, action.payload);
    // The signed address answers with the file to save under its name: the page stays.
    yield call(followAddress, link.url);
    yield put(productDownloadStarted());
  } catch (err) {
    yield put(downloadProductFail(errorMessage(err)));
  }
}

export function* loadPurchasedProductsSaga(action: PayloadAction<{ offset: number; locale?: string }>) {
  try {
    const page: ProductList = yield call(apiPurchasedProducts, {
      offset: action.payload.offset,
      limit: PRODUCT_CARDS_PAGE_SIZE,
      locale: action.payload.locale,
    });
    yield put(purchasedProductsLoaded(page));
  } catch (err) {
    yield put(purchasedProductsFail(errorMessage(err)));
  }
}

export default function* productSagas() {
  yield takeLatest(loadOwnProducts.type, loadOwnProductsSaga);
  // One upload at a time: a second click on save while one goes does nothing.
  yield takeLeading(saveProduct.type, saveProductSaga);
  yield takeEvery(deleteProduct.type, deleteProductSaga);
  yield takeLatest(loadPerformerProducts.type, loadPerformerProductsSaga);
  yield takeLatest(loadProductBrowse.type, loadProductBrowseSaga);
  yield takeLatest(loadProduct.type, loadProductSaga);
  yield takeLeading(buyProduct.type, buyProductSaga);
  yield takeLeading(downloadProduct.type, downloadProductSaga);
  yield takeLatest(loadPurchasedProducts.type, loadPurchasedProductsSaga);
}
