/**
 * Orders of products: the performer's list of what they sold (filtered by step and title)
 * with one order's details (the buyer's address) and its next step (processing, shipping
 * with a carrier and tracking code, delivered); the buyer's list of what they bought with
 * one order's details, kept current by the socket's `order/updated`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { AppSocket } from '@/lib/socket';
import type { DeliveryStatus, Order, OrderList, OrderUpdate } from '@/shared/schemas/orders';

export const ORDERS_PAGE_SIZE = 20;

export type OrderSide = 'sold' | 'bought';

export interface OrderFilters {
  offset: number;
  status?: DeliveryStatus;
  q?: string;
  locale?: string;
}

export type OrderListState = LoadedPage<Order> & { status?: DeliveryStatus; q?: string };

export interface OrdersState {
  sold: OrderListState;
  bought: OrderListState;
  /** The order opened in its dialog (either side). */
  details: { id: string | null; data: Order | null; requesting: boolean; error: string | null };
  /** The step being saved; `done` counts the steps saved, so the form can close after each. */
  update: { id: string | null; requesting: boolean; error: string | null; done: number };
}

const emptyPage = { data: [], total: 0, offset: 0, requesting: false, error: null };

export const initialOrdersState: OrdersState = {
  sold: emptyPage,
  bought: emptyPage,
  details: { id: null, data: null, requesting: false, error: null },
  update: { id: null, requesting: false, error: null, done: 0 },
};

/** An order as it is now, wherever the store shows it. */
function replaceOrder(state: OrdersState, order: Order) {
  for (const list of [state.sold, state.bought]) {
    const at = list.data.findIndex((row) => row._id === order._id);
    if (at >= 0) list.data[at] = order;
  }
  if (state.details.id === order._id) state.details.data = order;
}

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    /** payload: which side's list, its page and filters, and the reader's language. */
    loadOrders(state, action: PayloadAction<{ side: OrderSide } & OrderFilters>) {
      const { side, offset, status, q } = action.payload;
      state[side] = { ...state[side], offset, status, q, requesting: true, error: null };
    },
    ordersLoaded(state, action: PayloadAction<{ side: OrderSide; page: OrderList }>) {
      const { side, page } = action.payload;
      state[side] = { ...state[side], ...page, requesting: false };
    },
    ordersFail(state, action: PayloadAction<{ side: OrderSide; error: string }>) {
      state[action.payload.side].requesting = false;
      state[action.payload.side].error = action.payload.error;
    },
    /** payload: the order to open in its dialog, from which side, in which language. */
    openOrder(state, action: PayloadAction<{ side: OrderSide; id: string; locale?: string }>) {
      const listed = state[action.payload.side].data.find((order) => order._id === action.payload.id) ?? null;
      state.details = { id: action.payload.id, data: listed, requesting: true, error: null };
      state.update = { ...state.update, id: null, requesting: false, error: null };
    },
    orderLoaded(state, action: PayloadAction<Order>) {
      if (state.details.id !== action.payload._id) return;
      state.details.requesting = false;
      replaceOrder(state, action.payload);
    },
    orderFail(state, action: PayloadAction<string>) {
      state.details.requesting = false;
      state.details.error = action.payload;
    },
    closeOrder(state) {
      if (!state.update.requesting) state.details = initialOrdersState.details;
    },
    /** payload: the order and its next step (the performer). */
    updateOrder(state, action: PayloadAction<{ id: string; body: OrderUpdate }>) {
      state.update = { ...state.update, id: action.payload.id, requesting: true, error: null };
    },
    orderUpdated(state, action: PayloadAction<Order>) {
      state.update = { ...state.update, requesting: false, done: state.update.done + 1 };
      replaceOrder(state, action.payload);
    },
    updateOrderFail(state, action: PayloadAction<string>) {
      state.update.requesting = false;
      state.update.error = action.payload;
    },
    /** The buyer's orders page opened: payload `{ socket }`; the saga hears `order/updated` until `closeOrderEvents`. */
    openOrderEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeOrderEvents() {},
    /** Socket event order/updated: one of the buyer's orders moved. payload: the order as it is now. */
    orderChanged(state, action: PayloadAction<Order>) {
      replaceOrder(state, action.payload);
    },
  },
});

export const {
  loadOrders,
  ordersLoaded,
  ordersFail,
  openOrder,
  orderLoaded,
  orderFail,
  closeOrder,
  updateOrder,
  orderUpdated,
  updateOrderFail,
  openOrderEvents,
  closeOrderEvents,
  orderChanged,
} = ordersSlice.actions;
export default ordersSlice.reducer;

/** The buyer's orders channel, for `useSocketChannel`. */
export const orderEvents = { open: (socket: AppSocket) => openOrderEvents({ socket }), close: closeOrderEvents };

type State = { orders: OrdersState };
export const selectSoldOrders = (state: State) => state.orders.sold;
export const selectBoughtOrders = (state: State) => state.orders.bought;
export const selectOrderDetails = (state: State) => state.orders.details;
export const selectOrderUpdate = (state: State) => state.orders.update;
