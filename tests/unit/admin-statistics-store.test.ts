/**
 * The administrators' statistics in the store (src/features/admin-statistics): a range of
 * days is asked for as the days chosen; its figures replace those shown, a failure says why
 * and keeps them; of two ranges chosen one after the other, the figures shown are the last
 * one's, whatever order the answers come in.
 */
import reducer, {
  initialAdminStatisticsState,
  loadStatistics,
  statisticsFailed,
  statisticsLoaded,
  type AdminStatisticsState,
} from '@/features/admin-statistics/slice';
import adminStatisticsSagas, { loadStatisticsSaga } from '@/features/admin-statistics/sagas';
import * as statisticsApi from '@/features/admin-statistics/api';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { ApiError } from '@/lib/http';
import { MONEY_FIGURE_KEYS, type AdminStatistics, type MoneyFigures } from '@/shared/schemas/statistics';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/admin-statistics/api');
const api = jest.mocked(statisticsApi.apiAdminStatistics);

const NO_MONEY = Object.fromEntries(MONEY_FIGURE_KEYS.map((key) => [key, 0])) as MoneyFigures;

/** The figures of `fromDate`..`toDate`, the tips of the range being `tips`. */
const statistics = (fromDate: string, toDate: string, tips: number): AdminStatistics => ({
  fromDate,
  toDate,
  timeZone: 'Europe/Amsterdam',
  counts: {
    users: 12,
    performers: { total: 5, pending: 1, active: 4, suspended: 0, rejected: 0, verified: 4 },
    studios: 1,
    onlineNow: 2,
    liveNow: 1,
    inShowNow: 0,
  },
  money: { ...NO_MONEY, tips, revenue: [], payoutsPending: { requests: 0, tokens: 0 } },
  days: [{ date: toDate, ...NO_MONEY, tips }],
});

const march = { from: '2026-03-01', to: '2026-03-31' };
const april = { from: '2026-04-01', to: '2026-04-30' };
const MARCH = statistics(march.from, march.to, 40);
const APRIL = statistics(april.from, april.to, 75);

const load = (state: AdminStatisticsState, range: { from: string; to: string }) =>
  runWithReducer(reducer, 'adminStatistics', state, loadStatisticsSaga, loadStatistics(range));

/** The slice's reducer and sagas as the store runs them: every dispatch reduces, then reaches the watchers. */
function statisticsStore(initial: AdminStatisticsState = initialAdminStatisticsState) {
  const channel = stdChannel();
  let state = initial;
  const dispatched: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    dispatched.push(action);
    state = reducer(state, action);
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => ({ adminStatistics: state }) }, adminStatisticsSagas);
  return { dispatch, dispatched, state: () => state, stop: () => task.cancel() };
}

/** Once every resolved call has been handled. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A call that answers when the test says so. */
function pending() {
  let answer: (stats: AdminStatistics) => void = () => undefined;
  const promise = new Promise<AdminStatistics>((resolve) => (answer = resolve));
  return { promise, answer };
}

afterEach(() => jest.resetAllMocks());

it('asks for the days chosen, as days, and shows their figures', async () => {
  api.mockResolvedValue(MARCH);
  const { state, dispatched } = await load(initialAdminStatisticsState, march);
  expect(api).toHaveBeenCalledTimes(1);
  expect(api).toHaveBeenCalledWith({ fromDate: '2026-03-01', toDate: '2026-03-31' });
  expect(dispatched).toEqual([statisticsLoaded(MARCH)]);
  expect(state).toEqual({ data: MARCH, requesting: false, error: null });
});

it('says why a range could not load and keeps the figures shown', async () => {
  const shown = reducer(initialAdminStatisticsState, statisticsLoaded(MARCH));
  api.mockRejectedValue(new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'fromDate must be before toDate' }));
  const { state, dispatched } = await load(shown, april);
  expect(dispatched).toEqual([statisticsFailed('fromDate must be before toDate')]);
  expect(state).toEqual({ data: MARCH, requesting: false, error: 'fromDate must be before toDate' });
});

it('forgets the last failure when another range is asked for, and shows its figures once they come', async () => {
  const failed = reducer(reducer(initialAdminStatisticsState, statisticsLoaded(MARCH)), statisticsFailed('down'));
  const asking = reducer(failed, loadStatistics(april));
  expect(asking).toEqual({ data: MARCH, requesting: true, error: null });
  expect(reducer(asking, statisticsLoaded(APRIL))).toEqual({ data: APRIL, requesting: false, error: null });
});

it('shows the last range chosen when the answer for the one before comes after it', async () => {
  const first = pending();
  api.mockReturnValueOnce(first.promise).mockResolvedValueOnce(APRIL);
  const store = statisticsStore();
  store.dispatch(loadStatistics(march));
  store.dispatch(loadStatistics(april));
  await settled();
  first.answer(MARCH);
  await settled();
  store.stop();
  expect(api).toHaveBeenCalledTimes(2);
  expect(api).toHaveBeenLastCalledWith({ fromDate: '2026-04-01', toDate: '2026-04-30' });
  expect(store.dispatched).toEqual([loadStatistics(march), loadStatistics(april), statisticsLoaded(APRIL)]);
  expect(store.state()).toEqual({ data: APRIL, requesting: false, error: null });
});

it('does not show the failure of a range chosen before the last one', async () => {
  let refuse: (err: Error) => void = () => undefined;
  api.mockReturnValueOnce(new Promise((_resolve, reject) => (refuse = reject))).mockResolvedValueOnce(APRIL);
  const store = statisticsStore();
  store.dispatch(loadStatistics(march));
  store.dispatch(loadStatistics(april));
  await settled();
  refuse(new Error('down'));
  await settled();
  store.stop();
  expect(store.dispatched).not.toContainEqual(expect.objectContaining({ type: statisticsFailed.type }));
  expect(store.state()).toEqual({ data: APRIL, requesting: false, error: null });
});
