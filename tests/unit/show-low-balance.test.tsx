/**
 * The low-balance warning of a show as a screen reader hears it: a status region always on
 * the page (a region drawn with its words is not always read) that says it when the warning
 * comes, then every ten seconds, while the countdown the eye reads ticks every second and is
 * not read out itself.
 */
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SocketProvider } from '@/lib/socket';
import { makeTestStore } from '../support/store';
import { connectableSocket } from '../support/fake-socket';
import { accountLoaded } from '@/features/account/slice';
import { sessionRestored } from '@/features/auth/slice';
import { showLowBalance } from '@/features/shows/slice';
import { ShowRoom } from '@/features/shows/components/ShowRoom';
import type { CurrentAccount } from '@/shared/schemas/profile';
import { viewerShow } from '../support/show-fixtures';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    t: (key: string, options?: { count?: number; value?: number }) => `${key} ${options?.count ?? options?.value ?? ''}`.trim(),
    i18n: { language: 'en' },
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/lib/navigation', () => ({ navigate: jest.fn(async () => true) }));
jest.mock('@/features/shows/api');
jest.mock('@/features/shows/components/ShowMedia', () => ({ ShowMedia: () => null }));
jest.mock('@/features/stream-chat/components/StreamChat', () => ({ StreamChat: () => null }));

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-01-01T10:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

it('announces the warning in a status region that was there before it, every ten seconds, not the visible countdown', () => {
  const store = makeTestStore();
  store.dispatch(sessionRestored());
  store.dispatch(accountLoaded({ _id: 'u1', role: 'user', balance: 20 } as CurrentAccount));
  const { socket } = connectableSocket();
  render(
    <Provider store={store}>
      <SocketProvider loggedIn token="t" factory={() => socket}>
        <ShowRoom initial={viewerShow()} />
      </SocketProvider>
    </Provider>,
  );
  const region = screen.getByTestId('show-low-balance-announcement');
  expect(region).toHaveAttribute('role', 'status');
  expect(region).toBeEmptyDOMElement();

  act(() => {
    store.dispatch(showLowBalance({ showId: 's1', balance: 20, secondsLeft: 25, receivedAt: Date.now() }));
    jest.advanceTimersByTime(0);
  });
  expect(screen.getByTestId('show-low-balance')).toHaveTextContent('shows.room.lowBalance 25');
  // The notice itself is no alert: its countdown would be read out every second.
  expect(screen.getByTestId('show-low-balance')).not.toHaveAttribute('role');
  expect(region).toHaveTextContent('shows.room.lowBalanceSpoken 30');

  act(() => jest.advanceTimersByTime(3000));
  expect(screen.getByTestId('show-low-balance')).toHaveTextContent('shows.room.lowBalance 22');
  expect(region).toHaveTextContent('shows.room.lowBalanceSpoken 30');
  act(() => jest.advanceTimersByTime(3000));
  expect(region).toHaveTextContent('shows.room.lowBalanceSpoken 20');
});
