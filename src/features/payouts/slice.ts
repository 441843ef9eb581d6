/**
 * Payouts of the signed-in performer or studio (their payment information, their
 * requests with stats, the amount a new request would cover) and the requests
 * others decide on: a studio's members' requests, or the administrators' list.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { EarnerRole, PayoutPreview } from '@/shared/schemas/earnings';
import type {
  PaymentInformation,
  PayoutDecisionBody,
  PayoutMethod,
  PayoutRequest,
  PayoutRequestBody,
  PayoutRequestList,
  PayoutStats,
  PayoutStatus,
} from '@/shared/schemas/payouts';
import type { DayRange } from '@/features/earnings/range';
import type { AppSocket } from '@/lib/socket';

export const PAYOUTS_PAGE_SIZE = 20;

/** Who decides the listed requests: the signed-in studio (its members) or administrators. */
export type DecisionScope = 'studio' | 'admin';

export interface RequestList extends LoadedPage<PayoutRequest> {
  status?: PayoutStatus;
}

/** The state of one call that saves something; `done` counts successes so forms can react to each. */
export interface SaveState {
  requesting: boolean;
  error: string | null;
  done: number;
}

export interface PayoutsState {
  own: RequestList;
  stats: PayoutStats | null;
  preview: { range: DayRange | null; data: PayoutPreview | null; requesting: boolean };
  paymentInformation: { data: PaymentInformation[]; loaded: boolean; error: string | null };
  /** `fields`: the server's refusal by field (an account number that is not one), shown at each field. */
  savePaymentInformation: SaveState & { fields: Record<string, string> };
  submit: SaveState;
  decisions: RequestList;
  decide: SaveState & { id: string | null };
}

const emptyList: RequestList = { data: [], total: 0, offset: 0, requesting: false, error: null };
const idle: SaveState = { requesting: false, error: null, done: 0 };

export const initialPayoutsState: PayoutsState = {
  own: emptyList,
  stats: null,
  preview: { range: null, data: null, requesting: false },
  paymentInformation: { data: [], loaded: false, error: null },
  savePaymentInformation: { ...idle, fields: {} },
  submit: idle,
  decisions: emptyList,
  decide: { ...idle, id: null },
};

const started = (state: SaveState) => {
  state.requesting = true;
  state.error = null;
};
const succeeded = (state: SaveState) => {
  state.requesting = false;
  state.done += 1;
};
const failed = (state: SaveState, error: string) => {
  state.requesting = false;
  state.error = error;
};

/** A request list while a page of it (one status, or all) loads. */
const listRequested = (list: RequestList, { offset, status }: { offset: number; status?: PayoutStatus }): RequestList => ({
  ...list,
  offset,
  status,
  requesting: true,
  error: null,
});
/** A request list once its page came. */
const listLoaded = (list: RequestList, page: PayoutRequestList): RequestList => ({ ...list, ...page, requesting: false });
/** A request list whose page failed: the message to show. */
const listFailed = (list: RequestList, error: string): RequestList => ({ ...list, requesting: false, error });

