/**
 * A cache of values that may be a moment old: each is kept for `ttlMs` after its load
 * began, concurrent requests for a key wait for the load under way, and a failed load
 * is not kept. `clear()` forgets everything, loads under way included (their callers
 * still get their values; later requests load afresh).
 */
export function createShortCache<T>(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const { ttlMs, maxEntries = 1000, now = Date.now } = options;
  const entries = new Map<string, { until: number; value: Promise<T> }>();

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
      if (kept && kept.until > now()) return kept.value;
      if (entries.size >= maxEntries) makeRoom();
      const entry = { until: now() + ttlMs, value: load() };
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
