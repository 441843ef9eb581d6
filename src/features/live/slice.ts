/** The performer's own show on the live page: going live with a title and ending the show. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LiveState {
  /** A go-live or end-show call is in flight. */
  requesting: boolean;
}

const initialState: LiveState = { requesting: false };

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
  },
});

export const { goLive, endShow, liveRequestDone } = liveSlice.actions;
export default liveSlice.reducer;

export const selectLiveRequesting = (state: { live: LiveState }) => state.live.requesting;
