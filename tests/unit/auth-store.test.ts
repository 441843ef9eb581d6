import { runSaga } from 'redux-saga';
import { waitFor } from '@testing-library/react';
import { makeTestStore } from '../support/store';
import { rootReducer } from '../support/store';
import { loginSaga, logoutSaga, restoreSessionSaga } from '@/features/auth/sagas';
import {
  initialAuthState,
  login,
  loginFail,
  loginSuccess,
  logoutSuccess,
  resetLoginData,
  restoreSession,
  sessionNotRestored,
  sessionRestored,
} from '@/features/auth/slice';
import { updatePasswordSaga } from '@/features/account/sagas';
import { accountLoaded, updatePassword } from '@/features/account/slice';
import { categoriesLoaded } from '@/features/performers/slice';
import { settingsLoaded } from '@/features/settings/slice';
import * as authApi from '@/features/auth/api';
import * as accountApi from '@/features/account/api';
import * as cookies from '@/lib/cookies';
import * as navigation from '@/lib/navigation';
import { ApiError, get } from '@/lib/http';
import { toast } from '@/lib/toast';
import { MSG } from '@/shared/messages';
import type { CurrentAccount } from '@/shared/schemas/profile';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/features/auth/api');
jest.mock('@/features/account/api');
jest.mock('@/lib/cookies');
jest.mock('@/lib/navigation');

const mocked = {
  apiLogin: jest.mocked(authApi.apiLogin),
  apiUpdatePassword: jest.mocked(accountApi.apiUpdatePassword),
  apiGetMe: jest.mocked(accountApi.apiGetMe),
  setAuthCookies: jest.mocked(cookies.setAuthCookies),
  getToken: jest.mocked(cookies.getToken),
  getRole: jest.mocked(cookies.getRole),
  clearAuthCookies: jest.mocked(cookies.clearAuthCookies),
  navigate: jest.mocked(navigation.navigate),
};

const performer = {
  _id: 'p1',
  role: 'performer',
  name: 'Demo',
  username: 'demo-performer',
  verified: true,
  balance: 0,
} as unknown as CurrentAccount;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any saga with its one action
async function run(saga: (action: any) => Generator, action: unknown) {
  const dispatched: unknown[] = [];
  await runSaga({ dispatch: (a) => dispatched.push(a), getState: () => ({ account: { current: performer } }) }, saga, action).toPromise();
  return dispatched;
}

/** The store's first state on a page shared with signed-in viewers: no account, one to load. */
const sharedPageState = () => ({ ...rootReducer(undefined, { type: 'init' }), auth: { ...initialAuthState, restoring: true } });

beforeEach(() => {
  jest.clearAllMocks();
  mocked.navigate.mockResolvedValue(true);
});

describe('auth reducers', () => {
  it('tracks login from requesting to success and can reset', () => {
    // The reducer alone: in this test the sagas would answer at once with mocked calls.
    expect(rootReducer(undefined, login({ kind: 'user', username: 'a@b.c', password: 'x' })).auth.login.requesting).toBe(true);
    const store = makeTestStore();
    store.dispatch(loginSuccess({ token: 't' }));
    expect(store.getState().auth).toMatchObject({ loggedIn: true, login: { success: true, data: { token: 't' } } });
    store.dispatch(resetLoginData());
    expect(store.getState().auth.login).toMatchObject({ requesting: false, success: false, data: null, error: null });
    store.dispatch(loginFail('nope'));
    expect(store.getState().auth).toMatchObject({ loggedIn: false, login: { error: 'nope' } });
  });

  it('logout resets everything but the performer list, categories and site settings', () => {
    const store = makeTestStore();
    store.dispatch(accountLoaded(performer));
    store.dispatch(loginSuccess({ token: 't' }));
    store.dispatch(categoriesLoaded([{ _id: 'c', name: 'Dance', slug: 'dance', description: null, ordering: 0 }]));
    store.dispatch(settingsLoaded({ public: null, ui: null }));
    store.dispatch(logoutSuccess());
    const state = store.getState();
    expect(state.account.current).toBeNull();
    expect(state.auth.loggedIn).toBe(false);
    expect(state.performers.categories).toHaveLength(1);
  });

  it('password update goes from submiting to success', () => {
    const state = rootReducer(undefined, updatePassword({ prevPassword: 'a', password: 'b' }));
    expect(state.account.password?.submiting).toBe(true);
  });
});

