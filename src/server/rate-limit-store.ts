/**
 * @fastify/rate-limit's store on our counters (`kv.ts`): per-address limits count in
 * Redis when it is configured and answers, else in this process, like login throttling.
 * The plugin's own Redis store would fail (or wait) with every request while Redis is
 * down.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from './kv';

/** What the plugin hands to `child`: the route's merged limit options. */
interface RouteLimit {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The store class for `rateLimit`'s `store` option. Each route counts on its own, but
 * routes whose limit names one `groupId` share their count (one budget for several forms).
 */
export function counterRateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class CounterRateLimitStore implements FastifyRateLimitStore {
    readonly scope: string;

    constructor(_options: FastifyRateLimitOptions, scope = 'global') {
      this.scope = scope;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      counters.hit(`rate:${this.scope}:${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { groupId, routeInfo } = routeOptions as RouteLimit;
      return new CounterRateLimitStore({}, groupId ? `group:${groupId}` : `${routeInfo?.method}:${routeInfo?.url}`);
    }
  };
}
