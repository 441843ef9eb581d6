/**
 * A viewer's favourite performers: the favourites page's list and the like/unlike
 * toggle. The toggle is optimistic: the saga sets the flag on every copy of the
 * performer at once (`favouriteFlagChanged`) and sets it back when the call fails.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { favouriteFlagChanged, isOnlineAfter, performerStatusChanged } from '@/features/performers/slice';
import type { PerformerCard } from '@/shared/schemas/performers';

export const FAVOURITES_PAGE_SIZE = 24;

export interface FavouritesState {
  /** `loaded`: a first answer (or failure) arrived, so an empty list really is empty. */
  list: { data: PerformerCard[]; total: number; offset: number; requesting: boolean; loaded: boolean; error: string | null };
  /** Performers whose like or unlike call is in flight; their hearts wait for it. */
  pending: string[];
}

export const initialFavouritesState: FavouritesState = {
  list: { data: [], total: 0, offset: 0, requesting: false, loaded: false, error: null },
  pending: [],
};

const favouritesSlice = createSlice({
  name: 'favourites',
  initialState: initialFavouritesState,
  reducers: {
    /** payload: `{ offset, limit }` of GET /favourite. */
    loadFavourites(state, action: PayloadAction<{ offset: number; limit: number }>) {
      state.list.requesting = true;
      state.list.error = null;
      state.list.offset = action.payload.offset;
    },
    /** payload: `{ data, total }`. */
    loadFavouritesSuccess(state, action: PayloadAction<{ data: PerformerCard[]; total: number }>) {
      state.list = { ...state.list, ...action.payload, requesting: false, loaded: true, error: null };
    },
    /** payload: the message to show. */
    loadFavouritesFail(state, action: PayloadAction<string>) {
      state.list.requesting = false;
      state.list.loaded = true;
      state.list.error = action.payload;
    },
    /** The viewer's intent. payload: `{ id, favourite }`, true to like, false to unlike. */
    toggleFavourite(state, action: PayloadAction<{ id: string; favourite: boolean }>) {
      if (!state.pending.includes(action.payload.id)) state.pending.push(action.payload.id);
    },
    /** payload: `{ id, favourite }` as confirmed by the server. An unliked performer leaves the favourites list. */
    toggleFavouriteSuccess(state, action: PayloadAction<{ id: string; favourite: boolean }>) {
      const { id, favourite } = action.payload;
      state.pending = state.pending.filter((pendingId) => pendingId !== id);
      if (!favourite && state.list.data.some((performer) => performer._id === id)) {
        state.list.data = state.list.data.filter((performer) => performer._id !== id);
        state.list.total = Math.max(0, state.list.total - 1);
      }
    },
    /** payload: `{ id, error }`; the saga has already rolled the flag back. */
    toggleFavouriteFail(state, action: PayloadAction<{ id: string; error: string }>) {
      state.pending = state.pending.filter((pendingId) => pendingId !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(favouriteFlagChanged, (state, action) => {
        const performer = state.list.data.find((p) => p._id === action.payload.id);
        if (performer) performer.isFavorite = action.payload.isFavorite;
      })
      .addCase(performerStatusChanged, (state, action) => {
        const performer = state.list.data.find((p) => p._id === action.payload.id);
        if (!performer) return;
        performer.streamingStatus = action.payload.status;
        performer.isOnline = isOnlineAfter(action.payload);
      });
  },
});

export const { loadFavourites, loadFavouritesSuccess, loadFavouritesFail, toggleFavourite, toggleFavouriteSuccess, toggleFavouriteFail } =
  favouritesSlice.actions;
export default favouritesSlice.reducer;

type WithFavourites = { favourites: FavouritesState };
export const selectFavouriteList = (state: WithFavourites) => state.favourites.list;
export const selectIsFavouritePending = (id: string) => (state: WithFavourites) => state.favourites.pending.includes(id);
