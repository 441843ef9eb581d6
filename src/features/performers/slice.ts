/**
 * Performers as the visitor sees them: the browsing grid (home and category pages),
 * the open performer page with its related performers, and the categories. The
 * whole slice survives logout (docs/domain.md#signing-in-and-page-access), so a visitor who logs out keeps
 * seeing the grid; only the favourite flags are cleared then.
 *
 * Live status changes (socket event modelUpdateStreamingStatus) and favourite
 * toggles are applied to every copy of a performer held here.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { logoutSuccess } from '@/features/auth/slice';
import { suspendAccountSuccess } from '@/features/account/slice';
import type { AppSocket } from '@/lib/socket';
import type { Category } from '@/shared/schemas/settings';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard, PerformerDetails, PerformerSearchFilters } from '@/shared/schemas/performers';

export interface PerformerList {
  data: PerformerCard[];
  total: number;
  requesting: boolean;
  error: string | null;
  /** Which list this is (`browseListKey` of its filters); missing for lists loaded by `searchPerformers`. */
  key?: string;
}

/** The performer page: details and up to 12 related performers. */
export interface PerformerPageState {
  details: PerformerDetails | null;
  related: PerformerCard[];
}

export interface PerformersState {
  list: PerformerList;
  categories: Category[];
  /** Optional because the server-rendered initial state does not carry it; `selectPerformerPage` reads a missing one as empty. */
  profile?: PerformerPageState;
  /** Performers whose like or unlike call is in flight; their hearts wait for it. Optional like `profile`. */
  favouritePending?: string[];
}

const EMPTY_PAGE: PerformerPageState = { details: null, related: [] };

const initialState: PerformersState = {
  list: { data: [], total: 0, requesting: false, error: null },
  categories: [],
};

/** payload of `performerStatusChanged`: the socket event modelUpdateStreamingStatus's `{ id, status, isOnline? }`. */
export interface StatusChange {
  id: string;
  status: string;
  /** Sent when the change came from the performer's connection. */
  isOnline?: boolean;
}

/** Online unless the connection is lost ('disconnected' ⇒ isOnline false, docs/domain.md#live-streaming), or as the event says. */
export const isOnlineAfter = (change: StatusChange) => change.isOnline ?? change.status !== 'disconnected';

/** Runs `change` on every copy of performer `id`: in the grid, on the open page and among its related performers. */
function forEachCopy(state: PerformersState, id: string | null, change: (performer: PerformerCard) => void) {
  const copies = [...state.list.data, ...(state.profile?.related ?? []), ...(state.profile?.details ? [state.profile.details] : [])];
  copies.filter((performer) => id === null || performer._id === id).forEach(change);
}

const performersSlice = createSlice({
  name: 'performers',
  initialState,
  reducers: {
    /** payload: the categories of the initial load. */
    categoriesLoaded(state, action: PayloadAction<Category[]>) {
      state.categories = action.payload;
    },
    /** payload: query of GET /performers/search (PerformerSearchFilters). */
    searchPerformers(state, _action: PayloadAction<PerformerSearchFilters>) {
      state.list.requesting = true;
      state.list.error = null;
    },
    /** payload: `{ data, total }`. */
    searchPerformersSuccess(state, action: PayloadAction<ListPage<PerformerCard>>) {
      state.list = { ...action.payload, requesting: false, error: null };
    },
    searchPerformersFail(state, action: PayloadAction<string>) {
      state.list.requesting = false;
      state.list.error = action.payload;
    },
    /** payload: `{ key, data, total }`, a grid the server rendered; from here on socket events keep it current. */
    performerListLoaded(state, action: PayloadAction<{ key: string } & ListPage<PerformerCard>>) {
      state.list = { ...action.payload, requesting: false, error: null };
    },
    /**
     * payload: `{ key, query }`: read the grid of `key` again for the signed-in viewer (a page
     * shared with signed-in viewers came without their favourites); `performerListLoaded` follows.
     */
    reloadPerformerList(_state, _action: PayloadAction<{ key: string; query: PerformerSearchFilters }>) {},
    /** payload: `{ details, related }`, the performer page the server rendered. */
    performerPageLoaded(state, action: PayloadAction<PerformerPageState>) {
      state.profile = action.payload;
    },
    /** A page that shows performers opened: payload `{ socket }`; the saga hears status changes until `closePerformerEvents`. */
    openPerformerEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closePerformerEvents() {},
    /** payload: StatusChange, from the socket event modelUpdateStreamingStatus. */
    performerStatusChanged(state, action: PayloadAction<StatusChange>) {
      forEachCopy(state, action.payload.id, (performer) => {
        performer.streamingStatus = action.payload.status;
        performer.isOnline = isOnlineAfter(action.payload);
      });
    },
    /** The viewer's intent. payload: `{ id, favourite }`, true to like, false to unlike (POST /favourite/{id}/like or unlike). */
    toggleFavourite(state, action: PayloadAction<{ id: string; favourite: boolean }>) {
      const pending = state.favouritePending ?? [];
      if (!pending.includes(action.payload.id)) state.favouritePending = [...pending, action.payload.id];
    },
    /** payload: `{ id, favourite }` as confirmed by the server; the favourites list drops an unliked performer. */
    toggleFavouriteSuccess(state, action: PayloadAction<{ id: string; favourite: boolean }>) {
      state.favouritePending = (state.favouritePending ?? []).filter((pendingId) => pendingId !== action.payload.id);
    },
    /** payload: `{ id, error }`; the saga has already rolled the flag back. */
    toggleFavouriteFail(state, action: PayloadAction<{ id: string; error: string }>) {
      state.favouritePending = (state.favouritePending ?? []).filter((pendingId) => pendingId !== action.payload.id);
    },
    /** payload: `{ id, isFavorite }`; optimistic on a toggle, and again to roll it back when the call fails. */
    favouriteFlagChanged(state, action: PayloadAction<{ id: string; isFavorite: boolean }>) {
      const { id, isFavorite } = action.payload;
      forEachCopy(state, id, (performer) => {
        performer.isFavorite = isFavorite;
      });
    },
  },
  extraReducers: (builder) => {
    // The lists survive logout, but whose favourites they showed must not.
    builder.addMatcher(isAnyOf(logoutSuccess, suspendAccountSuccess), (state) => {
      forEachCopy(state, null, (performer) => {
        performer.isFavorite = false;
      });
    });
  },
});

export const {
  categoriesLoaded,
  searchPerformers,
  searchPerformersSuccess,
  searchPerformersFail,
  performerListLoaded,
  reloadPerformerList,
  performerPageLoaded,
  performerStatusChanged,
  favouriteFlagChanged,
  toggleFavourite,
  toggleFavouriteSuccess,
  toggleFavouriteFail,
  openPerformerEvents,
  closePerformerEvents,
} = performersSlice.actions;
export default performersSlice.reducer;

type WithPerformers = { performers: PerformersState };
export const selectPerformerList = (state: WithPerformers) => state.performers.list;
export const selectCategories = (state: WithPerformers) => state.performers.categories;
export const selectPerformerPage = (state: WithPerformers) => state.performers.profile ?? EMPTY_PAGE;
export const selectIsFavouritePending = (id: string) => (state: WithPerformers) => state.performers.favouritePending?.includes(id) ?? false;

/** Performers' live status channel, for `useSocketChannel` on every page that shows performers. */
export const performerEvents = { open: (socket: AppSocket) => openPerformerEvents({ socket }), close: closePerformerEvents };
