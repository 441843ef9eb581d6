import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer } from '../support/store';
import reducer, {
  favouriteFlagChanged,
  performerListLoaded,
  performerPageLoaded,
  performerStatusChanged,
  searchPerformers,
  searchPerformersFail,
  searchPerformersSuccess,
  selectPerformerPage,
  type PerformersState,
} from '@/features/performers/slice';
import { countPerformerViewSaga, searchPerformersSaga } from '@/features/performers/sagas';
import {
  browseListKey,
  browseUrlQuery,
  parseBrowseQuery,
  popularTags,
  toSearchFilters,
  DEFAULT_BROWSE_FILTERS,
} from '@/features/performers/browse';
import { logoutSuccess } from '@/features/auth/slice';
import * as performersApi from '@/features/performers/api';
import { ApiError } from '@/lib/http';
import type { PerformerDetails } from '@/shared/schemas/performers';
import { performerCard } from '../support/performer-cards';

jest.mock('@/features/performers/api');
const apiSearchPerformers = jest.mocked(performersApi.apiSearchPerformers);
const apiIncreaseViews = jest.mocked(performersApi.apiIncreaseViews);

const details = (id: string, extra: Partial<PerformerDetails> = {}): PerformerDetails => ({
  ...performerCard(id),
  bio: null,
  city: null,
  gender: null,
  heightInches: null,
  weightLbs: null,
  hair: null,
  eyes: null,
  ethnicity: null,
  bodyType: null,
  age: null,
  workingHours: {},
  views: 0,
  privateCallPrice: 10,
  groupCallPrice: 5,
  categories: [],
  ...extra,
});

const initial = (): PerformersState => reducer(undefined, { type: 'init' });

/** A state with performer a in the grid, on the open page, and b among the related. */
function withCopies(): PerformersState {
  let state = reducer(initial(), performerListLoaded({ key: 'k', data: [performerCard('a'), performerCard('b')], total: 2 }));
  state = reducer(state, performerPageLoaded({ details: details('a'), related: [performerCard('b'), performerCard('c')] }));
  return state;
}

beforeEach(() => jest.clearAllMocks());

describe('performers slice', () => {
  it('holds the server-rendered grid with its key', () => {
    const state = reducer(initial(), performerListLoaded({ key: 'home', data: [performerCard('a')], total: 30 }));
    expect(state.list).toEqual({ key: 'home', data: [performerCard('a')], total: 30, requesting: false, error: null });
  });

  it('reads a missing performer page as empty (the server-rendered initial state has none)', () => {
    expect(selectPerformerPage({ performers: initial() })).toEqual({ details: null, related: [] });
  });

  it('applies a live status to every copy of the performer', () => {
    let state = reducer(withCopies(), performerStatusChanged({ id: 'a', status: 'public' }));
    expect(state.list.data[0]).toMatchObject({ streamingStatus: 'public', isOnline: true });
    expect(state.profile?.details).toMatchObject({ streamingStatus: 'public', isOnline: true });

    state = reducer(state, performerStatusChanged({ id: 'b', status: 'private' }));
    expect(state.list.data[1]).toMatchObject({ streamingStatus: 'private', isOnline: true });
    expect(state.profile?.related[0]).toMatchObject({ streamingStatus: 'private', isOnline: true });
    expect(state.profile?.related[1]).toMatchObject({ streamingStatus: 'offline' });
  });

  it("counts only 'disconnected' as not online, unless the event says otherwise", () => {
    let state = reducer(withCopies(), performerStatusChanged({ id: 'a', status: 'public' }));
    state = reducer(state, performerStatusChanged({ id: 'a', status: 'disconnected' }));
    expect(state.list.data[0]).toMatchObject({ streamingStatus: 'disconnected', isOnline: false });
    expect(state.profile?.details?.isOnline).toBe(false);
    // 'offline': connected but not streaming.
    state = reducer(state, performerStatusChanged({ id: 'a', status: 'offline' }));
    expect(state.list.data[0]).toMatchObject({ streamingStatus: 'offline', isOnline: true });
    state = reducer(state, performerStatusChanged({ id: 'a', status: 'offline', isOnline: false }));
    expect(state.list.data[0].isOnline).toBe(false);
  });

  it('ignores status changes of performers it does not hold', () => {
    const state = withCopies();
    expect(reducer(state, performerStatusChanged({ id: 'zz', status: 'public' }))).toEqual(state);
  });

  it('sets the favourite flag on every copy', () => {
    const state = reducer(withCopies(), favouriteFlagChanged({ id: 'b', isFavorite: true }));
    expect(state.list.data[1].isFavorite).toBe(true);
    expect(state.profile?.related[0].isFavorite).toBe(true);
    expect(state.list.data[0].isFavorite).toBe(false);
  });

  it('keeps the lists on logout but forgets every favourite flag', () => {
    let state = rootReducer(undefined, { type: 'init' });
    state = rootReducer(state, performerListLoaded({ key: 'k', data: [performerCard('a', { isFavorite: true })], total: 1 }));
    state = rootReducer(
      state,
      performerPageLoaded({ details: details('b', { isFavorite: true }), related: [performerCard('c', { isFavorite: true })] }),
    );
    state = rootReducer(state, logoutSuccess());
    expect(state.performers.list.data.map((p) => [p._id, p.isFavorite])).toEqual([['a', false]]);
    expect(state.performers.profile?.details?.isFavorite).toBe(false);
    expect(state.performers.profile?.related[0].isFavorite).toBe(false);
  });

  it('tracks a browser-side search', () => {
    let state = reducer(initial(), searchPerformers({ q: 'luna' }));
    expect(state.list.requesting).toBe(true);
    state = reducer(state, searchPerformersFail('Bad request!'));
    expect(state.list).toMatchObject({ requesting: false, error: 'Bad request!' });
  });
});

