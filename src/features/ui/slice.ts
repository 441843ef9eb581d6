/**
 * Page-level UI: the state of the route-change loading flag and the 18+ confirmation, and
 * the pieces every feature builds pages from (components/: the page title and frame, the
 * offset pager, the live video player).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  /** True from routeChangeStart to routeChangeComplete/Error. */
  routeLoading: boolean;
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: { routeLoading: false } as UiState,
  reducers: {
    routeLoadingChanged(state, action: PayloadAction<boolean>) {
      state.routeLoading = action.payload;
    },
  },
});

export const { routeLoadingChanged } = uiSlice.actions;
export default uiSlice.reducer;
export const selectRouteLoading = (state: { ui: UiState }) => state.ui.routeLoading;
