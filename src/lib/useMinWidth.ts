/**
 * Whether the window is at least `pixels` wide (antd's breakpoints: sm 576, md 768, lg 992,
 * xl 1200), following it as it changes. On the server, and in the first render that
 * hydrates its page, the answer is yes: the wide layout, as antd's `useBreakpoint` gives it.
 */
import { useCallback, useSyncExternalStore } from 'react';

export function useMinWidth(pixels: number): boolean {
  const query = `(min-width: ${pixels}px)`;
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
