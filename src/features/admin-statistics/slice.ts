/** The dashboard's statistics: the range of days shown and what the server answered for it. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminStatistics } from '@/shared/schemas/statistics';
import type { DayRange } from '@/features/earnings/range';

export interface AdminStatisticsState {
  data: AdminStatistics | null;
  requesting: boolean;
  error: string | null;
}

export const initialAdminStatisticsState: AdminStatisticsState = { data: null, requesting: false, error: null };

const adminStatisticsSlice = createSlice({
  name: 'adminStatistics',
  initialState: initialAdminStatisticsState,
  reducers: {
    /** payload: the days to show. */
    loadStatistics(state, _action: PayloadAction<DayRange>) {
      state.requesting = true;
      state.error = null;
    },
    /** payload: the statistics of the range. */
    statisticsLoaded(state, action: PayloadAction<AdminStatistics>) {
      Object.assign(state, { data: action.payload, requesting: false, error: null });
    },
    /** payload: the message. */
    statisticsFailed(state, action: PayloadAction<string>) {
      state.requesting = false;
      state.error = action.payload;
    },
  },
});

export const { loadStatistics, statisticsLoaded, statisticsFailed } = adminStatisticsSlice.actions;
export const selectAdminStatistics = (state: { adminStatistics: AdminStatisticsState }) => state.adminStatistics;
export default adminStatisticsSlice.reducer;
