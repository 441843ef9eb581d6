/**
 * A yes/no choice kept in this browser's localStorage (the performer's mute of the tip
 * sound). Read through useSyncExternalStore: the server renders `false`, the browser
 * its stored value, and every component using the same key sees a change at once.
 * Where storage is refused (private windows, disabled cookies) the choice lasts the visit.
 */
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const memory = new Map<string, boolean>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return memory.get(key) ?? false;
  }
}

function write(key: string, value: boolean) {
  memory.set(key, value);
  try {
    if (value) window.localStorage.setItem(key, '1');
    else window.localStorage.removeItem(key);
  } catch {
    // Kept in memory only.
  }
  listeners.forEach((onChange) => onChange());
}

export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  );
  const set = useCallback((next: boolean) => write(key, next), [key]);
  return [value, set];
}
