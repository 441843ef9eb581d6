/**
 * Side effects of login, logout and password change: API calls, cookies, loading
 * the account, navigation and the product's messages (docs/domain.md#signing-in-and-page-access).
 */
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiLogin } from './api';
import { apiGetMe } from '../account/api';
import { accountLoaded } from '../account/slice';
import {
  login,
  loginFail,
  loginSuccess,
  closeAuthEvents,
  forbidden,
  logout,
  openAuthEvents,
  logoutFail,
  logoutSuccess,
  restoreSession,
  sessionNotRestored,
  sessionRestored,
  type LoginPayload,
} from './slice';
import { clearAuthCookies, getRole, getToken, setAuthCookies } from '@/lib/cookies';
import { ApiError, errorMessage } from '@/lib/http';
import { navigate } from '@/lib/navigation';
import { socketSession, type AppSocket } from '@/lib/socket';
import { toast } from '@/lib/toast';
import { loginDestination, type Role } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import type { LoginResult } from '@/shared/schemas/auth';
import type { CurrentAccount } from '@/shared/schemas/profile';

/** Only same-site paths are followed after login. */
const safeRedirect = (path?: string) => (path && path.startsWith('/') && !path.startsWith('//') ? path : undefined);

export function* loginSaga(action: PayloadAction<LoginPayload>) {
  const { kind, username, password, redirect } = action.payload;
  try {
    const { token }: LoginResult = yield call(apiLogin, kind, username, password);
    const probeRole: Role = kind;
    let account: CurrentAccount = yield call(apiGetMe, probeRole, token);
    const role: Role = account.role;
    if (role !== probeRole) account = yield call(apiGetMe, role, token);
    setAuthCookies(token, role);
    yield put(accountLoaded(account));
    yield put(loginSuccess({ token }));
    const destination =
      safeRedirect(redirect) ??
      loginDestination(role, account.role === 'performer' ? { verified: account.verified, username: account.username } : undefined);
    yield call(navigate, destination);
  } catch (err) {
    yield put(loginFail(errorMessage(err)));
  }
}

/**
 * A page shared with signed-in viewers came without the account: load it for the token
 * cookie. A token the server refuses is forgotten, as the server does for a page it
 * renders for a refused token; any other failure leaves the cookies for the next page.
 */
export function* restoreSessionSaga() {
  const token = getToken();
  const role = getRole();
  if (!token || !role) {
    yield put(sessionNotRestored());
    return;
  }
  try {
    const account: CurrentAccount = yield call(apiGetMe, role, token);
    yield put(accountLoaded(account));
    yield put(sessionRestored());
  } catch (err) {
    if (err instanceof ApiError && (err.statusCode === 401 || err.statusCode === 403)) clearAuthCookies();
    yield put(sessionNotRestored());
  }
}

export function* logoutSaga() {
  try {
    clearAuthCookies();
    // Leave the page first: a protected page would otherwise send the visitor to a login form.
    yield call(navigate, '/');
    yield put(logoutSuccess());
    toast.success(MSG.loggedOut);
  } catch {
    yield put(logoutFail(MSG.somethingWrong));
    toast.error(MSG.somethingWrong);
  }
}

/** The server ended this session (password changed or account suspended elsewhere): log this browser out. */
export function* revokedEventSaga() {
  yield put(logout());
}

/**
 * A 403 from the API: home, then the message. Taken leading: the calls refused together
 * (a page loading several lists at once) make one navigation and one toast.
 */
export function* forbiddenSaga({ payload }: PayloadAction<string>) {
  try {
    yield call(navigate, '/');
  } catch {
    // Another navigation replaced this one: the message still says why.
  }
  yield call(toast.error, payload || MSG.forbidden);
}

export function* runAuthEvents({ payload }: PayloadAction<{ socket: AppSocket }>) {
  yield socketSession(closeAuthEvents, payload.socket, ['auth/revoked'], revokedEventSaga);
}

export default function* authSagas() {
  yield takeLatest(openAuthEvents.type, runAuthEvents);
  yield takeLatest(login.type, loginSaga);
  yield takeLeading(restoreSession.type, restoreSessionSaga);
  yield takeLatest(logout.type, logoutSaga);
  yield takeLeading(forbidden.type, forbiddenSaga);
}
