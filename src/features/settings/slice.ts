/**
 * Site configuration loaded once per visit: public settings and UI settings (with
 * menus). Filled from the server-side initial state; a page rendered without it (the
 * static not-found page) loads it in the browser (`loadSiteSettings`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category, PublicSettings, UiSettings } from '@/shared/schemas/settings';

export interface SettingsState {
  public: PublicSettings | null;
  ui: UiSettings | null;
}

const initialState: SettingsState = { public: null, ui: null };

const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    /** payload: `{ public, ui }` as loaded by the page's server-side props. */
    settingsLoaded(state, action: PayloadAction<SettingsState>) {
      state.public = action.payload.public;
      state.ui = action.payload.ui;
    },
    /** The browser loads them (GET /settings/public, both groups, in the page's language). */
    loadSiteSettings() {},
  },
});

export const { settingsLoaded, loadSiteSettings } = settingsSlice.actions;
export default settingsSlice.reducer;

type WithSettings = { settings: SettingsState };
export const selectPublicSettings = (state: WithSettings) => state.settings.public;
export const selectUiSettings = (state: WithSettings) => state.settings.ui;
export const selectIsMaintenance = (state: WithSettings) => Boolean(state.settings.public?.maintenanceMode);
export const selectSiteName = (state: WithSettings) => state.settings.ui?.siteName ?? state.settings.public?.siteName ?? '';

export type { Category };
