/**
 * Side effects of orders: a page of either side's list, one order's details, the
 * performer's next step, and the buyer's orders as the socket tells they moved.
 */
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiBoughtOrder, apiBoughtOrders, apiSoldOrder, apiSoldOrders, apiUpdateOrder } from './api';
import {
  loadOrders,
  openOrder,
  openOrderEvents,
  orderChanged,
  orderFail,
  orderLoaded,
  ORDERS_PAGE_SIZE,
  ordersFail,
  ordersLoaded,
  orderUpdated,
  closeOrderEvents,
  updateOrder,
  updateOrderFail,
  type OrderFilters,
  type OrderSide,
} from './slice';
import { errorMessage } from '@/lib/http';
import { socketSession, type AppSocket, type SocketMessage } from '@/lib/socket';
import type { Order, OrderList, OrderUpdate } from '@/shared/schemas/orders';

export function* loadOrdersSaga(action: PayloadAction<{ side: OrderSide } & OrderFilters>) {
  const { side, offset, status, q, locale } = action.payload;
  const query = { offset, limit: ORDERS_PAGE_SIZE, status, q: q || undefined, locale };
  try {
    const page: OrderList = yield call(side === 'sold' ? apiSoldOrders : apiBoughtOrders, query);
    yield put(ordersLoaded({ side, page }));
  } catch (err) {
    yield put(ordersFail({ side, error: errorMessage(err) }));
  }
}

export function* openOrderSaga(action: PayloadAction<{ side: OrderSide; id: string; locale?: string }>) {
  const { side, id, locale } = action.payload;
  try {
    const order: Order = yield call(side === 'sold' ? apiSoldOrder : apiBoughtOrder, id, locale);
    yield put(orderLoaded(order));
  } catch (err) {
    yield put(orderFail(errorMessage(err)));
  }
}

export function* updateOrderSaga(action: PayloadAction<{ id: string; body: OrderUpdate }>) {
  try {
    const order: Order = yield call(apiUpdateOrder, action.payload.id, action.payload.body);
    yield put(orderUpdated(order));
  } catch (err) {
    yield put(updateOrderFail(errorMessage(err)));
  }
}

export function* orderEventSaga({ payload }: SocketMessage<'order/updated'>) {
  yield put(orderChanged(payload.order));
}

export function* runOrderEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closeOrderEvents, payload.socket, ['order/updated'], orderEventSaga);
}

export default function* orderSagas() {
  yield takeLatest(loadOrders.type, loadOrdersSaga);
  yield takeLatest(openOrder.type, openOrderSaga);
  yield takeLeading(updateOrder.type, updateOrderSaga);
  yield takeLatest(openOrderEvents.type, runOrderEvents);
}
