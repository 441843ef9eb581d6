/** Side effects of the performer's blocking: loading and saving it, the user search and the country names. */
import { call, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiGetBlocking, apiGetCountries, apiSearchUsers, apiUnblockUser, apiUpdateBlocking } from './api';
import {
  blockedCountriesChanged,
  blockingLoaded,
  blockingRequestFailed,
  blockingRequestSucceeded,
  blockUser,
  countriesFailed,
  countriesLoaded,
  loadBlocking,
  loadCountries,
  saveBlockedCountries,
  searchUsers,
  searchUsersFail,
  searchUsersSuccess,
  selectCountryList,
  unblockUser,
  unblockUserFailed,
  userUnblocked,
} from './slice';
import { errorMessage } from '@/lib/http';
import { localeListSaga } from '@/lib/locale-lists';
import type { Blocking } from '@/shared/schemas/performers';
import type { UserSearchResult } from '@/shared/schemas/users';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isBlocking = (value: unknown): value is Blocking => isRecord(value) && Array.isArray(value.countries) && Array.isArray(value.users);

export function* loadBlockingSaga() {
  try {
    const blocking: Blocking = yield call(apiGetBlocking);
    yield put(blockingLoaded(blocking));
    yield put(blockingRequestSucceeded('load'));
  } catch (err) {
    yield put(blockingRequestFailed({ request: 'load', error: errorMessage(err) }));
  }
}

export function* saveBlockedCountriesSaga(action: PayloadAction<string[]>) {
  try {
    const answer: Blocking = yield call(apiUpdateBlocking, { countries: action.payload });
    yield put(isBlocking(answer) ? blockingLoaded(answer) : blockedCountriesChanged(action.payload));
    yield put(blockingRequestSucceeded('blockedCountries'));
  } catch (err) {
    yield put(blockingRequestFailed({ request: 'blockedCountries', error: errorMessage(err) }));
  }
}

export function* unblockUserSaga(action: PayloadAction<string>) {
  const userId = action.payload;
  try {
    yield call(apiUnblockUser, userId);
    yield put(userUnblocked(userId));
    yield put(blockingRequestSucceeded('unblock'));
  } catch (err) {
    yield put(unblockUserFailed({ userId, error: errorMessage(err) }));
  }
}

/** Waits for a pause in typing (takeLatest cancels the wait when the text changes). */
export const USER_SEARCH_DEBOUNCE_MS = 300;

export function* searchUsersSaga(action: PayloadAction<string>) {
  yield delay(USER_SEARCH_DEBOUNCE_MS);
  try {
    const result: UserSearchResult = yield call(apiSearchUsers, action.payload.trim());
    yield put(searchUsersSuccess(result.data));
  } catch (err) {
    yield put(searchUsersFail(errorMessage(err)));
  }
}

/** Adds one user to the block list, then reloads the list as GET /performers/blocking gives it. */
export function* blockUserSaga(action: PayloadAction<string>) {
  try {
    yield call(apiUpdateBlocking, { userIds: [action.payload] });
    yield put(blockingRequestSucceeded('block'));
    yield put(loadBlocking());
  } catch (err) {
    yield put(blockingRequestFailed({ request: 'block', error: errorMessage(err) }));
  }
}

/** The country names of a locale, once (src/lib/locale-lists.ts). */
export const loadCountriesSaga = localeListSaga(selectCountryList, apiGetCountries, countriesLoaded, countriesFailed);

export default function* blockingSagas() {
  yield takeLatest(loadBlocking.type, loadBlockingSaga);
  yield takeLatest(saveBlockedCountries.type, saveBlockedCountriesSaga);
  // Unblocking one user must not cancel the unblocking of another.
  yield takeEvery(unblockUser.type, unblockUserSaga);
  yield takeLatest(searchUsers.type, searchUsersSaga);
  yield takeEvery(blockUser.type, blockUserSaga);
  yield takeLatest(loadCountries.type, loadCountriesSaga);
}
