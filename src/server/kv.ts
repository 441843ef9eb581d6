/**
 * Short-lived counters shared by every instance: in memory for one process, in Redis
 * when REDIS_URL is set. Rate limits (`rate-limit-store.ts`) and login throttling keep
 * their counts here. Every change of a count is one atomic step (one Redis script, or
 * one synchronous step of this process), so parallel requests cannot read a count and
 * act on it before the others have counted.
 *
 * With Redis, a Redis that does not answer must not hold up the requests that count:
 * `fallbackCounters` uses a connection that fails at once instead of queueing, and
 * counts in this process until Redis answers again (saying so in the log, once).
 */
import type { Redis, RedisOptions } from 'ioredis';

/** A count in a fixed window: how many so far, and how long until the window ends. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/**
 * A growing delay between attempts: the first `free` attempts go at once; after the
 * n-th one (n ≥ free) the next must wait `firstDelayMs · 2^(n - free)`, at most
 * `maxDelayMs`. The record is forgotten `forgetMs` after the next attempt is allowed.
 */
export interface Pace {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

/** An attempt admitted (and counted) or refused (not counted) under a pace. */
export interface PacedAttempt {
  admitted: boolean;
  /** Attempts counted so far, this one included when admitted. */
  count: number;
  /** Refused: how long until an attempt is admitted. Admitted: the wait before the next one. */
  waitMs: number;
}

export interface Counters {
  /** Adds one to `key` and returns the count; the window (and the key) ends `windowMs` after its first hit. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Counts an attempt under `pace` at time `now` (ms) when the pace allows one now. */
  attempt(key: string, pace: Pace, now: number): Promise<PacedAttempt>;
  reset(key: string): Promise<void>;
  /** Stops timers and closes connections of its own. */
  close(): Promise<void>;
}

/** The wait after the `count`-th attempt under `pace`. */
export function paceDelay(pace: Pace, count: number): number {
  if (count < pace.free) return 0;
  return Math.min(pace.firstDelayMs * 2 ** (count - pace.free), pace.maxDelayMs);
}

/** Entries kept in memory at most; the oldest go first (an attacker sending from many addresses cannot fill the heap). */
const MEMORY_ENTRIES = 100_000;

export function memoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const paces = new Map<string, { count: number; nextAt: number; forgetAt: number }>();
  const keep = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MEMORY_ENTRIES) map.delete(map.keys().next().value!);
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      const current = windows.get(key);
      const entry = current && current.endsAt > at ? current : { count: 0, endsAt: at + windowMs };
      entry.count += 1;
      keep(windows, key, entry);
      return { count: entry.count, ttlMs: entry.endsAt - at };
    },
    async attempt(key, pace, at) {
      const current = paces.get(key);
      const entry = current && current.forgetAt > at ? current : { count: 0, nextAt: 0, forgetAt: 0 };
      if (at < entry.nextAt) return { admitted: false, count: entry.count, waitMs: entry.nextAt - at };
      entry.count += 1;
      const waitMs = paceDelay(pace, entry.count);
      entry.nextAt = at + waitMs;
      entry.forgetAt = entry.nextAt + pace.forgetMs;
      keep(paces, key, entry);
      return { admitted: true, count: entry.count, waitMs };
    },
    async reset(key) {
      windows.delete(key);
      paces.delete(key);
    },
    async close() {},
  };
}