describe('auth sagas', () => {
  it('logs a verified performer in and goes to the live page', async () => {
    mocked.apiLogin.mockResolvedValue({ token: 'tok' });
    mocked.apiGetMe.mockResolvedValue(performer);
    const setCookies = mocked.setAuthCookies;
    const go = mocked.navigate;
    const dispatched = await run(loginSaga, login({ kind: 'performer', username: 'demo-performer', password: 'x' }));
    expect(setCookies).toHaveBeenCalledWith('tok', 'performer');
    expect(dispatched).toContainEqual(loginSuccess({ token: 'tok' }));
    expect(go).toHaveBeenCalledWith('/live/lovense/demo-performer');
  });

  it('reports the error text of a refused login', async () => {
    mocked.apiLogin.mockRejectedValue(new ApiError(401, { message: 'The e-mail address or password is not correct' }));
    const dispatched = await run(loginSaga, login({ kind: 'user', username: 'a@b.c', password: 'x' }));
    expect(dispatched).toContainEqual(loginFail('The e-mail address or password is not correct'));
  });

  it('logout clears the cookies, goes home and resets the state', async () => {
    const clear = mocked.clearAuthCookies;
    const go = mocked.navigate;
    const dispatched = await run(logoutSaga, { type: 'auth/logout' });
    expect(clear).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/');
    expect(dispatched).toContainEqual(logoutSuccess());
  });

  it('loads the account of a page shared with signed-in viewers, and signs the visitor in', async () => {
    mocked.getToken.mockReturnValue('tok');
    mocked.getRole.mockReturnValue('user');
    const user = { ...performer, role: 'user', name: 'Sam' } as CurrentAccount;
    mocked.apiGetMe.mockResolvedValue(user);
    const dispatched = await run(restoreSessionSaga, restoreSession());
    expect(mocked.apiGetMe).toHaveBeenCalledWith('user', 'tok');
    expect(dispatched).toEqual([accountLoaded(user), sessionRestored()]);
    const restored = [accountLoaded(user), sessionRestored()].reduce(rootReducer, sharedPageState());
    expect(restored.auth).toMatchObject({ loggedIn: true, restoring: false });
    expect(restored.account.current).toEqual(user);
  });

  it('forgets a token the API refuses and leaves the visitor signed out; keeps it when the API cannot be reached', async () => {
    mocked.getToken.mockReturnValue('old');
    mocked.getRole.mockReturnValue('user');
    mocked.apiGetMe.mockRejectedValue(new ApiError(401, { message: 'Unauthorized' }));
    expect(await run(restoreSessionSaga, restoreSession())).toEqual([sessionNotRestored()]);
    expect(mocked.clearAuthCookies).toHaveBeenCalledTimes(1);

    mocked.apiGetMe.mockRejectedValue(new ApiError(0, null, 'Could not reach the server'));
    expect(await run(restoreSessionSaga, restoreSession())).toEqual([sessionNotRestored()]);
    expect(mocked.clearAuthCookies).toHaveBeenCalledTimes(1);

    // No token left (logged out in another tab meanwhile): nothing to ask.
    mocked.getToken.mockReturnValue(undefined);
    expect(await run(restoreSessionSaga, restoreSession())).toEqual([sessionNotRestored()]);
    expect(mocked.apiGetMe).toHaveBeenCalledTimes(2);
    const after = rootReducer(sharedPageState(), sessionNotRestored());
    expect(after.auth).toMatchObject({ loggedIn: false, restoring: false });
  });

  it('keeps this browser logged in with the new token after a password change', async () => {
    mocked.apiUpdatePassword.mockResolvedValue({ token: 'new' });
    const setCookies = mocked.setAuthCookies;
    await run(updatePasswordSaga, updatePassword({ prevPassword: 'a', password: 'bbbbbbbb' }));
    expect(setCookies).toHaveBeenCalledWith('new', 'performer');
  });
});

describe('a call the API refuses with 403', () => {
  const original = global.fetch;
  const refused = () =>
    ({
      status: 403,
      ok: false,
      headers: {},
      text: async () => JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Not yours' }),
    }) as unknown as Response;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  afterEach(() => {
    global.fetch = original;
    window.sessionStorage.clear();
  });

  it('sends the visitor home and says so once, however many calls were refused together', async () => {
    global.fetch = jest.fn(async () => refused());
    let arrived: (done: boolean) => void = () => undefined;
    mocked.navigate.mockReturnValue(new Promise((resolve) => (arrived = resolve)));
    makeTestStore();
    // A page loading its lists at once, as the payouts page does.
    const calls = await Promise.allSettled([get('/payouts/stats'), get('/payouts/requests'), get('/payment-information')]);
    expect(calls.map((call) => call.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await waitFor(() => expect(mocked.navigate).toHaveBeenCalledTimes(1));
    expect(mocked.navigate).toHaveBeenCalledWith('/');
    expect(toast.error).not.toHaveBeenCalled();
    arrived(true);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.forbidden));
    await pause();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(mocked.navigate).toHaveBeenCalledTimes(1);
  });
});
