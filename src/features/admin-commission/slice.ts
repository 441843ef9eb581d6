/**
 * Commission as administrators manage it: the site defaults, a page of performers
 * with their own rates, a page of studios with their own values, and the performer or
 * studio whose values are open in the editor.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type {
  AdminPerformerRates,
  AdminPerformerRatesList,
  AdminStudioCommissionBody,
  AdminStudioRates,
  AdminStudioRatesList,
  SiteCommission,
  SiteCommissionBody,
} from '@/shared/schemas/commission';
import type { SaleType } from '@/shared/schemas/earnings';

export const RATES_PAGE_SIZE = 20;

/** The own rate per sale type; null where the default applies. */
export type OwnRates = Record<SaleType, number | null>;

/** What the editor has open: a performer's rates or a studio's values, by id. */
export type RatesEditor = { kind: 'performer'; id: string } | { kind: 'studio'; id: string };

export interface AdminCommissionState {
  site: { data: SiteCommission | null; error: string | null; saving: boolean };
  performers: LoadedPage<AdminPerformerRates> & { q: string };
  studios: LoadedPage<AdminStudioRates>;
  editor: RatesEditor | null;
  /** True while the editor's values are being saved. */
  savingRates: boolean;
}

const emptyPage = { data: [], total: 0, offset: 0, requesting: false, error: null };

export const initialAdminCommissionState: AdminCommissionState = {
  site: { data: null, error: null, saving: false },
  performers: { ...emptyPage, q: '' },
  studios: emptyPage,
  editor: null,
  savingRates: false,
};

const adminCommissionSlice = createSlice({
  name: 'adminCommission',
  initialState: initialAdminCommissionState,
  reducers: {
    /** No payload. */
    loadSiteCommission(state) {
      state.site.error = null;
    },
    /** payload: the defaults in effect. */
    siteCommissionLoaded(state, action: PayloadAction<SiteCommission>) {
      state.site = { data: action.payload, error: null, saving: false };
    },
    /** payload: the message. */
    siteCommissionFailed(state, action: PayloadAction<string>) {
      state.site.error = action.payload;
    },
    /** payload: the defaults to save. */
    saveSiteCommission(state, _action: PayloadAction<SiteCommissionBody>) {
      state.site.saving = true;
    },
    /** No payload; the saga has shown why. */
    siteCommissionSaveFailed(state) {
      state.site.saving = false;
    },
    /** payload: `{ offset, q }`, the page and the name filter. */
    loadPerformerRates(state, action: PayloadAction<{ offset: number; q: string }>) {
      Object.assign(state.performers, { ...action.payload, requesting: true, error: null });
    },
    /** payload: the page. */
    performerRatesLoaded(state, action: PayloadAction<AdminPerformerRatesList>) {
      Object.assign(state.performers, { ...action.payload, requesting: false });
    },
    /** payload: the message. */
    performerRatesFailed(state, action: PayloadAction<string>) {
      Object.assign(state.performers, { requesting: false, error: action.payload });
    },
    /** payload: `{ offset }`. */
    loadStudioRates(state, action: PayloadAction<{ offset: number }>) {
      Object.assign(state.studios, { offset: action.payload.offset, requesting: true, error: null });
    },
    /** payload: the page. */
    studioRatesLoaded(state, action: PayloadAction<AdminStudioRatesList>) {
      Object.assign(state.studios, { ...action.payload, requesting: false });
    },
    /** payload: the message. */
    studioRatesFailed(state, action: PayloadAction<string>) {
      Object.assign(state.studios, { requesting: false, error: action.payload });
    },
    /** payload: the performer or studio to edit. */
    openRatesEditor(state, action: PayloadAction<RatesEditor>) {
      state.editor = action.payload;
    },
    /** No payload. */
    closeRatesEditor(state) {
      state.editor = null;
    },
    /** payload: `{ performerId, rates }`; every sale type, null to clear. */
    savePerformerRates(state, _action: PayloadAction<{ performerId: string; rates: OwnRates }>) {
      state.savingRates = true;
    },
    /** payload: the performer's own rates as saved; closes the editor. */
    performerRatesSaved(state, action: PayloadAction<{ performerId: string; rates: OwnRates }>) {
      state.savingRates = false;
      state.editor = null;
      const row = state.performers.data.find((p) => p._id === action.payload.performerId);
      if (row) row.rates = action.payload.rates;
    },
    /** payload: `{ studioId, values }`; null returns a value to the site default. */
    saveStudioRates(state, _action: PayloadAction<{ studioId: string; values: Required<AdminStudioCommissionBody> }>) {
      state.savingRates = true;
    },
    /** payload: the studio's own values as saved; closes the editor. */
    studioRatesSaved(state, action: PayloadAction<{ studioId: string; values: Required<AdminStudioCommissionBody> }>) {
      state.savingRates = false;
      state.editor = null;
      const row = state.studios.data.find((s) => s._id === action.payload.studioId);
      if (row) Object.assign(row, action.payload.values);
    },
    /** No payload; the saga has shown why and the editor stays open. */
    ratesSaveFailed(state) {
      state.savingRates = false;
    },
  },
});

export const {
  loadSiteCommission,
  siteCommissionLoaded,
  siteCommissionFailed,
  saveSiteCommission,
  siteCommissionSaveFailed,
  loadPerformerRates,
  performerRatesLoaded,
  performerRatesFailed,
  loadStudioRates,
  studioRatesLoaded,
  studioRatesFailed,
  openRatesEditor,
  closeRatesEditor,
  savePerformerRates,
  performerRatesSaved,
  saveStudioRates,
  studioRatesSaved,
  ratesSaveFailed,
} = adminCommissionSlice.actions;
export default adminCommissionSlice.reducer;

type WithAdminCommission = { adminCommission: AdminCommissionState };
export const selectSiteCommission = (state: WithAdminCommission) => state.adminCommission.site;
export const selectPerformerRates = (state: WithAdminCommission) => state.adminCommission.performers;
export const selectStudioRates = (state: WithAdminCommission) => state.adminCommission.studios;
export const selectRatesEditor = (state: WithAdminCommission) => state.adminCommission.editor;
export const selectSavingRates = (state: WithAdminCommission) => state.adminCommission.savingRates;