describe('countPerformerViewSaga', () => {
  const run = (action: ReturnType<typeof performerPageLoaded>) =>
    runSaga({ dispatch: () => undefined }, countPerformerViewSaga, action).toPromise();

  beforeEach(() => apiIncreaseViews.mockReset());

  it('counts one view of the page shown, and a refusal goes unnoticed by the visitor', async () => {
    apiIncreaseViews.mockResolvedValue({ views: 1 });
    await run(performerPageLoaded({ details: details('a'), related: [] }));
    expect(apiIncreaseViews).toHaveBeenCalledWith('a');
    apiIncreaseViews.mockRejectedValue(new ApiError(404, 'Performer not found'));
    await expect(run(performerPageLoaded({ details: details('b'), related: [] }))).resolves.toBeUndefined();
    expect(apiIncreaseViews).toHaveBeenCalledTimes(2);
  });
});

describe('searchPerformersSaga', () => {
  async function run(action: UnknownAction) {
    const dispatched: UnknownAction[] = [];
    await runSaga({ dispatch: (a: UnknownAction) => dispatched.push(a) }, searchPerformersSaga, action as never).toPromise();
    return dispatched;
  }

  it('loads the list with the filters', async () => {
    apiSearchPerformers.mockResolvedValue({ data: [performerCard('a')], total: 1 });
    expect(await run(searchPerformers({ tag: 'dance', sortBy: 'popular' }))).toEqual([
      searchPerformersSuccess({ data: [performerCard('a')], total: 1 }),
    ]);
    expect(apiSearchPerformers).toHaveBeenCalledWith({ tag: 'dance', sortBy: 'popular' });
  });

  it('reports the error text of a failed call', async () => {
    apiSearchPerformers.mockRejectedValue(new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'Nope' }));
    expect(await run(searchPerformers({}))).toEqual([searchPerformersFail('Nope')]);
  });
});

describe('browse filters in the URL', () => {
  it('reads defaults from an empty query: live first, page 1', () => {
    expect(parseBrowseQuery({})).toEqual(DEFAULT_BROWSE_FILTERS);
    expect(DEFAULT_BROWSE_FILTERS.sortBy).toBe('live');
  });

  it('reads every filter and drops malformed ones', () => {
    expect(parseBrowseQuery({ q: '  luna ', tag: 'Dance', language: 'nl', gender: 'couple', sort: 'newest', page: '3' })).toEqual({
      q: 'luna',
      tag: 'dance',
      language: 'nl',
      gender: 'couple',
      sortBy: 'newest',
      page: 3,
    });
    expect(parseBrowseQuery({ language: 'x<script>', gender: 'robot', sort: 'random', page: '-2', q: ['a', 'b'] })).toEqual(
      DEFAULT_BROWSE_FILTERS,
    );
    expect(parseBrowseQuery({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('leaves defaults out of the URL, so the plain address stays plain', () => {
    expect(browseUrlQuery(DEFAULT_BROWSE_FILTERS)).toEqual({});
    expect(browseUrlQuery({ ...DEFAULT_BROWSE_FILTERS, tag: 'dance', sortBy: 'name', page: 2 })).toEqual({
      tag: 'dance',
      sort: 'name',
      page: '2',
    });
  });

  it('round-trips through the URL', () => {
    const filters = { q: 'sun', tag: 'chat', language: 'en', gender: 'female' as const, sortBy: 'popular' as const, page: 4 };
    expect(parseBrowseQuery(browseUrlQuery(filters))).toEqual(filters);
  });

  it('turns a page into the search query of GET /performers/search', () => {
    expect(toSearchFilters({ ...DEFAULT_BROWSE_FILTERS, q: 'sun', page: 3 }, 'dance-music')).toEqual({
      limit: 24,
      offset: 48,
      sortBy: 'live',
      q: 'sun',
      categoryId: 'dance-music',
    });
    expect(browseListKey(DEFAULT_BROWSE_FILTERS)).not.toEqual(browseListKey(DEFAULT_BROWSE_FILTERS, 'men'));
  });

  it('offers the most frequent tags first', () => {
    const performers = [
      performerCard('a', { tags: ['chat', 'music'] }),
      performerCard('b', { tags: ['music', 'dance'] }),
      performerCard('c', { tags: ['music', 'chat'] }),
    ];
    expect(popularTags(performers)).toEqual(['music', 'chat', 'dance']);
    expect(popularTags(performers, 1)).toEqual(['music']);
  });
});