// INCR and the window's expiry in one step; PEXPIRE NX keeps the window of the first hit.
const HIT = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return { count, redis.call('PTTL', KEYS[1]) }`;

// The pace of Pace/paceDelay, read and written in one step: parallel attempts are admitted one by one.
const ATTEMPT = `
local now, free, first, max, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'count', 'next')
local count, nextAt = tonumber(state[1]) or 0, tonumber(state[2]) or 0
if now < nextAt then return { 0, count, nextAt - now } end
count = count + 1
local wait = 0
if count >= free then wait = math.min(first * 2 ^ (count - free), max) end
redis.call('HSET', KEYS[1], 'count', count, 'next', now + wait)
redis.call('PEXPIRE', KEYS[1], wait + forget)
return { 1, count, wait }`;

type CountersClient = Redis & {
  counterHit(key: string, windowMs: number): Promise<[number, number]>;
  counterAttempt(key: string, ...args: number[]): Promise<[number, number, number]>;
};

function redisCounters(redis: Redis, prefix = 'counter:'): Counters {
  const client = redis as CountersClient;
  if (!client.counterHit) {
    redis.defineCommand('counterHit', { numberOfKeys: 1, lua: HIT });
    redis.defineCommand('counterAttempt', { numberOfKeys: 1, lua: ATTEMPT });
  }
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = await client.counterHit(prefix + key, windowMs);
      return { count, ttlMs: Math.max(ttlMs, 0) };
    },
    async attempt(key, pace, now) {
      const [admitted, count, waitMs] = await client.counterAttempt(
        prefix + key,
        now,
        pace.free,
        pace.firstDelayMs,
        pace.maxDelayMs,
        pace.forgetMs,
      );
      return { admitted: admitted === 1, count, waitMs };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {},
  };
}

/** What the Redis fallback tells the operator. */
export interface CountersLog {
  warn(message: string): void;
  info(message: string): void;
}

/** Counters in Redis that count in this process while Redis does not answer. */
export interface FallbackCounters extends Counters {
  /** True while counts go to Redis. */
  readonly shared: boolean;
  /** Resolves once counts go to Redis, or after `timeoutMs` with false (they go to memory meanwhile). */
  connected(timeoutMs: number): Promise<boolean>;
  /** Where the fallback says that Redis went away and came back. */
  logTo(log: CountersLog): void;
}

/**
 * How the counters' own connection behaves: a command fails at once while the
 * connection is down (no offline queue, no retries), so no request waits for a Redis
 * that is gone; reconnection is tried every second at most, so counting returns to
 * Redis soon after it is back.
 */
const FAIL_FAST: Partial<RedisOptions> = {
  lazyConnect: false,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 5000,
  retryStrategy: (times) => Math.min(times * 100, 1000),
};

/** How long a count waits for a Redis whose connection is open but which does not answer (a hung server). */
export const ANSWER_TIMEOUT_MS = 500;
/** After such a wait, Redis is asked again after this long; counts go to memory meanwhile. */
const RETRY_AFTER_TIMEOUT_MS = 1000;

/**
 * `promise`, or a rejection when it has not settled `ms` after the call. The timer's
 * verdict waits for one turn of the event loop (setImmediate runs after the loop has
 * read its sockets): when this process itself was busy past `ms`, an answer that came
 * meanwhile still wins, so a busy process does not mistake Redis for gone.
 * (ioredis's commandTimeout has no such turn, and times out the connection's own
 * ready check on a busy machine.)
 */
export function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled) return;
          settled = true;
          reject(new Error(`no answer within ${ms} ms`));
        }),
      ms,
    );
    promise.then(
      (value) => {
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        settled = true;
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * Counters in the Redis of `redis` (on a connection of their own) with the process's
 * memory as the fallback. While Redis cannot be reached each instance counts alone, so
 * limits hold per instance rather than across them; counts made meanwhile stay in the
 * instance that made them.
 */
export function fallbackCounters(redis: Redis, prefix: string): FallbackCounters {
  const client = redis.duplicate(FAIL_FAST);
  const shared = redisCounters(client, prefix);
  const local = memoryCounters();
  let log: CountersLog | undefined;
  let down = false;
  let closing = false;
  let retryAt = 0;

  const wentDown = (reason: string) => {
    if (down || closing) return;
    down = true;
    log?.warn(`Redis unreachable (${reason}): rate limits and login throttling count in this process until it is back`);
  };
  const cameBack = () => {
    if (!down) return;
    down = false;
    log?.info('Redis is back: rate limits and login throttling count in Redis again');
  };
  // Errors are reported by the transitions above; an unhandled 'error' event would only repeat them.
  client.on('error', () => {});
  client.on('close', () => wentDown('connection closed'));
  client.on('ready', cameBack);

  /** Runs `command` in Redis while it answers, else counts in this process. */
  async function either<T>(command: (counters: Counters) => Promise<T>): Promise<T> {
    // Not connected (yet, or any more: the 'close' event has said so) or not answering of late.
    if (client.status !== 'ready' || Date.now() < retryAt) return command(local);
    try {
      const result = await answerWithin(command(shared), ANSWER_TIMEOUT_MS);
      cameBack();
      return result;
    } catch (err) {
      // A script or data error is a bug, not an outage: it must be seen.
      if ((err as Error).name === 'ReplyError') throw err;
      retryAt = Date.now() + RETRY_AFTER_TIMEOUT_MS;
      wentDown((err as Error).message);
      return command(local);
    }
  }

  return {
    get shared() {
      return !down && client.status === 'ready';
    },
    connected(timeoutMs) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          client.off('ready', onReady);
          resolve(false);
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once('ready', onReady);
      });
    },
    logTo(target) {
      log = target;
      if (down) log.warn('Redis unreachable: rate limits and login throttling count in this process until it is back');
    },
    hit: (key, windowMs) => either((counters) => counters.hit(key, windowMs)),
    attempt: (key, pace, now) => either((counters) => counters.attempt(key, pace, now)),
    // Both: a count made in this process during an outage must not outlive a reset.
    async reset(key) {
      await local.reset(key);
      await either((counters) => counters.reset(key));
    },
    async close() {
      closing = true;
      client.disconnect();
    },
  };
}
