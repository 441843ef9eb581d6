/**
 * The performer's own profile settings: details, bio translations, working hours,
 * default prices, broadcast settings, documents and blocking (with the user search
 * to pick users to block). Every save has its
 * own request state; what a save changes lands in the account slice (the account
 * is the one copy of the performer's profile), blocking and the reference lists
 * live here.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BioTranslationBody, Blocking, BroadcastSettings, DefaultPriceBody } from '@/shared/schemas/performers';
import type { CurrentPerformer } from '@/shared/schemas/profile';
import type { Country, Language } from '@/shared/schemas/reference';
import type { UserSearchItem } from '@/shared/schemas/users';
import type { PerformerDetailsBody } from './api';
import type { WorkingHours } from './working-hours';

/**
 * The signed-in performer as GET /performers/me answers (its profile fields are
 * optional: an account loaded before the fields existed simply lacks them), with the
 * working hours keyed by weekday.
 */
export type PerformerWithProfile = CurrentPerformer & { workingHours?: Partial<WorkingHours> };

/** The saves and loads that have a request state of their own. */
export const PROFILE_REQUESTS = [
  'details',
  'translations',
  'workingHours',
  'prices',
  'broadcast',
  'documents',
  'releaseForm',
  'blocking',
  'blockedCountries',
  'unblock',
  'block',
] as const;
export type ProfileRequest = (typeof PROFILE_REQUESTS)[number];

export interface RequestState {
  requesting: boolean;
  success: boolean;
  error: string | null;
}

/** A reference list in one language; `locale` is the language of the loaded items. */
export interface ReferenceList<T> {
  locale: string | null;
  items: T[];
  requesting: boolean;
}

export interface PerformerProfileState {
  requests: Record<ProfileRequest, RequestState>;
  /** null until GET /performers/blocking answered. */
  blocking: Blocking | null;
  /** Users whose unblocking is under way. */
  unblocking: string[];
  languages: ReferenceList<Language>;
  countries: ReferenceList<Country>;
  /** The users found by the search of the Blocking tab. */
  userSearch: UserSearch;
}

export interface UserSearch {
  requesting: boolean;
  items: UserSearchItem[];
  error: string | null;
}

export type ReferenceListName = 'languages' | 'countries';

const idle: RequestState = { requesting: false, success: false, error: null };
const requesting: RequestState = { requesting: true, success: false, error: null };
const allIdle = () => Object.fromEntries(PROFILE_REQUESTS.map((name) => [name, idle])) as Record<ProfileRequest, RequestState>;
const emptyList = () => ({ locale: null, items: [], requesting: false });

export const initialPerformerProfileState: PerformerProfileState = {
  requests: allIdle(),
  blocking: null,
  unblocking: [],
  languages: emptyList(),
  countries: emptyList(),
  userSearch: { requesting: false, items: [], error: null },
};

/** A reference list starts loading only when it is not there in that language yet. */
const startListLoad = (list: ReferenceList<unknown>, locale: string) => {
  if (list.locale !== locale) list.requesting = true;
};

