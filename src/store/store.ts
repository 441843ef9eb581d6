/**
 * The store factory. Server rendering makes one store per request (never a module
 * singleton, which would leak one visitor's state into another's page); the browser
 * makes one per visit from the state the server rendered with.
 */
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { stdChannel } from 'redux-saga';
import { rootReducer, type RootState } from './rootReducer';
import { FEATURE_SAGAS } from './rootSaga';
import { lazySagas } from './lazy-sagas';
import { setForbiddenHandler } from '@/lib/http';
import { forbidden } from '@/features/auth/slice';

export function makeStore(preloadedState?: Partial<RootState>) {
  const channel = stdChannel<UnknownAction>();
  const sagaMiddleware = createSagaMiddleware({ channel });
  // Sagas run in the browser only; the server renders from the state it was given.
  const browser = typeof window !== 'undefined';
  const features = lazySagas(browser ? FEATURE_SAGAS : {}, {
    run: (saga) => void sagaMiddleware.run(saga),
    deliver: (action) => channel.put(action),
    onError: (feature, error) => console.error(`the ${feature} scripts could not be loaded`, error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      // Uploads travel in actions as FormData or File, and a socket in the action that opens a feature's socket channel
      // (`useSocketChannel`: `{ socket }` to the saga that listens on it); sagas use them untouched.
      getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ['payload.form', 'payload.file', 'payload.socket'] } }).concat(
        features,
        sagaMiddleware,
      ),
  });
  if (browser) {
    // One store per visit: every 403 of the API becomes one action, which the auth saga answers once however many come together.
    setForbiddenHandler((message) => store.dispatch(forbidden(message)));
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
