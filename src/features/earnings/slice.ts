/**
 * Earnings of the signed-in performer or studio: the chosen range and sale type,
 * one page of rows, and the range's stats. Stats are loaded again only when the
 * range changed; `stats.range` is the range they belong to.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EarnerRole, Earning, EarningList, EarningStats, EarningType } from '@/shared/schemas/earnings';
import type { DayRange } from './range';

export const EARNINGS_PAGE_SIZE = 20;

export interface EarningsQuery {
  role: EarnerRole;
  range: DayRange;
  saleType?: EarningType;
  offset: number;
}

export interface EarningsState {
  query: EarningsQuery | null;
  list: { data: Earning[]; total: number; requesting: boolean; error: string | null };
  stats: { data: EarningStats | null; range: DayRange | null; requesting: boolean; error: string | null };
  exporting: boolean;
}

export const initialEarningsState: EarningsState = {
  query: null,
  list: { data: [], total: 0, requesting: false, error: null },
  stats: { data: null, range: null, requesting: false, error: null },
  exporting: false,
};

const earningsSlice = createSlice({
  name: 'earnings',
  initialState: initialEarningsState,
  reducers: {
    /** payload: the role, range, sale type and page offset to show. */
    loadEarnings(state, action: PayloadAction<EarningsQuery>) {
      state.query = action.payload;
      state.list.requesting = true;
      state.list.error = null;
    },
    /** payload: `{ data, total }` of the page. */
    earningsLoaded(state, action: PayloadAction<EarningList>) {
      state.list = { ...action.payload, requesting: false, error: null };
    },
    /** payload: the message to show. */
    earningsFailed(state, action: PayloadAction<string>) {
      state.list.requesting = false;
      state.list.error = action.payload;
    },
    /** payload: the range whose stats are being loaded. */
    statsRequested(state, action: PayloadAction<DayRange>) {
      state.stats = { ...state.stats, range: action.payload, requesting: true, error: null };
    },
    /** payload: the stats of `stats.range`. */
    statsLoaded(state, action: PayloadAction<EarningStats>) {
      state.stats = { ...state.stats, data: action.payload, requesting: false };
    },
    /** payload: the message; the range is forgotten so the next load tries again. */
    statsFailed(state, action: PayloadAction<string>) {
      state.stats = { ...state.stats, range: null, requesting: false, error: action.payload };
    },
    /** The intent to download the current range as CSV. No payload. */
    exportEarnings(state) {
      state.exporting = true;
    },
    exportFinished(state) {
      state.exporting = false;
    },
  },
});

export const { loadEarnings, earningsLoaded, earningsFailed, statsRequested, statsLoaded, statsFailed, exportEarnings, exportFinished } =
  earningsSlice.actions;
export default earningsSlice.reducer;

type WithEarnings = { earnings: EarningsState };
export const selectEarningsQuery = (state: WithEarnings) => state.earnings.query;
export const selectEarningList = (state: WithEarnings) => state.earnings.list;
export const selectEarningStats = (state: WithEarnings) => state.earnings.stats;
export const selectIsExporting = (state: WithEarnings) => state.earnings.exporting;
