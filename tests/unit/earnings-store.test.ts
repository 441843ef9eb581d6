/**
 * Earnings in the store: the page of rows loads on every change, the stats only
 * when the range changed; day ranges become Amsterdam instants.
 */
import reducer, { initialEarningsState, loadEarnings, statsLoaded, statsRequested, type EarningsState } from '@/features/earnings/slice';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import earningSagas from '@/features/earnings/sagas';
import * as earningsApi from '@/features/earnings/api';
import { daysOf, lastDays, toApiRange } from '@/features/earnings/range';
import type { EarningStats } from '@/shared/schemas/earnings';

jest.mock('@/features/earnings/api');
const api = { search: jest.mocked(earningsApi.apiSearchEarnings), stats: jest.mocked(earningsApi.apiEarningStats) };

const STATS: EarningStats = { count: 1, gross: 10, commission: 4, net: 6, paid: 0, unpaid: 6, daily: [{ date: '2026-03-01', net: 6 }] };

/** The slice's reducer and sagas as the store runs them: every dispatch reduces, then reaches the watchers. */
function earningsStore(initial: EarningsState = initialEarningsState) {
  const channel = stdChannel();
  let state = initial;
  const dispatch = (action: UnknownAction) => {
    state = reducer(state, action);
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => ({ earnings: state }) }, earningSagas);
  return { dispatch, state: () => state, stop: () => task.cancel() };
}

/** Once every resolved call has been handled. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Loads `payload` starting from `state` and answers the state once the sagas are done. */
async function load(state: EarningsState, payload: Parameters<typeof loadEarnings>[0]) {
  const store = earningsStore(state);
  store.dispatch(loadEarnings(payload));
  await settled();
  store.stop();
  return { state: store.state() };
}

beforeEach(() => {
  api.search.mockResolvedValue({ data: [], total: 0 });
  api.stats.mockResolvedValue(STATS);
});
afterEach(() => jest.resetAllMocks());

describe('loading earnings', () => {
  const march = { from: '2026-03-01', to: '2026-03-31' };

  it('loads rows and stats for a new range, then only rows while the range stays', async () => {
    let { state } = await load(initialEarningsState, { role: 'performer', range: march, offset: 0 });
    expect(api.stats).toHaveBeenCalledTimes(1);
    expect(state.stats).toMatchObject({ data: STATS, range: march, requesting: false });

    ({ state } = await load(state, { role: 'performer', range: { ...march }, saleType: 'tip', offset: 20 }));
    expect(api.stats).toHaveBeenCalledTimes(1);
    expect(api.search).toHaveBeenCalledTimes(2);
    expect(api.search).toHaveBeenLastCalledWith('performer', march, { saleType: 'tip', offset: 20, limit: 20 });

    await load(state, { role: 'performer', range: { from: '2026-03-02', to: '2026-03-31' }, offset: 0 });
    expect(api.stats).toHaveBeenCalledTimes(2);
  });

  it('tries the stats again after a failure', async () => {
    api.stats.mockRejectedValueOnce(new Error('down'));
    let { state } = await load(initialEarningsState, { role: 'studio', range: march, offset: 0 });
    expect(state.stats.error).toBeTruthy();
    ({ state } = await load(state, { role: 'studio', range: march, offset: 0 }));
    expect(api.stats).toHaveBeenCalledTimes(2);
    expect(state.stats.data).toEqual(STATS);
  });

  it('finishes loading the stats when a second load of the same range comes while they are on their way', async () => {
    let answer: (stats: EarningStats) => void = () => undefined;
    api.stats.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const store = earningsStore();
    store.dispatch(loadEarnings({ role: 'performer', range: march, offset: 0 }));
    store.dispatch(loadEarnings({ role: 'performer', range: march, offset: 0 }));
    answer(STATS);
    await settled();
    store.stop();
    expect(api.stats).toHaveBeenCalledTimes(1);
    expect(store.state().stats).toMatchObject({ data: STATS, range: march, requesting: false });
    expect(store.state().list.requesting).toBe(false);
  });

  it('keeps the range the stats belong to', () => {
    const state = reducer(reducer(initialEarningsState, statsRequested(march)), statsLoaded(STATS));
    expect(state.stats.range).toEqual(march);
  });
});

describe('day ranges', () => {
  it('sends the first and last instant of the days in Amsterdam, summer and winter time', () => {
    expect(toApiRange({ from: '2026-01-10', to: '2026-07-10' })).toEqual({
      fromDate: '2026-01-09T23:00:00.000Z',
      toDate: '2026-07-10T21:59:59.999Z',
    });
  });

  it('counts days in Amsterdam and lists every day of a range', () => {
    // 23:30 UTC on 31 March is already 1 April in Amsterdam.
    expect(lastDays(7, new Date('2026-03-31T23:30:00Z'))).toEqual({ from: '2026-03-26', to: '2026-04-01' });
    expect(daysOf({ from: '2026-03-28', to: '2026-04-01' })).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
  });
});
