import { waitFor } from '@testing-library/react';
import { runSaga, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import reducer, { initialFavouritesState, loadFavourites, loadFavouritesFail, loadFavouritesSuccess } from '@/features/favourites/slice';
import { loadFavouritesSaga } from '@/features/favourites/sagas';
import performersReducer, {
  favouriteFlagChanged,
  performerListLoaded,
  performerStatusChanged,
  toggleFavourite,
  toggleFavouriteFail,
  toggleFavouriteSuccess,
} from '@/features/performers/slice';
import { toggleFavouriteSaga } from '@/features/performers/sagas';
import * as favouritesApi from '@/features/favourites/api';
import * as performersApi from '@/features/performers/api';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/http';
import { makeTestStore } from '../support/store';
import { logoutSuccess } from '@/features/auth/slice';
import type { PerformerCard } from '@/shared/schemas/performers';
import { performerCard } from '../support/performer-cards';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/features/favourites/api');
jest.mock('@/features/performers/api');

const api = {
  like: jest.mocked(performersApi.apiLikePerformer),
  unlike: jest.mocked(performersApi.apiUnlikePerformer),
  list: jest.mocked(favouritesApi.apiGetFavourites),
};

/** A card of the favourites list. */
const card = (id: string, extra: Partial<PerformerCard> = {}) =>
  performerCard(id, { isFavorite: true, country: null, languages: [], ...extra });

/** Runs one saga to its end and returns what it dispatched. */
async function run<A extends UnknownAction>(saga: (action: A) => unknown, action: A) {
  const dispatched: UnknownAction[] = [];
  await runSaga({ dispatch: (a: UnknownAction) => dispatched.push(a) }, saga as Saga<[A]>, action).toPromise();
  return dispatched;
}

const notFound = () => new ApiError(404, { statusCode: 404, error: 'Not Found', message: 'Performer not found' });

beforeEach(() => jest.clearAllMocks());

describe('favourites slice', () => {
  const loaded = reducer(initialFavouritesState, loadFavouritesSuccess({ data: [card('a'), card('b')], total: 2 }));

  it('loads a page of favourites', () => {
    const requesting = reducer(initialFavouritesState, loadFavourites({ offset: 24, limit: 24 }));
    expect(requesting.list).toMatchObject({ requesting: true, loaded: false, offset: 24 });
    expect(reducer(requesting, loadFavouritesSuccess({ data: [card('a')], total: 25 })).list).toMatchObject({
      requesting: false,
      loaded: true,
      total: 25,
      offset: 24,
    });
    expect(reducer(requesting, loadFavouritesFail('Bad request!')).list).toMatchObject({
      requesting: false,
      loaded: true,
      error: 'Bad request!',
    });
  });

  it('marks a toggle as pending until it is answered', () => {
    const performers = performersReducer(undefined, { type: 'init' });
    const pending = performersReducer(performers, toggleFavourite({ id: 'a', favourite: false }));
    expect(pending.favouritePending).toEqual(['a']);
    expect(performersReducer(pending, toggleFavouriteFail({ id: 'a', error: 'x' })).favouritePending).toEqual([]);
  });

  it('drops an unliked performer from the list once the server confirms', () => {
    const store = makeTestStore();
    store.dispatch(loadFavouritesSuccess({ data: [card('a'), card('b')], total: 2 }));
    store.dispatch(toggleFavouriteSuccess({ id: 'a', favourite: false }));
    const state = store.getState().favourites;
    expect(state.list.data.map((p) => p._id)).toEqual(['b']);
    expect(state.list.total).toBe(1);
    expect(store.getState().performers.favouritePending).toEqual([]);
  });

  it('follows favourite flags and live status of listed performers', () => {
    let state = reducer(loaded, favouriteFlagChanged({ id: 'b', isFavorite: false }));
    expect(state.list.data[1].isFavorite).toBe(false);
    state = reducer(state, performerStatusChanged({ id: 'a', status: 'public' }));
    expect(state.list.data[0]).toMatchObject({ streamingStatus: 'public', isOnline: true });
    state = reducer(state, performerStatusChanged({ id: 'a', status: 'disconnected' }));
    expect(state.list.data[0]).toMatchObject({ streamingStatus: 'disconnected', isOnline: false });
  });

  it('is emptied on logout', () => {
    const store = makeTestStore();
    store.dispatch(loadFavouritesSuccess({ data: [card('a')], total: 1 }));
    store.dispatch(logoutSuccess());
    expect(store.getState().favourites).toEqual(initialFavouritesState);
  });
});

describe('toggleFavouriteSaga', () => {
  it('shows the new flag at once and confirms it after the call', async () => {
    api.like.mockResolvedValue({ isFavorite: true });
    expect(await run(toggleFavouriteSaga, toggleFavourite({ id: 'a', favourite: true }))).toEqual([
      favouriteFlagChanged({ id: 'a', isFavorite: true }),
      toggleFavouriteSuccess({ id: 'a', favourite: true }),
    ]);
    expect(api.like).toHaveBeenCalledWith('a');
    expect(api.unlike).not.toHaveBeenCalled();
  });

  it('unlikes through the unlike call', async () => {
    api.unlike.mockResolvedValue({ isFavorite: false });
    await run(toggleFavouriteSaga, toggleFavourite({ id: 'a', favourite: false }));
    expect(api.unlike).toHaveBeenCalledWith('a');
  });

  it('rolls the flag back and says why when the call fails', async () => {
    api.like.mockRejectedValue(notFound());
    expect(await run(toggleFavouriteSaga, toggleFavourite({ id: 'a', favourite: true }))).toEqual([
      favouriteFlagChanged({ id: 'a', isFavorite: true }),
      favouriteFlagChanged({ id: 'a', isFavorite: false }),
      toggleFavouriteFail({ id: 'a', error: 'Performer not found' }),
    ]);
    expect(toast.error).toHaveBeenCalledWith('Performer not found');
  });

  it('through the store: optimistic in the grid, rolled back on failure', async () => {
    let reject: (err: unknown) => void = () => undefined;
    api.like.mockReturnValue(new Promise((_, r) => (reject = r)));
    const store = makeTestStore();
    store.dispatch(performerListLoaded({ key: 'k', data: [card('a', { isFavorite: false })], total: 1 }));

    store.dispatch(toggleFavourite({ id: 'a', favourite: true }));
    expect(store.getState().performers.favouritePending).toEqual(['a']);
    // Flipped while the server has not answered (once the feature's sagas are loaded).
    await waitFor(() => expect(store.getState().performers.list.data[0].isFavorite).toBe(true));

    reject(notFound());
    await waitFor(() => expect(store.getState().performers.list.data[0].isFavorite).toBe(false));
    expect(store.getState().performers.favouritePending).toEqual([]);
  });
});

describe('loadFavouritesSaga', () => {
  it('loads the asked page', async () => {
    api.list.mockResolvedValue({ data: [card('a')], total: 1 });
    expect(await run(loadFavouritesSaga, loadFavourites({ offset: 0, limit: 24 }))).toEqual([
      loadFavouritesSuccess({ data: [card('a')], total: 1 }),
    ]);
    expect(api.list).toHaveBeenCalledWith({ offset: 0, limit: 24 });
  });

  it('reports a failure', async () => {
    api.list.mockRejectedValue(new ApiError(401, { statusCode: 401, error: 'Unauthorized', message: 'Please log in' }));
    expect(await run(loadFavouritesSaga, loadFavourites({ offset: 0, limit: 24 }))).toEqual([loadFavouritesFail('Please log in')]);
  });
});
