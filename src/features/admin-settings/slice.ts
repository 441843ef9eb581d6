/**
 * The administrators' settings page: the values of each settings group as loaded, the
 * group being saved, and the server's refusal of the last save per field.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminSettingGroup, AdminSettingValues } from '@/shared/schemas/admin-settings';

/** One group and its values. */
export type GroupValues = { [G in AdminSettingGroup]: { group: G; values: AdminSettingValues[G] } }[AdminSettingGroup];
/** One group and some of its values, to save. */
export type GroupChanges = { [G in AdminSettingGroup]: { group: G; values: Partial<AdminSettingValues[G]> } }[AdminSettingGroup];

export interface AdminSettingsState {
  values: Partial<AdminSettingValues>;
  /** The message of a failed load. */
  error: string | null;
  /** The group being saved. */
  saving: AdminSettingGroup | null;
  /** The server's message per field of the last refused save, and its group. */
  fieldErrors: { group: AdminSettingGroup; errors: Record<string, string> } | null;
}

export const initialAdminSettingsState: AdminSettingsState = { values: {}, error: null, saving: null, fieldErrors: null };

const adminSettingsSlice = createSlice({
  name: 'adminSettings',
  initialState: initialAdminSettingsState,
  reducers: {
    /** payload: the group to load. */
    loadAdminSettings(state, _action: PayloadAction<AdminSettingGroup>) {
      state.error = null;
    },
    /** payload: `{ group, values }` as the server has them. */
    adminSettingsLoaded(state, action: PayloadAction<GroupValues>) {
      (state.values as Record<string, unknown>)[action.payload.group] = action.payload.values;
    },
    /** payload: the message. */
    adminSettingsFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    /** payload: `{ group, values }`, the values to save. */
    saveAdminSettings(state, action: PayloadAction<GroupChanges>) {
      state.saving = action.payload.group;
      state.fieldErrors = null;
    },
    /** payload: `{ group, values }`, the group as saved. */
    adminSettingsSaved(state, action: PayloadAction<GroupValues>) {
      (state.values as Record<string, unknown>)[action.payload.group] = action.payload.values;
      state.saving = null;
    },
    /** payload: `{ group, errors }`, the server's message per field (empty when the refusal named none). */
    adminSettingsSaveFailed(state, action: PayloadAction<{ group: AdminSettingGroup; errors: Record<string, string> }>) {
      state.saving = null;
      state.fieldErrors = action.payload;
    },
  },
});

export const {
  loadAdminSettings,
  adminSettingsLoaded,
  adminSettingsFailed,
  saveAdminSettings,
  adminSettingsSaved,
  adminSettingsSaveFailed,
} = adminSettingsSlice.actions;
export default adminSettingsSlice.reducer;

type WithAdminSettings = { adminSettings: AdminSettingsState };
export const selectAdminSettings = (state: WithAdminSettings) => state.adminSettings;
export const selectGroupValues =
  <G extends AdminSettingGroup>(group: G) =>
  (state: WithAdminSettings) =>
    state.adminSettings.values[group] ?? null;
