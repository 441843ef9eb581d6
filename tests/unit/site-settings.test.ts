/**
 * The site settings in the browser: a page rendered without them (the static not-found page)
 * loads them, in the page's language; when that fails the page stays as it is.
 */
import reducer, { loadSiteSettings, selectUiSettings, type SettingsState } from '@/features/settings/slice';
import { loadSiteSettingsSaga } from '@/features/settings/sagas';
import * as settingsApi from '@/features/settings/api';
import type { PublicSettings, UiSettings } from '@/shared/schemas/settings';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/settings/api');
jest.mock('next-i18next/pages', () => ({ i18n: { language: 'ru' } }));
const api = jest.mocked(settingsApi);

const empty: SettingsState = { public: null, ui: null };
const run = () => runWithReducer(reducer, 'settings', empty, loadSiteSettingsSaga, loadSiteSettings());

afterEach(() => jest.resetAllMocks());

it('loads both groups, the menus in the page’s language', async () => {
  const publicSettings = { siteName: 'Camlive' } as PublicSettings;
  const ui = { siteName: 'Camlive', menus: [] } as unknown as UiSettings;
  api.apiPublicSettings.mockResolvedValue(publicSettings);
  api.apiUiSettings.mockResolvedValue(ui);
  const { state } = await run();
  expect(api.apiUiSettings).toHaveBeenCalledWith('ru');
  expect(state).toEqual({ public: publicSettings, ui });
  expect(selectUiSettings({ settings: state })).toBe(ui);
});

it('leaves the page as it is when they cannot be loaded', async () => {
  api.apiPublicSettings.mockRejectedValue(new Error('offline'));
  api.apiUiSettings.mockResolvedValue({} as UiSettings);
  const { state, dispatched } = await run();
  expect(dispatched).toEqual([]);
  expect(state).toEqual(empty);
});