const payoutsSlice = createSlice({
  name: 'payouts',
  initialState: initialPayoutsState,
  reducers: {
    /** payload: `{ role, offset, status? }`; loads the page and the stats by status. */
    loadOwnRequests(state, action: PayloadAction<{ role: EarnerRole; offset: number; status?: PayoutStatus }>) {
      state.own = listRequested(state.own, action.payload);
    },
    /** payload: `{ data, total }`. */
    ownRequestsLoaded(state, action: PayloadAction<PayoutRequestList>) {
      state.own = listLoaded(state.own, action.payload);
    },
    /** payload: the message. */
    ownRequestsFailed(state, action: PayloadAction<string>) {
      state.own = listFailed(state.own, action.payload);
    },
    /** payload: count and amount per status. */
    payoutStatsLoaded(state, action: PayloadAction<PayoutStats>) {
      state.stats = action.payload;
    },
    /** payload: `{ role, range }`: what a request for the range would cover. */
    loadPayoutPreview(state, action: PayloadAction<{ role: EarnerRole; range: DayRange }>) {
      state.preview = { range: action.payload.range, data: null, requesting: true };
    },
    /** payload: the preview, or null when it could not be loaded. */
    payoutPreviewLoaded(state, action: PayloadAction<PayoutPreview | null>) {
      state.preview = { ...state.preview, data: action.payload, requesting: false };
    },
    /** No payload. */
    loadPaymentInformation(state) {
      state.paymentInformation.error = null;
    },
    /** payload: every saved method. */
    paymentInformationLoaded(state, action: PayloadAction<PaymentInformation[]>) {
      state.paymentInformation = { data: action.payload, loaded: true, error: null };
    },
    /** payload: the message. */
    paymentInformationFailed(state, action: PayloadAction<string>) {
      state.paymentInformation = { ...state.paymentInformation, loaded: true, error: action.payload };
    },
    /** payload: `{ role, method, details }`. */
    savePaymentInformation(state, _action: PayloadAction<{ role: EarnerRole; method: PayoutMethod; details: Record<string, string> }>) {
      started(state.savePaymentInformation);
      state.savePaymentInformation.fields = {};
    },
    /** payload: the saved method; it replaces the earlier one. */
    paymentInformationSaved(state, action: PayloadAction<PaymentInformation>) {
      succeeded(state.savePaymentInformation);
      const others = state.paymentInformation.data.filter((p) => p.paymentAccountType !== action.payload.paymentAccountType);
      state.paymentInformation.data = [...others, action.payload];
    },
    /** payload: the message, and the fields the refusal names. */
    savePaymentInformationFailed(state, action: PayloadAction<{ error: string; fields: Record<string, string> }>) {
      failed(state.savePaymentInformation, action.payload.error);
      state.savePaymentInformation.fields = action.payload.fields;
    },
    /** payload: `{ role, id?, body }`: a new request, or an edit of the pending one `id`. */
    submitPayoutRequest(state, _action: PayloadAction<{ role: EarnerRole; id?: string; body: PayoutRequestBody }>) {
      started(state.submit);
    },
    /** payload: the saved request. */
    payoutRequestSubmitted(state, action: PayloadAction<PayoutRequest>) {
      succeeded(state.submit);
      const index = state.own.data.findIndex((r) => r._id === action.payload._id);
      if (index >= 0) state.own.data[index] = action.payload;
    },
    /** payload: the message. */
    submitPayoutRequestFailed(state, action: PayloadAction<string>) {
      failed(state.submit, action.payload);
    },
    /** Forgets the last submit error (a form opened anew). No payload. */
    resetSubmit(state) {
      state.submit.error = null;
    },
    /** payload: `{ scope, offset, status? }`. */
    loadDecisionList(state, action: PayloadAction<{ scope: DecisionScope; offset: number; status?: PayoutStatus }>) {
      state.decisions = listRequested(state.decisions, action.payload);
    },
    /** payload: `{ data, total }`. */
    decisionListLoaded(state, action: PayloadAction<PayoutRequestList>) {
      state.decisions = listLoaded(state.decisions, action.payload);
    },
    /** payload: the message. */
    decisionListFailed(state, action: PayloadAction<string>) {
      state.decisions = listFailed(state.decisions, action.payload);
    },
    /** payload: `{ scope, id, body }`: approve, reject or mark done. */
    decidePayout(state, action: PayloadAction<{ scope: DecisionScope; id: string; body: PayoutDecisionBody }>) {
      started(state.decide);
      state.decide.id = action.payload.id;
    },
    /** payload: the request after the decision. */
    payoutDecided(state, action: PayloadAction<PayoutRequest>) {
      succeeded(state.decide);
      state.decide.id = null;
      const index = state.decisions.data.findIndex((r) => r._id === action.payload._id);
      if (index >= 0) state.decisions.data[index] = action.payload;
    },
    /** payload: the message. */
    decidePayoutFailed(state, action: PayloadAction<string>) {
      failed(state.decide, action.payload);
      state.decide.id = null;
    },
    /** A performer's or studio's page opened: payload `{ socket }`; the saga hears decisions until `closePayoutEvents`. */
    openPayoutEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closePayoutEvents() {},
    /** Socket event payout/updated: one of the account's own requests was decided. payload: the request. */
    payoutRequestChanged(state, action: PayloadAction<PayoutRequest>) {
      const index = state.own.data.findIndex((r) => r._id === action.payload._id);
      if (index >= 0) state.own.data[index] = action.payload;
    },
  },
});

export const {
  loadOwnRequests,
  ownRequestsLoaded,
  ownRequestsFailed,
  payoutStatsLoaded,
  loadPayoutPreview,
  payoutPreviewLoaded,
  loadPaymentInformation,
  paymentInformationLoaded,
  paymentInformationFailed,
  savePaymentInformation,
  paymentInformationSaved,
  savePaymentInformationFailed,
  submitPayoutRequest,
  payoutRequestSubmitted,
  submitPayoutRequestFailed,
  resetSubmit,
  loadDecisionList,
  decisionListLoaded,
  decisionListFailed,
  decidePayout,
  payoutDecided,
  decidePayoutFailed,
  payoutRequestChanged,
  openPayoutEvents,
  closePayoutEvents,
} = payoutsSlice.actions;
export default payoutsSlice.reducer;

/** The account's payout decisions channel, for `useSocketChannel`. */
export const payoutEvents = { open: (socket: AppSocket) => openPayoutEvents({ socket }), close: closePayoutEvents };

type WithPayouts = { payouts: PayoutsState };
export const selectOwnRequests = (state: WithPayouts) => state.payouts.own;
export const selectPayoutStats = (state: WithPayouts) => state.payouts.stats;
export const selectPayoutPreview = (state: WithPayouts) => state.payouts.preview;
export const selectPaymentInformation = (state: WithPayouts) => state.payouts.paymentInformation;
export const selectSavePaymentInformation = (state: WithPayouts) => state.payouts.savePaymentInformation;
export const selectSubmitState = (state: WithPayouts) => state.payouts.submit;
export const selectDecisionList = (state: WithPayouts) => state.payouts.decisions;
export const selectDecideState = (state: WithPayouts) => state.payouts.decide;
/** The methods with saved details, which a request may use: the same array until the saved details change (no render per store change). */
export const selectSavedMethods = createSelector([(state: WithPayouts) => state.payouts.paymentInformation.data], (saved) =>
  saved.map((p) => p.paymentAccountType),
);
