/**
 * A page's features in the store: the page names the reducers of the features it uses
 * (`definePage(view, access, features)` with `const features = { tips, shows }`) and is
 * drawn once the store holds them. The store of a full page load is made with them, on
 * the server and in the browser alike; a page the visitor goes on to adds those it lacks
 * before it is first drawn (a layout effect, so nothing shows in between). A part loaded
 * later that brings features of its own adds them the same way (`useFeatures`).
 */
import type { ReactNode } from 'react';
import { useFeatures } from './hooks';
import type { FeatureReducers } from './store';

/** Renders `children` once the store holds `features`. */
export function WithFeatures({ features, children }: { features?: FeatureReducers; children: ReactNode }) {
  return useFeatures(features) ? children : null;
}
