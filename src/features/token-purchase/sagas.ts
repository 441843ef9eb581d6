/**
 * Side effects of buying tokens: the packages, the purchase that leaves for the
 * gateway, the order asked after until it is settled (every ORDER_POLL_MS, at most
 * ORDER_POLL_LIMIT times), the cancelled order, and the test-mode checkout.
 */
import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiCancelOrder, apiOrder, apiPurchaseTokens, apiSandboxCheckout, apiSandboxDecide, apiTokenPackages } from './api';
import {
  buyFailed,
  buyPackage,
  cancelOrder,
  checkoutFailed,
  checkoutLoaded,
  decideCheckout,
  loadCheckout,
  loadPackages,
  orderUpdated,
  orderWatchGaveUp,
  packagesFailed,
  packagesLoaded,
  stopWatchingOrder,
  watchOrder,
  type CheckoutLink,
  type SandboxDecision,
} from './slice';
import { errorMessage } from '@/lib/http';
import { goTo } from '@/lib/navigation';
import type {
  Gateway,
  PaymentOrder,
  PurchaseResult,
  SandboxCheckout,
  SandboxDecisionResult,
  TokenPackageList,
} from '@/shared/schemas/money';

export const ORDER_POLL_MS = 2000;
export const ORDER_POLL_LIMIT = 30;

export function* loadPackagesSaga(action: PayloadAction<string>) {
  try {
    const result: TokenPackageList = yield call(apiTokenPackages, action.payload);
    yield put(packagesLoaded({ data: result.data, gateways: result.gateways }));
  } catch (err) {
    yield put(packagesFailed(errorMessage(err)));
  }
}

/** Makes the order and sends the browser to the gateway's payment page. */
export function* buyPackageSaga(action: PayloadAction<{ packageId: string; gateway: Gateway }>) {
  try {
    const { paymentUrl }: PurchaseResult = yield call(apiPurchaseTokens, action.payload.packageId, action.payload.gateway);
    // The sandbox checkout is one of our pages (the language kept); a real gateway is elsewhere.
    yield call(goTo, paymentUrl);
  } catch (err) {
    yield put(buyFailed(errorMessage(err)));
  }
}

/** An order no longer waiting for its payment: nothing more will come of asking after it. */
const SETTLED: ReadonlySet<PaymentOrder['status']> = new Set(['paid', 'declined', 'cancelled', 'expired', 'charged_back', 'refunded']);

/** Asks after the order until it is settled; a failed read is asked again. */
export function* watchOrderSaga(action: PayloadAction<string>) {
  for (let tries = 1; ; tries += 1) {
    const order: PaymentOrder | null = yield call(readOrder, action.payload);
    if (order) yield put(orderUpdated(order));
    if (order && SETTLED.has(order.status)) return;
    if (tries >= ORDER_POLL_LIMIT) {
      yield put(orderWatchGaveUp());
      return;
    }
    yield delay(ORDER_POLL_MS);
  }
}

const readOrder = (id: string): Promise<PaymentOrder | null> => apiOrder(id).catch(() => null);

function* watchOrderUntilLeft(action: PayloadAction<string>) {
  yield race({ watched: call(watchOrderSaga, action), left: take(stopWatchingOrder.type) });
}

/** Nothing to show if it fails: the order stays unpaid either way. */
export function* cancelOrderSaga(action: PayloadAction<string>) {
  try {
    yield call(apiCancelOrder, action.payload);
  } catch {
    // the order was settled or is not this account's: nothing was charged by coming back here
  }
}

export function* loadCheckoutSaga(action: PayloadAction<CheckoutLink>) {
  try {
    const checkout: SandboxCheckout = yield call(apiSandboxCheckout, action.payload.id, action.payload.signature, action.payload.locale);
    yield put(checkoutLoaded(checkout));
  } catch (err) {
    yield put(checkoutFailed(errorMessage(err)));
  }
}

/** The test-mode payment decided; the gateway sends the browser back as a real one would. */
export function* decideCheckoutSaga(action: PayloadAction<CheckoutLink & { outcome: SandboxDecision }>) {
  const { id, signature, outcome } = action.payload;
  try {
    const { returnUrl }: SandboxDecisionResult = yield call(apiSandboxDecide, id, signature, outcome);
    yield call(goTo, returnUrl);
  } catch (err) {
    yield put(checkoutFailed(errorMessage(err)));
  }
}

export default function* tokenPurchaseSagas() {
  yield takeLatest(loadPackages.type, loadPackagesSaga);
  yield takeLeading(buyPackage.type, buyPackageSaga);
  yield takeLatest(watchOrder.type, watchOrderUntilLeft);
  yield takeLatest(cancelOrder.type, cancelOrderSaga);
  yield takeLatest(loadCheckout.type, loadCheckoutSaga);
  yield takeLeading(decideCheckout.type, decideCheckoutSaga);
}
