/**
 * The store factory. Server rendering makes one store per request (never a module
 * singleton, which would leak one visitor's state into another's page); the browser
 * makes one per visit from the state the server rendered with. A store holds the app
 * shell's slices and the features its pages named (`features`); a page the visitor goes
 * on to adds its own (`addFeatures`, through `useFeatures`).
 */
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { stdChannel } from 'redux-saga';
import { createRootReducer, type FeatureReducers, type RootState } from './rootReducer';
import { FEATURE_SAGAS } from './rootSaga';
import { lazySagas } from './lazy-sagas';
import { setForbiddenHandler } from '@/lib/http';
import { forbidden } from '@/features/auth/slice';

export function makeStore(preloadedState?: Partial<RootState>, features: FeatureReducers = {}) {
  let reducers: FeatureReducers = { ...features };
  const channel = stdChannel<UnknownAction>();
  const sagaMiddleware = createSagaMiddleware({ channel });
  // Sagas run in the browser only; the server renders from the state it was given.
  const browser = typeof window !== 'undefined';
  const sagas = lazySagas(browser ? FEATURE_SAGAS : {}, {
    run: (saga) => void sagaMiddleware.run(saga),
    deliver: (action) => channel.put(action),
    onError: (feature, error) => console.error(`the ${feature} scripts could not be loaded`, error),
  });
  const store = configureStore({
    reducer: createRootReducer(reducers),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      // Uploads travel in actions as FormData or File, and a socket in the action that opens a feature's socket channel
      // (`useSocketChannel`: `{ socket }` to the saga that listens on it); sagas use them untouched.
      getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ['payload.form', 'payload.file', 'payload.socket'] } }).concat(
        sagas,
        sagaMiddleware,
      ),
  });
  if (browser) {
    // One store per visit: every 403 of the API becomes one action, which the auth saga answers once however many come together.
    setForbiddenHandler((message) => store.dispatch(forbidden(message)));
  }
  /** Whether the store holds the slices of every feature in `wanted`. */
  const hasFeatures = (wanted: FeatureReducers) => Object.keys(wanted).every((name) => Object.hasOwn(reducers, name));
  /** Adds the features of `wanted` that the store lacks; each starts from its reducer's initial state. */
  const addFeatures = (wanted: FeatureReducers) => {
    if (hasFeatures(wanted)) return;
    reducers = { ...reducers, ...wanted };
    store.replaceReducer(createRootReducer(reducers));
  };
  return Object.assign(store, { hasFeatures, addFeatures });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { FeatureReducers, RootState };
