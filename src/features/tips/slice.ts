/**
 * A viewer tipping a performer. Each tip carries an idempotency key, so a double
 * click or a retry after a lost answer never tips twice: the same tip sent again
 * after a failure (same performer, same amount) keeps its key, another tip gets a
 * new one. `done` counts tips that went through, so the tip panel can react to each.
 *
 * A performer's tips arrive through the socket (`openTipEvents` … `closeTipEvents`):
 * `received` counts them, so the live page can sound each and pass it to the toy.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppSocket } from '@/lib/socket';

export interface SendTip {
  performerId: string;
  amount: number;
  /** The performer's public stream, when the tip is given while watching it. */
  conversationId?: string;
}

/** The tip being sent, or the last one that failed, with the key it travels with. */
export interface TipAttempt {
  performerId: string;
  amount: number;
  key: string;
}

/** A tip to the signed-in performer, as the socket event `tipped` told it. */
export interface ReceivedTip {
  token: number;
  name: string;
}

export interface TipsState {
  attempt: TipAttempt | null;
  send: { requesting: boolean; error: string | null; done: number; last: { performerId: string; amount: number } | null };
  /** Optional because the server-rendered initial state does not carry it. */
  received?: { count: number; last: ReceivedTip | null };
}

export const initialTipsState: TipsState = {
  attempt: null,
  send: { requesting: false, error: null, done: 0, last: null },
  received: { count: 0, last: null },
};

const tipsSlice = createSlice({
  name: 'tips',
  initialState: initialTipsState,
  reducers: {
    /** The viewer's tip; `freshKey` is the key it gets unless it repeats the failed attempt. */
    sendTip: {
      reducer(state, action: PayloadAction<SendTip & { freshKey: string }>) {
        const { performerId, amount, freshKey } = action.payload;
        const again = state.attempt?.performerId === performerId && state.attempt.amount === amount;
        if (!again) state.attempt = { performerId, amount, key: freshKey };
        state.send.requesting = true;
        state.send.error = null;
      },
      prepare: (tip: SendTip) => ({ payload: { ...tip, freshKey: crypto.randomUUID() } }),
    },
    sendTipSuccess(state, action: PayloadAction<{ performerId: string; amount: number }>) {
      state.attempt = null;
      state.send = { requesting: false, error: null, done: state.send.done + 1, last: action.payload };
    },
    /** payload: the message shown; the attempt keeps its key for a retry. */
    sendTipFail(state, action: PayloadAction<string>) {
      state.send.requesting = false;
      state.send.error = action.payload;
    },
    /** A performer's page opened: payload `{ socket }`; the saga hears their tips until `closeTipEvents`. */
    openTipEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeTipEvents() {},
    /** payload: a tip to the signed-in performer. */
    tipReceived(state, action: PayloadAction<ReceivedTip>) {
      state.received = { count: (state.received?.count ?? 0) + 1, last: action.payload };
    },
  },
});

export const { sendTip, sendTipSuccess, sendTipFail, openTipEvents, closeTipEvents, tipReceived } = tipsSlice.actions;
export default tipsSlice.reducer;

export const selectTipAttempt = (state: { tips: TipsState }) => state.tips.attempt;
export const selectTipSend = (state: { tips: TipsState }) => state.tips.send;
export const selectReceivedTips = (state: { tips: TipsState }) => state.tips.received ?? initialTipsState.received!;

/** The performer's tips channel, for `useSocketChannel`. */
export const tipEvents = { open: (socket: AppSocket) => openTipEvents({ socket }), close: closeTipEvents };
