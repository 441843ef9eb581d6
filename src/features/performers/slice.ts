/**
 * The performer list and the performer categories. Both survive logout (spec
 * section 4), so a visitor who logs out keeps seeing the home page's grid.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category } from '@/shared/schemas/settings';
import type { PerformerCard } from '@/shared/schemas/performers';

export interface PerformersState {
  list: { data: PerformerCard[]; total: number; requesting: boolean; error: string | null };
  categories: Category[];
}

const initialState: PerformersState = {
  list: { data: [], total: 0, requesting: false, error: null },
  categories: [],
};

const performersSlice = createSlice({
  name: 'performers',
  initialState,
  reducers: {
    /** payload: the categories of the initial load. */
    categoriesLoaded(state, action: PayloadAction<Category[]>) {
      state.categories = action.payload;
    },
    /** payload: query of GET /performers/search (offset, limit, categoryId, q). */
    searchPerformers(state, _action: PayloadAction<{ offset?: number; limit?: number; categoryId?: string; q?: string }>) {
      state.list.requesting = true;
      state.list.error = null;
    },
    /** payload: `{ data, total }`. */
    searchPerformersSuccess(state, action: PayloadAction<{ data: PerformerCard[]; total: number }>) {
      state.list = { ...action.payload, requesting: false, error: null };
    },
    searchPerformersFail(state, action: PayloadAction<string>) {
      state.list.requesting = false;
      state.list.error = action.payload;
    },
    /** payload: `{ id, status }` from the socket event modelUpdateStreamingStatus. */
    performerStatusChanged(state, action: PayloadAction<{ id: string; status: string }>) {
      const performer = state.list.data.find((p) => p._id === action.payload.id);
      if (performer) {
        performer.streamingStatus = action.payload.status;
        performer.isOnline = action.payload.status !== 'disconnected' && action.payload.status !== 'offline';
      }
    },
  },
});

export const { categoriesLoaded, searchPerformers, searchPerformersSuccess, searchPerformersFail, performerStatusChanged } =
  performersSlice.actions;
export default performersSlice.reducer;

type WithPerformers = { performers: PerformersState };
export const selectPerformerList = (state: WithPerformers) => state.performers.list;
export const selectCategories = (state: WithPerformers) => state.performers.categories;
