/**
 * The performer's own show on the live page: going live with a title and ending the show,
 * and the live session's figures (since when, what it earned), read again as the show
 * starts or ends and as the balance changes.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LiveSession } from '@/shared/schemas/streaming';

export interface LiveState {
  /** A go-live or end-show call is in flight. */
  requesting: boolean;
  /** The session as last read, and when it arrived (the browser's clock), for the time live. */
  session: { data: LiveSession; receivedAt: number } | null;
}

const initialState: LiveState = { requesting: false, session: null };

const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    /** payload: `{ title }` of the show. */
    goLive(state, _action: PayloadAction<{ title: string }>) {
      state.requesting = true;
    },
    /** Back to offline. */
    endShow(state) {
      state.requesting = true;
    },
    /** Either call finished; the account's status tells which way. */
    liveRequestDone(state) {
      state.requesting = false;
    },
    /** The session's figures are read (the page opened, the show started or ended, tokens came in). */
    loadLiveSession() {},
    /** The session's figures are on the page: each change of balance reads them again until `unwatchLiveSession`. */
    watchLiveSession() {},
    unwatchLiveSession() {},
    liveSessionLoaded(state, action: PayloadAction<{ data: LiveSession; receivedAt: number }>) {
      state.session = action.payload;
    },
  },
});

export const { goLive, endShow, liveRequestDone, loadLiveSession, watchLiveSession, unwatchLiveSession, liveSessionLoaded } =
  liveSlice.actions;
export default liveSlice.reducer;

export const selectLiveRequesting = (state: { live: LiveState }) => state.live.requesting;
export const selectLiveSession = (state: { live: LiveState }) => state.live.session;
