/**
 * A performer's blocking through the store (src/features/blocking): the blocked
 * countries and users load, countries are replaced, users are blocked from a search and
 * unblocked one by one, each call with its own request state; the country names load
 * once per locale and fail silently.
 */
import reducer, {
  blockedCountriesChanged,
  blockingLoaded,
  blockingRequestFailed,
  blockingRequestsReset,
  blockingRequestSucceeded,
  blockUser,
  countriesFailed,
  countriesLoaded,
  initialBlockingState,
  loadBlocking,
  loadCountries,
  saveBlockedCountries,
  searchUsers,
  searchUsersFail,
  searchUsersSuccess,
  selectBlocking,
  selectBlockingRequest,
  selectCountryList,
  selectUserSearch,
  unblockUser,
  unblockUserFailed,
  userUnblocked,
} from '@/features/blocking/slice';
import {
  blockUserSaga,
  loadBlockingSaga,
  loadCountriesSaga,
  saveBlockedCountriesSaga,
  searchUsersSaga,
  unblockUserSaga,
  USER_SEARCH_DEBOUNCE_MS,
} from '@/features/blocking/sagas';
import * as blockingApi from '@/features/blocking/api';
import { ApiError } from '@/lib/http';
import type { Blocking } from '@/shared/schemas/performers';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/blocking/api');

const api = jest.mocked(blockingApi);

const apiError = (statusCode: number, message: string) => new ApiError(statusCode, { statusCode, error: 'Bad Request', message });

const idle = { requesting: false, success: false, error: null };

const blocking: Blocking = {
  countries: ['BE'],
  users: [
    { _id: 'u1', name: 'Ann', username: 'ann', avatar: '/a.png' },
    { _id: 'u2', name: 'Bob', username: null, avatar: '' },
  ],
};

const loaded = reducer(initialBlockingState, blockingLoaded(blocking));

beforeEach(() => jest.clearAllMocks());

describe('blocking reducer', () => {
  test.each([
    ['load', loadBlocking()],
    ['blockedCountries', saveBlockedCountries(['BE'])],
    ['unblock', unblockUser('u1')],
    ['block', blockUser('u3')],
  ] as const)('%s: the intent starts its own request only', (request, action) => {
    const state = reducer(undefined, action);
    expect(state.requests[request]).toEqual({ requesting: true, success: false, error: null });
    const others = Object.entries(state.requests).filter(([name]) => name !== request);
    expect(others.every(([, s]) => !s.requesting)).toBe(true);
  });

  test('a request ends in success or with its message, and reset forgets both and the unblockings under way', () => {
    let state = reducer(reducer(undefined, loadBlocking()), blockingRequestSucceeded('load'));
    expect(state.requests.load).toEqual({ requesting: false, success: true, error: null });
    state = reducer(reducer(state, blockUser('u3')), blockingRequestFailed({ request: 'block', error: 'User not found' }));
    expect(state.requests.block).toEqual({ requesting: false, success: false, error: 'User not found' });
    state = reducer(reducer(state, unblockUser('u1')), blockingRequestsReset());
    expect(state.requests).toEqual(initialBlockingState.requests);
    expect(state.unblocking).toEqual([]);
  });

  test('loaded, countries replaced, users unblocked one by one', () => {
    let state = reducer(loaded, blockedCountriesChanged(['DE', 'FR']));
    expect(state.current?.countries).toEqual(['DE', 'FR']);
    state = reducer(reducer(state, unblockUser('u1')), unblockUser('u2'));
    expect(state.unblocking).toEqual(['u1', 'u2']);
    state = reducer(state, userUnblocked('u1'));
    expect(state.current?.users.map((u) => u._id)).toEqual(['u2']);
    state = reducer(state, unblockUserFailed({ userId: 'u2', error: 'Not found' }));
    expect(state.unblocking).toEqual([]);
    expect(state.requests.unblock.error).toBe('Not found');
    expect(state.current?.users.map((u) => u._id)).toEqual(['u2']);
  });

  test('countries saved before the list was loaded still land', () => {
    expect(reducer(undefined, blockedCountriesChanged(['BE'])).current).toEqual({ countries: ['BE'], users: [] });
  });

  test('user search: searching, found, failed', () => {
    const found = [{ _id: 'u3', name: 'Cas', username: 'cas', avatar: '/default-user-icon.png' }];
    let state = reducer(undefined, searchUsers('ca'));
    expect(selectUserSearch({ blocking: state })).toEqual({ requesting: true, items: [], error: null });
    state = reducer(state, searchUsersSuccess(found));
    expect(state.userSearch).toEqual({ requesting: false, items: found, error: null });
    state = reducer(state, searchUsersFail('Server error'));
    expect(state.userSearch).toEqual({ requesting: false, items: [], error: 'Server error' });
  });

  test('the country names load once per locale; a failure only stops the spinner', () => {
    let state = reducer(undefined, loadCountries('en'));
    expect(state.countries.requesting).toBe(true);
    state = reducer(state, countriesFailed());
    expect(state.countries).toEqual({ locale: null, items: [], requesting: false });
    state = reducer(state, countriesLoaded({ locale: 'en', items: [{ code: 'BE', name: 'Belgium', flag: '🇧🇪' }] }));
    expect(state.countries.items).toHaveLength(1);
    expect(reducer(state, loadCountries('en')).countries.requesting).toBe(false);
    expect(reducer(state, loadCountries('nl')).countries.requesting).toBe(true);
  });

  test('selectors read a state rendered without the slice as the initial state', () => {
    expect(selectBlockingRequest({}, 'load')).toEqual(idle);
    expect(selectBlocking({})).toBeNull();
    expect(selectCountryList({})).toEqual({ locale: null, items: [], requesting: false });
  });
});

