/** Typed hooks: use these instead of plain useDispatch/useSelector, and `useFeatures` for a part that brings features of its own. */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useDispatch, useSelector, useStore, type TypedUseSelectorHook } from 'react-redux';
import type { AppDispatch, AppStore, FeatureReducers, RootState } from './store';

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;

const NONE: FeatureReducers = {};

/**
 * Adds `features` (reducers under their slices' names) to the store when it lacks them;
 * true once it holds them, before which the caller renders nothing that reads them. Pass
 * a constant (a module's own object). Pages name theirs to `definePage` instead
 * (src/store/features.ts); this is for a part loaded later that brings its own.
 */
export function useFeatures(features: FeatureReducers = NONE): boolean {
  const store = useStore() as AppStore;
  const held = () => store.hasFeatures(features);
  const ready = useSyncExternalStore(store.subscribe, held, held);
  useLayoutEffect(() => store.addFeatures(features), [store, features]);
  return ready;
}
