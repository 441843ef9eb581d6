/**
 * A reference list whose names are in one language (the countries of the blocking
 * settings, the languages of a performer's profile): loaded once per language, and a
 * failed load is silent (docs/api.md#how-the-web-client-shows-errors: the select just
 * stays as it was). The state, the reducer step that starts a load, and the worker saga.
 */
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';

/** `locale` is the language of the loaded items. */
export interface LocaleList<T> {
  locale: string | null;
  items: T[];
  requesting: boolean;
}

export const emptyLocaleList = <T>(): LocaleList<T> => ({ locale: null, items: [], requesting: false });

/** The reducer's step for a load in `locale`: it runs only when the list is not there in that language yet. */
export function startLocaleListLoad(list: LocaleList<unknown>, locale: string) {
  if (list.locale !== locale) list.requesting = true;
}

/**
 * The worker saga of a load (its action's payload is the locale): nothing when the list
 * is there in that language, else `fetchList(locale)` to `loaded`, or `failed`.
 */
export function localeListSaga<T, S>(
  selectList: (state: S) => LocaleList<T>,
  fetchList: (locale: string) => Promise<T[]>,
  loaded: (payload: { locale: string; items: T[] }) => UnknownAction,
  failed: () => UnknownAction,
) {
  return function* loadLocaleList(action: PayloadAction<string>) {
    const locale = action.payload;
    const list: LocaleList<T> = yield select(selectList);
    if (list.locale === locale) return;
    try {
      const items: T[] = yield call(fetchList, locale);
      yield put(loaded({ locale, items }));
    } catch {
      yield put(failed());
    }
  };
}
