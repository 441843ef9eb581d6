/**
 * Starts each feature's sagas with the first action of that feature instead of with
 * the store, so that a page's scripts carry only the sagas (and their API calls and
 * helpers) of the features it uses. An action belongs to the feature whose slice name
 * prefixes its type (`payouts/loadOwnRequests`: `payouts`); a feature's sagas take
 * only its own actions. The reducers saw the action already; the sagas, once loaded,
 * are handed it and whatever else of that feature was dispatched meanwhile, in order,
 * straight through the saga channel, so no reducer sees an action twice.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

export type SagaLoaders = Record<string, () => Promise<{ default: Saga }>>;

interface Options {
  /** Starts a saga (the saga middleware's `run`). */
  run: (saga: Saga) => void;
  /** Hands an action to the running sagas only (the saga channel's `put`). */
  deliver: (action: UnknownAction) => void;
  /** A feature's sagas that could not be loaded; its next action tries again. */
  onError?: (feature: string, error: unknown) => void;
}

export const featureOf = (type: string) => type.slice(0, Math.max(0, type.indexOf('/')));

export function lazySagas(loaders: SagaLoaders, { run, deliver, onError }: Options): Middleware {
  const running = new Set<string>();
  // Features being loaded, with the actions dispatched meanwhile.
  const loading = new Map<string, UnknownAction[]>();

  const start = (feature: string, first: UnknownAction) => {
    loading.set(feature, [first]);
    loaders[feature]().then(
      (module) => {
        run(module.default);
        running.add(feature);
        const waiting = loading.get(feature) ?? [];
        loading.delete(feature);
        for (const action of waiting) deliver(action);
      },
      (error: unknown) => {
        loading.delete(feature);
        onError?.(feature, error);
      },
    );
  };

  return () => (next) => (action) => {
    const result = next(action);
    const type = (action as UnknownAction).type;
    const feature = typeof type === 'string' ? featureOf(type) : '';
    if (!Object.hasOwn(loaders, feature) || running.has(feature)) return result;
    const waiting = loading.get(feature);
    if (waiting) waiting.push(action as UnknownAction);
    else start(feature, action as UnknownAction);
    return result;
  };
}