describe('blocking sagas', () => {
  test('load', async () => {
    api.apiGetBlocking.mockResolvedValue(blocking);
    const { state, dispatched } = await runWithReducer(reducer, 'blocking', initialBlockingState, loadBlockingSaga, loadBlocking());
    expect(dispatched).toEqual([blockingLoaded(blocking), blockingRequestSucceeded('load')]);
    expect(state.current).toEqual(blocking);
  });

  test('load failure keeps its message for a retry', async () => {
    const offline = 'Could not reach the server, please check your connection and try again.';
    api.apiGetBlocking.mockRejectedValue(new ApiError(0, null, offline));
    const { state, dispatched } = await runWithReducer(reducer, 'blocking', initialBlockingState, loadBlockingSaga, loadBlocking());
    expect(dispatched).toEqual([blockingRequestFailed({ request: 'load', error: offline })]);
    expect(state.current).toBeNull();
    expect(state.requests.load).toEqual({ requesting: false, success: false, error: offline });
  });

  test('countries replace the list; the answer is used when it is the blocking', async () => {
    api.apiUpdateBlocking.mockResolvedValue({ ...blocking, countries: ['DE'] });
    const saved = await runWithReducer(reducer, 'blocking', loaded, saveBlockedCountriesSaga, saveBlockedCountries(['DE']));
    expect(saved.dispatched).toEqual([blockingLoaded({ ...blocking, countries: ['DE'] }), blockingRequestSucceeded('blockedCountries')]);
    expect(api.apiUpdateBlocking).toHaveBeenCalledWith({ countries: ['DE'] });

    // An answer that is not the blocking (outside the contract): the sent countries are taken.
    api.apiUpdateBlocking.mockResolvedValue({ message: 'ok' } as never);
    const cleared = await runWithReducer(reducer, 'blocking', saved.state, saveBlockedCountriesSaga, saveBlockedCountries([]));
    expect(cleared.dispatched).toEqual([blockedCountriesChanged([]), blockingRequestSucceeded('blockedCountries')]);
    expect(cleared.state.current).toEqual({ ...blocking, countries: [] });
  });

  test('unblock: success removes the user, failure keeps them', async () => {
    api.apiUnblockUser.mockResolvedValue(blocking);
    const done = await runWithReducer(reducer, 'blocking', loaded, unblockUserSaga, unblockUser('u1'));
    expect(done.dispatched).toEqual([userUnblocked('u1'), blockingRequestSucceeded('unblock')]);
    expect(api.apiUnblockUser).toHaveBeenCalledWith('u1');
    expect(done.state.current?.users.map((u) => u._id)).toEqual(['u2']);

    api.apiUnblockUser.mockRejectedValue(apiError(404, 'Not found'));
    const refused = await runWithReducer(reducer, 'blocking', done.state, unblockUserSaga, unblockUser('u2'));
    expect(refused.dispatched).toEqual([unblockUserFailed({ userId: 'u2', error: 'Not found' })]);
    expect(refused.state.current?.users.map((u) => u._id)).toEqual(['u2']);
    expect(refused.state.unblocking).toEqual([]);
  });

  test('user search: searches after the debounce, or reports the failure', async () => {
    const found = [{ _id: 'u3', name: 'Cas', username: 'cas', avatar: '/default-user-icon.png' }];
    jest.useFakeTimers();
    try {
      api.apiSearchUsers.mockResolvedValue({ data: found, total: 1 });
      const pending = runWithReducer(reducer, 'blocking', initialBlockingState, searchUsersSaga, searchUsers(' ca '));
      expect(api.apiSearchUsers).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(USER_SEARCH_DEBOUNCE_MS);
      expect((await pending).dispatched).toEqual([searchUsersSuccess(found)]);
      expect(api.apiSearchUsers).toHaveBeenCalledWith('ca');

      api.apiSearchUsers.mockRejectedValue(apiError(400, 'Bad query'));
      const failing = runWithReducer(reducer, 'blocking', initialBlockingState, searchUsersSaga, searchUsers('ca'));
      await jest.advanceTimersByTimeAsync(USER_SEARCH_DEBOUNCE_MS);
      expect((await failing).dispatched).toEqual([searchUsersFail('Bad query')]);
    } finally {
      jest.useRealTimers();
    }
  });

  test('block: POST the user id, then the list is reloaded; a failure keeps its message', async () => {
    api.apiUpdateBlocking.mockResolvedValue(blocking);
    const done = await runWithReducer(reducer, 'blocking', loaded, blockUserSaga, blockUser('u3'));
    expect(done.dispatched).toEqual([blockingRequestSucceeded('block'), loadBlocking()]);
    expect(api.apiUpdateBlocking).toHaveBeenCalledWith({ userIds: ['u3'] });

    api.apiUpdateBlocking.mockRejectedValue(apiError(400, 'User not found'));
    const refused = await runWithReducer(reducer, 'blocking', loaded, blockUserSaga, blockUser('u3'));
    expect(refused.dispatched).toEqual([blockingRequestFailed({ request: 'block', error: 'User not found' })]);
    expect(refused.state.requests.block.error).toBe('User not found');
  });

  test('country names: loaded in the asked locale, not again when there, a failure is silent', async () => {
    const countries = [{ code: 'BE', name: 'Belgium', flag: '🇧🇪' }];
    api.apiGetCountries.mockResolvedValue(countries);
    const first = await runWithReducer(reducer, 'blocking', initialBlockingState, loadCountriesSaga, loadCountries('en'));
    expect(first.dispatched).toEqual([countriesLoaded({ locale: 'en', items: countries })]);
    expect(api.apiGetCountries).toHaveBeenCalledWith('en');

    api.apiGetCountries.mockClear();
    const again = await runWithReducer(reducer, 'blocking', first.state, loadCountriesSaga, loadCountries('en'));
    expect(again.dispatched).toEqual([]);
    expect(api.apiGetCountries).not.toHaveBeenCalled();

    api.apiGetCountries.mockRejectedValue(new ApiError(500, null));
    const failed = await runWithReducer(reducer, 'blocking', initialBlockingState, loadCountriesSaga, loadCountries('nl'));
    expect(failed.dispatched).toEqual([countriesFailed()]);
    expect(failed.state.countries.requesting).toBe(false);
  });
});
