/**
 * Whether the page's server-rendered markup has been taken over by its scripts: false on the
 * server and in the render that hydrates it, true after (and at once on a page opened within
 * the app). For what the browser computes differently from the server, such as its list of
 * time zones and its names of countries: drawn only once true, it cannot make the hydration fail.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
