/**
 * A viewer tipping a performer. Each tip carries an idempotency key, so a double
 * click or a retry after a lost answer never tips twice: the same tip sent again
 * after a failure (same performer, same amount) keeps its key, another tip gets a
 * new one. `done` counts tips that went through, so the tip panel can react to each.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export interface TipsState {
  attempt: TipAttempt | null;
  send: { requesting: boolean; error: string | null; done: number; last: { performerId: string; amount: number } | null };
}

export const initialTipsState: TipsState = {
  attempt: null,
  send: { requesting: false, error: null, done: 0, last: null },
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
  },
});

export const { sendTip, sendTipSuccess, sendTipFail } = tipsSlice.actions;
export default tipsSlice.reducer;

export const selectTipAttempt = (state: { tips: TipsState }) => state.tips.attempt;
export const selectTipSend = (state: { tips: TipsState }) => state.tips.send;
