/**
 * A cache of values that may be a moment old: each is kept for `ttlMs` after its load
 * began, concurrent requests for a key wait for the load under way, and a failed load
 * is not kept. `clear()` forgets everything, loads under way included (their callers
 * still get their values; later requests load afresh).
 *
 * With `serveStaleWhileLoading`, a key whose time is up is loaded anew by the first
 * request that asks, and the requests that come while that load runs get the value it
 * replaces (at most `ttlMs` plus one load old) instead of waiting for it: many requests
 * for one key then never queue behind its reload. `clear()` drops those values too.
 */
export function createShortCache<T>(options: { ttlMs: number; maxEntries?: number; now?: () => number; serveStaleWhileLoading?: boolean }) {
  const { ttlMs, maxEntries = 1000, now = Date.now, serveStaleWhileLoading = false } = options;
  const entries = new Map<string, { until: number; value: Promise<T>; previous?: Promise<T> }>();

  function makeRoom() {
    const time = now();
    for (const [key, entry] of entries) if (entry.until <= time) entries.delete(key);
    // Still full: the oldest goes (a Map iterates in insertion order).
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    /** The value of `key`, loaded by `load` unless one loaded less than `ttlMs` ago is kept. */
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const kept = entries.get(key);
      if (kept && kept.until > now()) return kept.previous ?? kept.value;
      if (entries.size >= maxEntries) makeRoom();
      const entry: { until: number; value: Promise<T>; previous?: Promise<T> } = { until: now() + ttlMs, value: load() };
      if (serveStaleWhileLoading && kept) {
        // The value being replaced answers until the new one is there (kept.value has settled: its time is up).
        entry.previous = kept.previous ?? kept.value;
        void entry.value.then(
          () => delete entry.previous,
          () => undefined,
        );
      }
      entries.set(key, entry);
      entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
      return entry.value;
    },

    clear() {
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type ShortCache<T> = ReturnType<typeof createShortCache<T>>;
