/**
 * Login, logout and password change (docs/domain.md#signing-in-and-page-access). Each action has its own
 * request state: requesting (or submiting), success, data, error.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountType, LoginResult } from '@/shared/schemas/auth';
import type { AppSocket } from '@/lib/socket';

export interface RequestState<T = unknown> {
  requesting: boolean;
  success: boolean;
  data: T | null;
  error: string | null;
}

export interface AuthState {
  loggedIn: boolean;
  /**
   * The page was rendered for every signed-in viewer alike (`PageAccess.sharedWhenSignedIn`):
   * the visitor's token came with it, and the browser is loading the account (`restoreSession`).
   */
  restoring: boolean;
  login: RequestState<LoginResult>;
  logout: RequestState;
}

const idle = { requesting: false, success: false, data: null, error: null };

export const initialAuthState: AuthState = {
  loggedIn: false,
  restoring: false,
  login: idle,
  logout: idle,
};

/** payload of `login`: which form, the credentials, and where to go after (optional). */
export interface LoginPayload {
  kind: AccountType;
  username: string;
  password: string;
  redirect?: string;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    login(state, _action: PayloadAction<LoginPayload>) {
      state.login = { ...idle, requesting: true };
    },
    /** payload: `{ token }`. */
    loginSuccess(state, action: PayloadAction<LoginResult>) {
      state.loggedIn = true;
      state.login = { requesting: false, success: true, data: action.payload, error: null };
    },
    /** payload: the message to show. */
    loginFail(state, action: PayloadAction<string>) {
      state.loggedIn = false;
      state.login = { ...idle, error: action.payload };
    },
    resetLoginData(state) {
      state.login = idle;
    },
    /** A shared page has started in the browser: load the account of the token cookie. */
    restoreSession() {},
    /** The account of the token is loaded (`accountLoaded` came first): the visitor is signed in. */
    sessionRestored(state) {
      state.loggedIn = true;
      state.restoring = false;
    },
    /** The token was refused, or the account could not be loaded: the visitor sees the signed-out site. */
    sessionNotRestored(state) {
      state.restoring = false;
    },
    logout(state) {
      state.logout = { ...idle, requesting: true };
    },
    /** A signed-in page opened: payload `{ socket }`; the saga hears a revoked session until `closeAuthEvents`. */
    openAuthEvents(_state, _action: PayloadAction<{ socket: AppSocket }>) {},
    closeAuthEvents() {},
    /** Handled by the root reducer too: everything but performers and settings resets. */
    logoutSuccess(state) {
      state.loggedIn = false;
      state.logout = { ...idle, success: true };
    },
    logoutFail(state, action: PayloadAction<string>) {
      state.logout = { ...idle, error: action.payload };
    },
    /**
     * The API refused a call with 403 (the store hands every such refusal of src/lib/http.ts
     * here). payload: the message to show. The saga takes the visitor home and says so once,
     * however many calls were refused together.
     */
    forbidden(_state, _action: PayloadAction<string>) {},
  },
});

export const {
  login,
  loginSuccess,
  loginFail,
  resetLoginData,
  restoreSession,
  sessionRestored,
  sessionNotRestored,
  logout,
  logoutSuccess,
  logoutFail,
  openAuthEvents,
  closeAuthEvents,
  forbidden,
} = authSlice.actions;
export default authSlice.reducer;

/** The session's channel (revoked elsewhere: password changed, account suspended), for `useSocketChannel`. */
export const authEvents = { open: (socket: AppSocket) => openAuthEvents({ socket }), close: closeAuthEvents };

type WithAuth = { auth: AuthState };
export const selectLoggedIn = (state: WithAuth) => state.auth.loggedIn;
export const selectRestoringSession = (state: WithAuth) => state.auth.restoring;
export const selectLoginState = (state: WithAuth) => state.auth.login;
