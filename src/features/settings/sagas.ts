/**
 * Side effects of the site settings: loading them in the browser, for a page the server did
 * not give them to (the static not-found page) and after an administrator saved a change.
 */
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { i18n } from 'next-i18next/pages';
import type { PublicSettings, UiSettings } from '@/shared/schemas/settings';
import { apiPublicSettings, apiUiSettings } from './api';
import { loadSiteSettings, settingsLoaded } from './slice';

/** The site settings of this browser, in its language, loaded (again). */
export function* refreshSiteSettings() {
  const [publicSettings, ui]: [PublicSettings, UiSettings] = yield all([call(apiPublicSettings), call(apiUiSettings, i18n?.language)]);
  yield put(settingsLoaded({ public: publicSettings, ui }));
}

/** A page without them: loaded once; a failure leaves the page as it is (the header without its menus). */
export function* loadSiteSettingsSaga() {
  try {
    yield* refreshSiteSettings();
  } catch {
    // Nothing to tell: the page the visitor asked for is shown all the same.
  }
}

export default function* settingsSagas() {
  yield takeLatest(loadSiteSettings.type, loadSiteSettingsSaga);
}
