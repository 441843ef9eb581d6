/**
 * Site configuration loaded once per visit: public settings, UI settings (with
 * menus) and performer categories. Filled from the server-side initial state.
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
  },
});

export const { settingsLoaded } = settingsSlice.actions;
export default settingsSlice.reducer;

type WithSettings = { settings: SettingsState };
export const selectPublicSettings = (state: WithSettings) => state.settings.public;
export const selectUiSettings = (state: WithSettings) => state.settings.ui;
export const selectIsMaintenance = (state: WithSettings) => Boolean(state.settings.public?.maintenanceMode);
export const selectSiteName = (state: WithSettings) => state.settings.ui?.siteName ?? state.settings.public?.siteName ?? '';

export type { Category };
