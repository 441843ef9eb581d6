/**
 * The performer's own profile settings: details, bio translations, working hours,
 * default prices, broadcast settings and documents (the Blocking tab is
 * src/features/blocking). Every save has its own request state; what a save changes lands in the
 * account slice (the account is the one copy of the performer's profile), the
 * languages list lives here.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyLocaleList, startLocaleListLoad, type LocaleList } from '@/lib/locale-lists';
import { failedRequest, idleRequests, runningRequest, succeededRequest, type RequestState } from '@/lib/named-requests';
import type { BioTranslationBody, BroadcastSettings, DefaultPriceBody } from '@/shared/schemas/performers';
import type { CurrentPerformer } from '@/shared/schemas/profile';
import type { Language } from '@/shared/schemas/reference';
import type { PerformerDetailsBody } from './api';
import type { WorkingHours } from './working-hours';

/**
 * The signed-in performer as GET /performers/me answers (its profile fields are
 * optional: an account loaded before the fields existed simply lacks them), with the
 * working hours keyed by weekday.
 */
export type PerformerWithProfile = CurrentPerformer & { workingHours?: Partial<WorkingHours> };

/** The saves and loads that have a request state of their own. */
export const PROFILE_REQUESTS = ['details', 'translations', 'workingHours', 'prices', 'broadcast', 'documents', 'releaseForm'] as const;
export type ProfileRequest = (typeof PROFILE_REQUESTS)[number];

export interface PerformerProfileState {
  requests: Record<ProfileRequest, RequestState>;
  languages: LocaleList<Language>;
}

export const initialPerformerProfileState: PerformerProfileState = {
  requests: idleRequests(PROFILE_REQUESTS),
  languages: emptyLocaleList(),
};

const performerProfileSlice = createSlice({
  name: 'performerProfile',
  initialState: initialPerformerProfileState,
  reducers: {
    /** payload: the changed fields of PUT /performers. */
    saveDetails(state, _action: PayloadAction<PerformerDetailsBody>) {
      state.requests.details = runningRequest;
    },
    /** payload: the translations that changed, `[{ locale, bio }]`, posted one by one. */
    saveBioTranslations(state, _action: PayloadAction<BioTranslationBody[]>) {
      state.requests.translations = runningRequest;
    },
    /** payload: all seven days, `{ mon: { start: 'HH:mm', end: 'HH:mm', closed }, … }`. */
    saveWorkingHours(state, _action: PayloadAction<WorkingHours>) {
      state.requests.workingHours = runningRequest;
    },
    /** payload: `{ privateCallPrice, groupCallPrice }`, tokens per minute. */
    savePrices(state, _action: PayloadAction<DefaultPriceBody>) {
      state.requests.prices = runningRequest;
    },
    /** payload: the broadcast settings (quality, chat access, show permissions, group size). */
    saveBroadcastSettings(state, _action: PayloadAction<BroadcastSettings>) {
      state.requests.broadcast = runningRequest;
    },
    /** payload: `{ form }`, multipart with idVerification and documentVerification. */
    uploadDocuments(state, _action: PayloadAction<{ form: FormData }>) {
      state.requests.documents = runningRequest;
    },
    /** payload: `{ file }`, the signed release form. */
    uploadReleaseForm(state, _action: PayloadAction<{ file: File }>) {
      state.requests.releaseForm = runningRequest;
    },
    /** payload: the locale the names should be in. */
    loadLanguages(state, action: PayloadAction<string>) {
      startLocaleListLoad(state.languages, action.payload);
    },

    /** payload: which request ended well. */
    profileRequestSucceeded(state, action: PayloadAction<ProfileRequest>) {
      state.requests[action.payload] = succeededRequest;
    },
    /** payload: which request failed, and the message to show. */
    profileRequestFailed(state, action: PayloadAction<{ request: ProfileRequest; error: string }>) {
      state.requests[action.payload.request] = failedRequest(action.payload.error);
    },
    /** Forgets the outcome of earlier saves, so the settings page opens without old messages. */
    profileRequestsReset(state) {
      state.requests = idleRequests(PROFILE_REQUESTS);
    },
    /** payload: the list and the locale its names are in. */
    languagesLoaded(state, action: PayloadAction<{ locale: string; items: Language[] }>) {
      state.languages = { ...action.payload, requesting: false };
    },
    /** Such a failure is silent (docs/api.md#how-the-web-client-shows-errors): the select just stays empty. */
    languagesFailed(state) {
      state.languages.requesting = false;
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
  loadLanguages,
  profileRequestSucceeded,
  profileRequestFailed,
  profileRequestsReset,
  languagesLoaded,
  languagesFailed,
} = performerProfileSlice.actions;
export default performerProfileSlice.reducer;

/**
 * Optional because a server-rendered initial state may leave the slice out; the
 * selectors read a missing one as the initial state.
 */
type WithPerformerProfile = { performerProfile?: PerformerProfileState };
const profileState = (state: WithPerformerProfile) => state.performerProfile ?? initialPerformerProfileState;

export const selectProfileRequest = (state: WithPerformerProfile, request: ProfileRequest) => profileState(state).requests[request];
export const selectLanguageList = (state: WithPerformerProfile) => profileState(state).languages;
