/**
 * The studio's dashboard: the figures as loaded (members now, the earnings of the
 * range, the last 30 days first, then the days chosen) and one bar per day with a studio's
 * share; a failed load says why.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { StudioDashboardView } from '@/features/studios/components/StudioDashboardView';
import studiosReducer, { initialStudiosState, statsFailed, statsLoaded, loadStats } from '@/features/studios/slice';
import { loadStatsSaga } from '@/features/studios/sagas';
import * as studiosApi from '@/features/studios/api';
import type { StudioStats } from '@/shared/schemas/studios';
import { makeTestStore } from '../support/store';
import { runWithReducer } from '../support/saga-with-reducer';
import { lastDays } from '@/features/earnings/range';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
jest.mock('@/features/studios/api');
const api = jest.mocked(studiosApi);

const stats: StudioStats = {
  fromDate: '2026-03-01',
  toDate: '2026-03-03',
  timeZone: 'Europe/Amsterdam',
  totalPerformer: 3,
  activeMembers: 2,
  inactiveMembers: 1,
  onlineNow: 2,
  liveNow: 1,
  inShowNow: 0,
  earnings: { gross: 30, studio: 6.4, members: 9.6 },
  days: [
    { date: '2026-03-01', gross: 10, studio: 3.2, members: 4.8 },
    { date: '2026-03-02', gross: 0, studio: 0, members: 0 },
    { date: '2026-03-03', gross: 20, studio: 3.2, members: 4.8 },
  ],
};

const dispatched: unknown[] = [];

function renderWith(state = studiosReducer(initialStudiosState, statsLoaded(stats))) {
  const store = makeTestStore({ studios: state });
  // The figures are what the test loaded: no saga runs here.
  dispatched.length = 0;
  store.dispatch = ((action: unknown) => (dispatched.push(action), action)) as never;
  render(
    <Provider store={store}>
      <StudioDashboardView />
    </Provider>,
  );
}

afterEach(() => jest.resetAllMocks());

test('shows the members now, the earnings of the range and a bar for each day with a share', () => {
  renderWith();
  expect(screen.getByTestId('studio-stat-totalPerformer')).toHaveTextContent('3');
  expect(screen.getByTestId('studio-stat-inactiveMembers')).toHaveTextContent('1');
  expect(screen.getByTestId('studio-stat-liveNow')).toHaveTextContent('1');
  expect(screen.getByTestId('studio-stat-gross')).toHaveTextContent('30');
  expect(screen.getByTestId('studio-stat-studio')).toHaveTextContent('6.4');
  expect(screen.getByTestId('studio-stat-members')).toHaveTextContent('9.6');
  expect(screen.getAllByTestId('earnings-chart-bar')).toHaveLength(2);
});

test('loads the last 30 days first, and the days chosen after', () => {
  renderWith();
  expect(dispatched).toEqual([loadStats(lastDays(30))]);
  fireEvent.change(screen.getByLabelText('earnings.range.period'), { target: { value: '7' } });
  expect(dispatched.at(-1)).toEqual(loadStats(lastDays(7)));
});

test('says why the figures could not be loaded', () => {
  renderWith(studiosReducer(initialStudiosState, statsFailed('Please log in')));
  expect(screen.getByText('Please log in')).toBeInTheDocument();
});

test('loads the figures of the chosen days into the store, or the reason they failed', async () => {
  api.apiStudioStats.mockResolvedValue(stats);
  const range = { from: '2026-11-01', to: '2026-11-30' };
  let run = await runWithReducer(studiosReducer, 'studios', initialStudiosState, loadStatsSaga as never, loadStats(range) as never);
  expect(api.apiStudioStats).toHaveBeenCalledWith({ fromDate: '2026-11-01', toDate: '2026-11-30' });
  expect(run.state.stats).toEqual({ data: stats, requesting: false, error: null });

  api.apiStudioStats.mockRejectedValue(new Error('Network down'));
  run = await runWithReducer(studiosReducer, 'studios', initialStudiosState, loadStatsSaga as never, loadStats(range) as never);
  expect(run.state.stats).toMatchObject({ data: null, requesting: false, error: expect.any(String) });
});
