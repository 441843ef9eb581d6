/**
 * The administrators' settings in the store: a saved group replaces its values and the
 * site settings of the browser are loaded again (a change shows at once); a refused save
 * keeps the values and hands the server's message per field to the form.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import reducer, {
  adminSettingsLoaded,
  initialAdminSettingsState,
  saveAdminSettings,
  type AdminSettingsState,
  type GroupChanges,
} from '@/features/admin-settings/slice';
import { saveAdminSettingsSaga } from '@/features/admin-settings/sagas';
import { settingsLoaded } from '@/features/settings/slice';
import * as adminSettingsApi from '@/features/admin-settings/api';
import * as settingsApi from '@/features/settings/api';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { PublicSettings, UiSettings } from '@/shared/schemas/settings';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/admin-settings/api');
jest.mock('@/features/settings/api');
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
const api = { ...jest.mocked(adminSettingsApi), ...jest.mocked(settingsApi) };

const MONEY = { minimumPayoutTokens: 500, payoutTokenValue: 0.05, payoutCurrency: 'EUR' };
const run = (state: AdminSettingsState, action: PayloadAction<GroupChanges>) =>
  runWithReducer(reducer, 'adminSettings', state, saveAdminSettingsSaga, action);
const loaded = () => reducer(initialAdminSettingsState, adminSettingsLoaded({ group: 'money', values: MONEY }));

afterEach(() => jest.resetAllMocks());

it('replaces the group with what was saved and reloads the site settings of the browser', async () => {
  const publicSettings = { maintenanceMode: true } as PublicSettings;
  const ui = { siteName: 'Camlive' } as UiSettings;
  api.apiSaveAdminSettings.mockResolvedValue({ ...MONEY, minimumPayoutTokens: 250 });
  api.apiPublicSettings.mockResolvedValue(publicSettings);
  api.apiUiSettings.mockResolvedValue(ui);
  const { state, dispatched } = await run(loaded(), saveAdminSettings({ group: 'money', values: { minimumPayoutTokens: 250 } }));
  expect(api.apiSaveAdminSettings).toHaveBeenCalledWith('money', { minimumPayoutTokens: 250 });
  expect(state).toMatchObject({ values: { money: { minimumPayoutTokens: 250 } }, saving: null, fieldErrors: null });
  expect(dispatched).toContainEqual(settingsLoaded({ public: publicSettings, ui }));
  expect(toast.success).toHaveBeenCalledWith('The settings have been saved');
});

it('keeps the values and names the fields the server refused', async () => {
  api.apiSaveAdminSettings.mockRejectedValue(
    new ApiError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [{ property: 'minimumPayoutTokens', constraints: { minimum: 'Must be a whole number of tokens, at least 1' } }],
    }),
  );
  const { state, dispatched } = await run(loaded(), saveAdminSettings({ group: 'money', values: { minimumPayoutTokens: 0 } }));
  expect(state).toMatchObject({
    values: { money: MONEY },
    saving: null,
    fieldErrors: { group: 'money', errors: { minimumPayoutTokens: 'Must be a whole number of tokens, at least 1' } },
  });
  expect(dispatched.map((action) => action.type)).not.toContain(settingsLoaded.type);
  expect(toast.error).toHaveBeenCalledWith('Must be a whole number of tokens, at least 1');
});
