/**
 * Refunds: the buyer's requests (the latest of each purchase, which the purchases page
 * shows beside it), asking for one with a reason, and the decisions as the socket's
 * `refund/decided` tells them; the administration's list (filtered by status) and its
 * decisions, accepted or rejected with a note.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { AppSocket } from '@/lib/socket';
import type { RefundDecision, RefundList, RefundRequest, RefundStatus } from '@/shared/schemas/refunds';

export const REFUNDS_PAGE_SIZE = 20;
/** How many of the buyer's latest requests the purchases page reads to show beside its rows. */
export const OWN_REFUNDS_READ = 100;

export interface RefundsState {
  /** The buyer's requests by purchase: the latest of each. */
  own: Record<string, RefundRequest>;
  /** The request being written: for which purchase, and how it went. */
  ask: { purchaseId: string | null; requesting: boolean; error: string | null };
  admin: LoadedPage<RefundRequest> & { status?: RefundStatus };
  decide: { id: string | null; requesting: boolean; error: string | null };
}

export const initialRefundsState: RefundsState = {
  own: {},
  ask: { purchaseId: null, requesting: false, error: null },
  admin: { data: [], total: 0, offset: 0, requesting: false, error: null },
  decide: { id: null, requesting: false, error: null },
};

/** Keeps `request` as its purchase's latest unless a later one is known. */
function keepLatest(own: Record<string, RefundRequest>, request: RefundRequest) {
  const known = own[request.purchaseId];
  if (!known || known._id === request._id || known.createdAt <= request.createdAt) own[request.purchaseId] = request;
}

const refundsSlice = createSlice({
  name: 'refunds',
  initialState: initialRefundsState,
  reducers: {
    /** The buyer's latest requests are read (the purchases page). */
    loadOwnRefunds() {},
    ownRefundsLoaded(state, action: PayloadAction<RefundList>) {
      for (const request of action.payload.data) keepLatest(state.own, request);
    },
    /** payload: the purchase a refund is asked for (the dialog opens), or null (it closes). */
    openRefundAsk(state, action: PayloadAction<string | null>) {
      if (state.ask.requesting) return;
      state.ask = { purchaseId: action.payload, requesting: false, error: null };
    },
    /** payload: the purchase and why. */
    askRefund(state, _action: PayloadAction<{ purchaseId: string; reason: string }>) {
      state.ask.requesting = true;
      state.ask.error = null;
    },
    refundAsked(state, action: PayloadAction<RefundRequest>) {
      keepLatest(state.own, action.payload);
      state.ask = { purchaseId: null, requesting: false, error: null };
    },
    askRefundFail(state, action: PayloadAction<string>) {
      state.ask.requesting = false;
      state.ask.error = action.payload;
    },
    /** The purchases page opened: payload `{ socket }`; the saga hears `refund/decided` until `closeRefundEvents`. */
    openRefundEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeRefundEvents() {},
    /** Socket event refund/decided: one of the buyer's requests was decided. payload: the request. */
    refundDecided(state, action: PayloadAction<RefundRequest>) {
      keepLatest(state.own, action.payload);
    },
    /** payload: the page and the status filter of the administration's list. */
    loadAdminRefunds(state, action: PayloadAction<{ offset: number; status?: RefundStatus }>) {
      state.admin = { ...state.admin, ...action.payload, status: action.payload.status, requesting: true, error: null };
    },
    adminRefundsLoaded(state, action: PayloadAction<RefundList>) {
      state.admin = { ...state.admin, ...action.payload, requesting: false };
    },
    adminRefundsFail(state, action: PayloadAction<string>) {
      state.admin.requesting = false;
      state.admin.error = action.payload;
    },
    /** payload: the request, accepted or rejected with a note. */
    decideRefund(state, action: PayloadAction<{ id: string; body: RefundDecision }>) {
      state.decide = { id: action.payload.id, requesting: true, error: null };
    },
    refundDecisionSaved(state, action: PayloadAction<RefundRequest>) {
      state.decide = { id: null, requesting: false, error: null };
      const at = state.admin.data.findIndex((request) => request._id === action.payload._id);
      if (at < 0) return;
      // A list of pending requests loses the decided one; any other shows it as it is now.
      if (state.admin.status && state.admin.status !== action.payload.status) {
        state.admin.data.splice(at, 1);
        state.admin.total = Math.max(0, state.admin.total - 1);
      } else state.admin.data[at] = action.payload;
    },
    decideRefundFail(state, action: PayloadAction<string>) {
      state.decide.requesting = false;
      state.decide.error = action.payload;
    },
  },
});

export const {
  loadOwnRefunds,
  ownRefundsLoaded,
  openRefundAsk,
  askRefund,
  refundAsked,
  askRefundFail,
  openRefundEvents,
  closeRefundEvents,
  refundDecided,
  loadAdminRefunds,
  adminRefundsLoaded,
  adminRefundsFail,
  decideRefund,
  refundDecisionSaved,
  decideRefundFail,
} = refundsSlice.actions;
export default refundsSlice.reducer;

/** The buyer's refund decisions channel, for `useSocketChannel`. */
export const refundEvents = { open: (socket: AppSocket) => openRefundEvents({ socket }), close: closeRefundEvents };

type State = { refunds: RefundsState };
export const selectOwnRefunds = (state: State) => state.refunds.own;
export const selectRefundAsk = (state: State) => state.refunds.ask;
export const selectAdminRefunds = (state: State) => state.refunds.admin;
export const selectRefundDecide = (state: State) => state.refunds.decide;
