/**
 * A viewer's token history: the movements of their tokens (tips, shows, purchases,
 * vouchers...) and their purchases of tokens, each a list read a page at a time; a
 * purchase still waiting for its payment is continued (back to the gateway) or cancelled.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { ListPage } from '@/shared/schemas/common';
import type { PaymentOrder, TokenTransaction } from '@/shared/schemas/money';

export const TOKEN_HISTORY_PAGE_SIZE = 20;

export interface HistoryList<T> extends LoadedPage<T> {
  /** A first answer (or failure) arrived, so an empty list really is empty. */
  loaded: boolean;
}

export interface TokenHistoryState {
  transactions: HistoryList<TokenTransaction>;
  orders: HistoryList<PaymentOrder>;
  /** The waiting order being continued or cancelled, and why that failed. */
  waiting: { id: string | null; requesting: boolean; error: string | null };
}

export type HistoryKind = 'transactions' | 'orders';

const emptyList = { data: [], total: 0, offset: 0, requesting: false, loaded: false, error: null };

export const initialTokenHistoryState: TokenHistoryState = {
  transactions: emptyList,
  orders: emptyList,
  waiting: { id: null, requesting: false, error: null },
};

type Loaded = ({ kind: 'transactions' } & ListPage<TokenTransaction>) | ({ kind: 'orders' } & ListPage<PaymentOrder>);

const tokenHistorySlice = createSlice({
  name: 'tokenHistory',
  initialState: initialTokenHistoryState,
  reducers: {
    /** payload: which list, the offset of the page to read and the reader's locale (orders say what they bought in it). */
    loadHistory(state, action: PayloadAction<{ kind: HistoryKind; offset: number; locale?: string }>) {
      const list = state[action.payload.kind];
      list.offset = action.payload.offset;
      list.requesting = true;
      list.error = null;
    },
    historyLoaded(state, action: PayloadAction<Loaded>) {
      const { total } = action.payload;
      if (action.payload.kind === 'transactions')
        state.transactions = { ...state.transactions, data: action.payload.data, total, requesting: false, loaded: true };
      else state.orders = { ...state.orders, data: action.payload.data, total, requesting: false, loaded: true };
    },
    /** payload: which list and the message to show. */
    historyFailed(state, action: PayloadAction<{ kind: HistoryKind; error: string }>) {
      const list = state[action.payload.kind];
      list.requesting = false;
      list.loaded = true;
      list.error = action.payload.error;
    },
    /** payload: the waiting order to pay now (the browser goes to the gateway). */
    resumeOrder(state, action: PayloadAction<string>) {
      state.waiting = { id: action.payload, requesting: true, error: null };
    },
    /** payload: the waiting order to give up. */
    cancelWaitingOrder(state, action: PayloadAction<string>) {
      state.waiting = { id: action.payload, requesting: true, error: null };
    },
    /** payload: the order as it is now (cancelled, or no longer waiting). */
    waitingOrderChanged(state, action: PayloadAction<PaymentOrder>) {
      state.waiting = { id: null, requesting: false, error: null };
      const at = state.orders.data.findIndex((order) => order._id === action.payload._id);
      if (at >= 0) state.orders.data[at] = action.payload;
    },
    waitingOrderFailed(state, action: PayloadAction<string>) {
      state.waiting.requesting = false;
      state.waiting.error = action.payload;
    },
  },
});

export const { loadHistory, historyLoaded, historyFailed, resumeOrder, cancelWaitingOrder, waitingOrderChanged, waitingOrderFailed } =
  tokenHistorySlice.actions;
export default tokenHistorySlice.reducer;

export const selectHistory =
  <K extends HistoryKind>(kind: K) =>
  (state: { tokenHistory: TokenHistoryState }) =>
    state.tokenHistory[kind];
export const selectWaitingOrder = (state: { tokenHistory: TokenHistoryState }) => state.tokenHistory.waiting;
