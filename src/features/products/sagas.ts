/**
 * Side effects of products: the lists (the site's products page's from its URL), the
 * upload of the editor (its progress reaches the store as the form goes), deleting, a
 * product's page, buying it (then the page is read again) and downloading a bought
 * digital one (its signed link is asked for, then followed).
 */
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
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
} from './slice';
import { productBrowse } from './browse';
import { buyer, deleter, pageLoaders, uploadSaver, type ItemRef } from '@/features/content-items/workers';
import { errorMessage } from '@/lib/http';
import { followAddress } from '@/lib/navigation';
import type { DownloadLink, ProductDetails, ShippingAddress } from '@/shared/schemas/products';

const pages = pageLoaders({ own: OWN_PRODUCTS_PAGE_SIZE, cards: PRODUCT_CARDS_PAGE_SIZE });

export const loadOwnProductsSaga = pages.own(apiOwnProducts, ownProductsLoaded, ownProductsFail);

const upload = { progress: saveProductProgress, saved: productSaved, fail: saveProductFail, loadOwn: loadOwnProducts };
export const saveProductSaga = uploadSaver(apiSaveProduct, selectProductEditor, selectOwnProducts, upload);

export const deleteProductSaga = deleter(apiDeleteProduct, productDeleted, deleteProductFail);

export const loadPerformerProductsSaga = pages.performer(apiProducts, performerProductsLoaded, performerProductsFail);

export const loadProductBrowseSaga = pages.browse(apiProducts, productBrowse.apiQuery, productBrowseLoaded, productBrowseFail);

export function* loadProductSaga(action: PayloadAction<{ id: string; locale?: string }>) {
  try {
    const product: ProductDetails = yield call(apiProduct, action.payload.id, action.payload.locale);
    yield put(productLoaded(product));
  } catch (err) {
    yield put(loadProductFail(errorMessage(err)));
  }
}

/** Shown bought already; the page's call brings the rest (the stock left). */
function* rereadBoughtProduct({ id, locale }: ItemRef) {
  try {
    const product: ProductDetails = yield call(apiProduct, id, locale);
    yield put(productLoaded(product));
  } catch {
    // The page keeps what the purchase told.
  }
}

/** A physical product is paid with the address to send it to. */
const payForProduct = ({ id, shippingAddress }: ItemRef & { shippingAddress?: ShippingAddress }) =>
  apiBuyProduct(id, shippingAddress ? { shippingAddress } : {});

export const buyProductSaga = buyer(payForProduct, productBought, buyProductFail, rereadBoughtProduct);

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

export const loadPurchasedProductsSaga = pages.purchased(apiPurchasedProducts, purchasedProductsLoaded, purchasedProductsFail);

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
