/**
 * A viewer's favourite performers: the favourites page's list. The heart that likes
 * and unlikes is the performers feature's (it sits on every performer card); this list
 * follows its flags, drops a performer once an unlike is confirmed, and follows live status.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { favouriteFlagChanged, isOnlineAfter, performerStatusChanged, toggleFavouriteSuccess } from '@/features/performers/slice';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard } from '@/shared/schemas/performers';

export const FAVOURITES_PAGE_SIZE = 24;

export interface FavouritesState {
  /** `loaded`: a first answer (or failure) arrived, so an empty list really is empty. */
  list: { data: PerformerCard[]; total: number; offset: number; requesting: boolean; loaded: boolean; error: string | null };
}

export const initialFavouritesState: FavouritesState = {
  list: { data: [], total: 0, offset: 0, requesting: false, loaded: false, error: null },
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
    loadFavouritesSuccess(state, action: PayloadAction<ListPage<PerformerCard>>) {
      state.list = { ...state.list, ...action.payload, requesting: false, loaded: true, error: null };
    },
    /** payload: the message to show. */
    loadFavouritesFail(state, action: PayloadAction<string>) {
      state.list.requesting = false;
      state.list.loaded = true;
      state.list.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // An unlike the server confirmed: the performer leaves the list.
      .addCase(toggleFavouriteSuccess, (state, action) => {
        const { id, favourite } = action.payload;
        if (!favourite && state.list.data.some((performer) => performer._id === id)) {
          state.list.data = state.list.data.filter((performer) => performer._id !== id);
          state.list.total = Math.max(0, state.list.total - 1);
        }
      })
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

export const { loadFavourites, loadFavouritesSuccess, loadFavouritesFail } = favouritesSlice.actions;
export default favouritesSlice.reducer;

type WithFavourites = { favourites: FavouritesState };
export const selectFavouriteList = (state: WithFavourites) => state.favourites.list;
