/**
 * The store factory. Server rendering makes one store per request (never a module
 * singleton, which would leak one visitor's state into another's page); the browser
 * makes one per visit from the state the server rendered with.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer, type RootState } from './rootReducer';
import rootSaga from './rootSaga';

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      // Uploads travel in actions as FormData or File, and the stream chat's socket to its saga; sagas use them untouched.
      getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ['payload.form', 'payload.file', 'payload.socket'] } }).concat(sagaMiddleware),
  });
  if (typeof window !== 'undefined') sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
