/**
 * A page's features in the store: the page names the reducers of the features it uses
 * (`definePage(view, access, { tips, shows })`) and renders once the store holds them.
 * The store of a full page load is made with them, on the server and in the browser
 * alike; a page the visitor goes on to adds those it lacks before it is first drawn
 * (a layout effect, so nothing shows in between). A part of the shell loaded later
 * that uses a feature of its own adds it the same way (`useFeatures`).
 */
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { AppStore, FeatureReducers } from './store';

const NONE: FeatureReducers = {};

/** Adds `features` to the store when it lacks them; true once it holds them. Pass a constant (a module's own object). */
export function useFeatures(features: FeatureReducers = NONE): boolean {
  const store = useStore() as AppStore;
  const held = () => store.hasFeatures(features);
  const ready = useSyncExternalStore(store.subscribe, held, held);
  useLayoutEffect(() => store.addFeatures(features), [store, features]);
  return ready;
}

/** Renders `children` once the store holds `features`. */
export function WithFeatures({ features, children }: { features?: FeatureReducers; children: ReactNode }) {
  return useFeatures(features) ? children : null;
}
