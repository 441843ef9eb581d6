/**
 * Short-lived counters shared by every instance: in memory for one process, in
 * Redis when REDIS_URL is set. Used for per-account login throttling.
 */
import type { Redis } from 'ioredis';

export interface Counters {
  /** Adds one to `key` and returns the new count; the key expires `ttlSeconds` after its first hit. */
  hit(key: string, ttlSeconds: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): Counters {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, ttlSeconds) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + ttlSeconds * 1000 };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

export function redisCounters(redis: Redis, prefix = 'counter:'): Counters {
  return {
    async hit(key, ttlSeconds) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, ttlSeconds, 'NX')
        .exec()) as [[null, number], [null, number]];
      return count;
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
