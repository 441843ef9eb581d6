/**
 * Feature sagas start with the first action of their feature (src/store/lazy-sagas.ts):
 * the reducer sees every action once, the sagas see the action that loaded them and
 * those dispatched while loading, in order, then every later one; a feature whose
 * scripts failed to load tries again with its next action. Every feature with sagas is
 * in the store's list, under its slice's name.
 */
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { stdChannel, type Saga } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { featureOf, lazySagas, type SagaLoaders } from '@/store/lazy-sagas';
import { FEATURE_SAGAS } from '@/store/rootSaga';

function storeWith(loaders: SagaLoaders, onError = jest.fn()) {
  const reduced: string[] = [];
  const channel = stdChannel<UnknownAction>();
  const sagaMiddleware = createSagaMiddleware({ channel });
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => {
      reduced.push(action.type);
      return state;
    },
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(
        lazySagas(loaders, { run: (saga) => void sagaMiddleware.run(saga), deliver: (action) => channel.put(action), onError }),
        sagaMiddleware,
      ),
  });
  return { store, reduced: () => reduced.filter((type) => !type.startsWith('@@')) };
}

/** A feature's sagas that note every action of the feature they take. */
function recorder(feature: string, seen: string[]): Saga {
  return function* () {
    const ofFeature = (action: unknown) => (action as UnknownAction).type.startsWith(`${feature}/`);
    yield takeEvery(ofFeature, (action: UnknownAction) => void seen.push(action.type));
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('reads the feature from the action type', () => {
  expect(featureOf('payouts/loadOwnRequests')).toBe('payouts');
  expect(featureOf('@@INIT')).toBe('');
});

it('loads a feature once, with its first action, and hands its sagas what they missed in order', async () => {
  const seen: string[] = [];
  let release: () => void = () => undefined;
  const load = jest.fn(() => new Promise<{ default: Saga }>((resolve) => (release = () => resolve({ default: recorder('chat', seen) }))));
  const { store, reduced } = storeWith({ chat: load });

  store.dispatch({ type: 'other/thing' });
  store.dispatch({ type: 'chat/open' });
  store.dispatch({ type: 'chat/send', payload: 1 });
  expect(load).toHaveBeenCalledTimes(1);
  expect(seen).toEqual([]);
  release();
  await settle();
  expect(seen).toEqual(['chat/open', 'chat/send']);

  store.dispatch({ type: 'chat/send', payload: 2 });
  expect(seen).toEqual(['chat/open', 'chat/send', 'chat/send']);
  expect(load).toHaveBeenCalledTimes(1);
  // The reducer saw each action exactly once.
  expect(reduced()).toEqual(['other/thing', 'chat/open', 'chat/send', 'chat/send']);
});

it('tries again with the next action when the scripts could not be loaded', async () => {
  const seen: string[] = [];
  const load = jest
    .fn<Promise<{ default: Saga }>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: recorder('chat', seen) });
  const onError = jest.fn();
  const { store } = storeWith({ chat: load }, onError);
  store.dispatch({ type: 'chat/open' });
  await settle();
  expect(onError).toHaveBeenCalledWith('chat', expect.any(Error));
  store.dispatch({ type: 'chat/open', payload: 'again' });
  await settle();
  expect(seen).toEqual(['chat/open']);
  expect(load).toHaveBeenCalledTimes(2);
});

it('lists every feature that has sagas under its slice name, each giving a saga', async () => {
  const features = path.join(process.cwd(), 'src/features');
  const expected = readdirSync(features)
    .filter((dir) => existsSync(path.join(features, dir, 'sagas.ts')))
    .map((dir) => /name: '([^']+)'/.exec(readFileSync(path.join(features, dir, 'slice.ts'), 'utf8'))![1])
    .sort();
  expect(Object.keys(FEATURE_SAGAS).sort()).toEqual(expected);
  for (const load of Object.values(FEATURE_SAGAS)) expect(typeof (await load()).default).toBe('function');
});