const performerProfileSlice = createSlice({
  name: 'performerProfile',
  initialState: initialPerformerProfileState,
  reducers: {
    /** payload: the changed fields of PUT /performers. */
    saveDetails(state, _action: PayloadAction<PerformerDetailsBody>) {
      state.requests.details = requesting;
    },
    /** payload: the translations that changed, `[{ locale, bio }]`, posted one by one. */
    saveBioTranslations(state, _action: PayloadAction<BioTranslationBody[]>) {
      state.requests.translations = requesting;
    },
    /** payload: all seven days, `{ mon: { start: 'HH:mm', end: 'HH:mm', closed }, … }`. */
    saveWorkingHours(state, _action: PayloadAction<WorkingHours>) {
      state.requests.workingHours = requesting;
    },
    /** payload: `{ privateCallPrice, groupCallPrice }`, tokens per minute. */
    savePrices(state, _action: PayloadAction<DefaultPriceBody>) {
      state.requests.prices = requesting;
    },
    /** payload: the broadcast settings (quality, chat access, show permissions, group size). */
    saveBroadcastSettings(state, _action: PayloadAction<BroadcastSettings>) {
      state.requests.broadcast = requesting;
    },
    /** payload: `{ form }`, multipart with idVerification and documentVerification. */
    uploadDocuments(state, _action: PayloadAction<{ form: FormData }>) {
      state.requests.documents = requesting;
    },
    /** payload: `{ file }`, the signed release form. */
    uploadReleaseForm(state, _action: PayloadAction<{ file: File }>) {
      state.requests.releaseForm = requesting;
    },
    loadBlocking(state) {
      state.requests.blocking = requesting;
    },
    /** payload: the complete list of blocked country codes (it replaces the old one). */
    saveBlockedCountries(state, _action: PayloadAction<string[]>) {
      state.requests.blockedCountries = requesting;
    },
    /** payload: the user id to unblock. */
    unblockUser(state, action: PayloadAction<string>) {
      state.requests.unblock = requesting;
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
      state.requests.block = requesting;
    },
    /** payload: the locale the names should be in. */
    loadLanguages(state, action: PayloadAction<string>) {
      startListLoad(state.languages, action.payload);
    },
    /** payload: the locale the names should be in. */
    loadCountries(state, action: PayloadAction<string>) {
      startListLoad(state.countries, action.payload);
    },

    /** payload: which request ended well. */
    profileRequestSucceeded(state, action: PayloadAction<ProfileRequest>) {
      state.requests[action.payload] = { requesting: false, success: true, error: null };
    },
    /** payload: which request failed, and the message to show. */
    profileRequestFailed(state, action: PayloadAction<{ request: ProfileRequest; error: string }>) {
      state.requests[action.payload.request] = { requesting: false, success: false, error: action.payload.error };
    },
    /** Forgets the outcome of earlier saves, so the settings page opens without old messages. */
    profileRequestsReset(state) {
      state.requests = allIdle();
      state.unblocking = [];
    },
    /** payload: GET /performers/blocking (or the answer of a blocking update). */
    blockingLoaded(state, action: PayloadAction<Blocking>) {
      state.blocking = action.payload;
    },
    /** payload: the saved list of blocked country codes. */
    blockedCountriesChanged(state, action: PayloadAction<string[]>) {
      if (state.blocking) state.blocking.countries = action.payload;
      else state.blocking = { countries: action.payload, users: [] };
    },
    /** payload: the user id that is no longer blocked. */
    userUnblocked(state, action: PayloadAction<string>) {
      state.unblocking = state.unblocking.filter((id) => id !== action.payload);
      if (state.blocking) state.blocking.users = state.blocking.users.filter((user) => user._id !== action.payload);
    },
    /** payload: the user that is still blocked, and the message to show. */
    unblockUserFailed(state, action: PayloadAction<{ userId: string; error: string }>) {
      state.unblocking = state.unblocking.filter((id) => id !== action.payload.userId);
      state.requests.unblock = { requesting: false, success: false, error: action.payload.error };
    },
    /** payload: the list and the locale its names are in. */
    languagesLoaded(state, action: PayloadAction<{ locale: string; items: Language[] }>) {
      state.languages = { ...action.payload, requesting: false };
    },
    /** payload: the list and the locale its names are in. */
    countriesLoaded(state, action: PayloadAction<{ locale: string; items: Country[] }>) {
      state.countries = { ...action.payload, requesting: false };
    },
    /** payload: which list failed. Such failures are silent (docs/api.md#how-the-web-client-shows-errors): the select just stays empty. */
    referenceListFailed(state, action: PayloadAction<ReferenceListName>) {
      state[action.payload].requesting = false;
    },
  },
});

export const {
  saveDetails,
  saveBioTranslations,
  saveWorkingHours,
  savePrices,
  saveBroadcastSettings,
  uploadDocuments,
  uploadReleaseForm,
  loadBlocking,
  saveBlockedCountries,
  unblockUser,
  searchUsers,
  searchUsersSuccess,
  searchUsersFail,
  blockUser,
  loadLanguages,
  loadCountries,
  profileRequestSucceeded,
  profileRequestFailed,
  profileRequestsReset,
  blockingLoaded,
  blockedCountriesChanged,
  userUnblocked,
  unblockUserFailed,
  languagesLoaded,
  countriesLoaded,
  referenceListFailed,
} = performerProfileSlice.actions;
export default performerProfileSlice.reducer;

/**
 * Optional because a server-rendered initial state may leave the slice out; the
 * selectors read a missing one as the initial state.
 */
type WithPerformerProfile = { performerProfile?: PerformerProfileState };
const profileState = (state: WithPerformerProfile) => state.performerProfile ?? initialPerformerProfileState;

export const selectProfileRequest = (state: WithPerformerProfile, request: ProfileRequest) => profileState(state).requests[request];
export const selectBlocking = (state: WithPerformerProfile) => profileState(state).blocking;
export const selectUnblocking = (state: WithPerformerProfile) => profileState(state).unblocking;
export const selectUserSearch = (state: WithPerformerProfile) => profileState(state).userSearch;
export const selectLanguageList = (state: WithPerformerProfile) => profileState(state).languages;
export const selectCountryList = (state: WithPerformerProfile) => profileState(state).countries;
