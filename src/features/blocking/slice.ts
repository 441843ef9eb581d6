/**
 * Who cannot see the signed-in performer (the Blocking tab of the performer's
 * settings): the blocked countries and users, the search that picks users to block and
 * the country names the countries are picked from. Every call has its own request
 * state. The server's side is src/server/modules/blocking.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyLocaleList, startLocaleListLoad, type LocaleList } from '@/lib/locale-lists';
import { failedRequest, idleRequests, runningRequest, succeededRequest, type RequestState } from '@/lib/named-requests';
import type { Blocking } from '@/shared/schemas/performers';
import type { Country } from '@/shared/schemas/reference';
import type { UserSearchItem } from '@/shared/schemas/users';

/** The calls that have a request state of their own. */
export const BLOCKING_REQUESTS = ['load', 'blockedCountries', 'unblock', 'block'] as const;
export type BlockingRequest = (typeof BLOCKING_REQUESTS)[number];

export interface UserSearch {
  requesting: boolean;
  items: UserSearchItem[];
  error: string | null;
}

export interface BlockingState {
  requests: Record<BlockingRequest, RequestState>;
  /** null until GET /performers/blocking answered. */
  current: Blocking | null;
  /** Users whose unblocking is under way. */
  unblocking: string[];
  countries: LocaleList<Country>;
  /** The users found by the search of the Blocking tab. */
  userSearch: UserSearch;
}

export const initialBlockingState: BlockingState = {
  requests: idleRequests(BLOCKING_REQUESTS),
  current: null,
  unblocking: [],
  countries: emptyLocaleList(),
  userSearch: { requesting: false, items: [], error: null },
};

const blockingSlice = createSlice({
  name: 'blocking',
  initialState: initialBlockingState,
  reducers: {
    /** No payload: loads GET /performers/blocking. */
    loadBlocking(state) {
      state.requests.load = runningRequest;
    },
    /** payload: the complete list of blocked country codes (it replaces the old one). */
    saveBlockedCountries(state, _action: PayloadAction<string[]>) {
      state.requests.blockedCountries = runningRequest;
    },
    /** payload: the user id to unblock. */
    unblockUser(state, action: PayloadAction<string>) {
      state.requests.unblock = runningRequest;
      if (!state.unblocking.includes(action.payload)) state.unblocking.push(action.payload);
    },
    /** payload: the text to look for in names and usernames (at least 2 characters). */
    searchUsers(state, _action: PayloadAction<string>) {
      state.userSearch.requesting = true;
      state.userSearch.error = null;
    },
    /** payload: the users found. */
    searchUsersSuccess(state, action: PayloadAction<UserSearchItem[]>) {
      state.userSearch = { requesting: false, items: action.payload, error: null };
    },
    /** payload: the message to show. */
    searchUsersFail(state, action: PayloadAction<string>) {
      state.userSearch = { requesting: false, items: [], error: action.payload };
    },
    /** payload: the user id to add to the block list. */
    blockUser(state, _action: PayloadAction<string>) {
      state.requests.block = runningRequest;
    },
    /** payload: the locale the names should be in. */
    loadCountries(state, action: PayloadAction<string>) {
      startLocaleListLoad(state.countries, action.payload);
    },

    /** payload: which request ended well. */
    blockingRequestSucceeded(state, action: PayloadAction<BlockingRequest>) {
      state.requests[action.payload] = succeededRequest;
    },
    /** payload: which request failed, and the message to show. */
    blockingRequestFailed(state, action: PayloadAction<{ request: BlockingRequest; error: string }>) {
      state.requests[action.payload.request] = failedRequest(action.payload.error);
    },
    /** Forgets the outcome of earlier calls, so the settings page opens without old messages. */
    blockingRequestsReset(state) {
      state.requests = idleRequests(BLOCKING_REQUESTS);
      state.unblocking = [];
    },
    /** payload: GET /performers/blocking (or the answer of a blocking update). */
    blockingLoaded(state, action: PayloadAction<Blocking>) {
      state.current = action.payload;
    },
    /** payload: the saved list of blocked country codes. */
    blockedCountriesChanged(state, action: PayloadAction<string[]>) {
      if (state.current) state.current.countries = action.payload;
      else state.current = { countries: action.payload, users: [] };
    },
    /** payload: the user id that is no longer blocked. */
    userUnblocked(state, action: PayloadAction<string>) {
      state.unblocking = state.unblocking.filter((id) => id !== action.payload);
      if (state.current) state.current.users = state.current.users.filter((user) => user._id !== action.payload);
    },
    /** payload: the user that is still blocked, and the message to show. */
    unblockUserFailed(state, action: PayloadAction<{ userId: string; error: string }>) {
      state.unblocking = state.unblocking.filter((id) => id !== action.payload.userId);
      state.requests.unblock = { requesting: false, success: false, error: action.payload.error };
    },
    /** payload: the list and the locale its names are in. */
    countriesLoaded(state, action: PayloadAction<{ locale: string; items: Country[] }>) {
      state.countries = { ...action.payload, requesting: false };
    },
    /** Such a failure is silent (docs/api.md#how-the-web-client-shows-errors): the select shows the codes. */
    countriesFailed(state) {
      state.countries.requesting = false;
    },
  },
});

export const {
  loadBlocking,
  saveBlockedCountries,
  unblockUser,
  searchUsers,
  searchUsersSuccess,
  searchUsersFail,
  blockUser,
  loadCountries,
  blockingRequestSucceeded,
  blockingRequestFailed,
  blockingRequestsReset,
  blockingLoaded,
  blockedCountriesChanged,
  userUnblocked,
  unblockUserFailed,
  countriesLoaded,
  countriesFailed,
} = blockingSlice.actions;
export default blockingSlice.reducer;

/**
 * Optional because a server-rendered initial state may leave the slice out; the
 * selectors read a missing one as the initial state.
 */
type WithBlocking = { blocking?: BlockingState };
const blockingState = (state: WithBlocking) => state.blocking ?? initialBlockingState;

export const selectBlockingRequest = (state: WithBlocking, request: BlockingRequest) => blockingState(state).requests[request];
export const selectBlocking = (state: WithBlocking) => blockingState(state).current;
export const selectUnblocking = (state: WithBlocking) => blockingState(state).unblocking;
export const selectUserSearch = (state: WithBlocking) => blockingState(state).userSearch;
export const selectCountryList = (state: WithBlocking) => blockingState(state).countries;
