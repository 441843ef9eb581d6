/**
 * The live session's figures on the performer's live page (src/features/live): read when
 * asked, read again when the balance changes (the session earned something) while the page
 * shows them, and after the show starts; a failed read keeps the figures shown.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import reducer, { goLive, loadLiveSession, unwatchLiveSession, watchLiveSession } from '@/features/live/slice';
import liveSagas from '@/features/live/sagas';
import * as liveApi from '@/features/live/api';
import { balanceChanged } from '@/features/account/slice';
import type { LiveSession } from '@/shared/schemas/streaming';

jest.mock('@/features/live/api');
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn() } }));

const api = { session: jest.mocked(liveApi.apiLiveSession), goLive: jest.mocked(liveApi.apiGoLive) };
const session = (earned: number): LiveSession => ({
  status: 'public',
  title: 'Tea and talk',
  since: '2026-12-07T10:00:00.000Z',
  earned,
  viewers: 3,
  serverTime: '2026-12-07T10:05:00.000Z',
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function store() {
  const saga = createSagaMiddleware();
  const made = configureStore({
    reducer: { live: reducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  saga.run(liveSagas);
  return made;
}

beforeEach(() => jest.clearAllMocks());

it('reads the session, again when the balance changes, and keeps it when a read fails', async () => {
  const live = store();
  api.session.mockResolvedValueOnce(session(0));
  live.dispatch(watchLiveSession());
  live.dispatch(loadLiveSession());
  await settle();
  expect(live.getState().live.session?.data).toEqual(session(0));

  api.session.mockResolvedValueOnce(session(12));
  live.dispatch(balanceChanged(112));
  await settle();
  expect(live.getState().live.session?.data.earned).toBe(12);

  api.session.mockRejectedValueOnce(new Error('offline'));
  live.dispatch(balanceChanged(120));
  await settle();
  expect(live.getState().live.session?.data.earned).toBe(12);

  // Away from the page, a change of balance reads nothing.
  live.dispatch(unwatchLiveSession());
  live.dispatch(balanceChanged(130));
  await settle();
  expect(api.session).toHaveBeenCalledTimes(3);
});

it('reads the session once the show has started', async () => {
  const live = store();
  api.goLive.mockResolvedValue({} as Awaited<ReturnType<typeof liveApi.apiGoLive>>);
  api.session.mockResolvedValue(session(0));
  live.dispatch(goLive({ title: 'Tea and talk' }));
  await settle();
  await settle();
  expect(api.goLive).toHaveBeenCalledWith('Tea and talk');
  expect(api.session).toHaveBeenCalledTimes(1);
  expect(live.getState().live.session?.data.title).toBe('Tea and talk');
});
