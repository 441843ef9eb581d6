/**
 * socket.io's Redis adapter, made to go on through a Redis outage. The adapter carries
 * events between instances and asks the other instances which sockets are in a room
 * (`fetchSockets`). As shipped it waits for Redis: commands queue while the connection
 * is down and fail seconds later, a question waits `requestsTimeout` for answers that
 * cannot come or forever for a frozen server, and its publishes, whose promises nobody
 * holds, reject unhandled (which ends a Node process). Here:
 *
 * - While Redis does not answer (a connection closed, or a command unanswered for
 *   ANSWER_TIMEOUT_MS: a frozen server), nothing is sent to it. An event reaches this
 *   instance's sockets only and is lost for the others; a question to the other
 *   instances fails at once with `RedisUnreachable`, and so do the questions waiting for
 *   answers when Redis goes. The log says so once, and once when Redis is back: a ping
 *   on both connections, on reconnection and every second while it is away, finds out.
 * - Joining, leaving and disconnecting by room (`socketsJoin`, `socketsLeave`,
 *   `disconnectSockets`) act on this instance's sockets at once, not when their request
 *   comes back through Redis, so they hold here during an outage too.
 * - Before the first connection, events wait for it: a starting instance loses nothing.
 *
 * Callers decide what an unanswered question means: `reachableSockets` does what it can
 * with this instance's sockets; presence never concludes from it that someone is gone.
 */
import type { Redis, RedisOptions } from 'ioredis';
import { RedisAdapter } from '@socket.io/redis-adapter';
import { ANSWER_TIMEOUT_MS, answerWithin } from '../kv';
import type { IoServer } from './socket-types';

/** Other instances cannot be reached through Redis now. */
export class RedisUnreachable extends Error {
  constructor() {
    super('Redis is unreachable: other instances cannot be asked');
    this.name = 'RedisUnreachable';
  }
}

/** Whether `err` says that other instances cannot be reached now (not a fault to log: the adapter has said so once). */
export const isRedisUnreachable = (err: unknown) => err instanceof RedisUnreachable;

/**
 * How long other instances have to answer a question (the adapter's default is 5 s).
 * Redis being away never takes this long (see above); this is for an instance that is
 * gone without Redis having noticed (its host vanished) or stuck.
 */
const REQUESTS_TIMEOUT_MS = 2000;
/** While Redis is away, how often it is pinged to find out that it is back. */
const PROBE_MS = 1000;

/** Reconnection every second at most, so that events cross again soon after Redis is back. */
const retryStrategy = (times: number) => Math.min(times * 100, 1000);
/**
 * The publishing connection: a command in flight when the connection drops fails at once
 * (no retries). The offline queue only ever holds what was sent before the first
 * connection: later, nothing is sent while Redis is away.
 */
const PUBLISHER: Partial<RedisOptions> = { lazyConnect: false, maxRetriesPerRequest: 0, connectTimeout: 5000, retryStrategy };
/** The subscribing connection waits for Redis as long as it takes and subscribes again after each reconnection. */
const SUBSCRIBER: Partial<RedisOptions> = { lazyConnect: false, maxRetriesPerRequest: null, connectTimeout: 5000, retryStrategy };

/** Where the adapter says that Redis went away and came back. */
export interface AdapterLog {
  warn(message: string): void;
  info(message: string): void;
}

type BroadcastOptions = Parameters<RedisAdapter['fetchSockets']>[0];
type Rooms = Parameters<RedisAdapter['addSockets']>[1];
const hereOnly = (opts: BroadcastOptions): BroadcastOptions => ({ ...opts, flags: { ...opts.flags, local: true } });

/** Whether Redis answers the adapter's two connections, and what to do about it. */
function createLink(pub: Redis, sub: Redis, log: AdapterLog) {
  let down = false;
  let closing = false;
  let probing = false;
  let probe: NodeJS.Timeout | undefined;
  /** Questions under way: they fail when Redis goes. */
  const waiting = new Set<() => void>();

  const wentDown = (reason: string) => {
    if (down || closing) return;
    down = true;
    waiting.forEach((fail) => fail());
    log.warn(
      `Redis unreachable (${reason}): socket events reach this instance's sockets only, and other instances are not asked who is connected, until it is back`,
    );
    probe = setInterval(check, PROBE_MS);
    probe.unref();
  };

  /** Back when both connections answer a ping: the subscriber's answer comes after its subscriptions are made again. */
  async function check() {
    if (!down || probing || pub.status !== 'ready' || sub.status !== 'ready') return;
    probing = true;
    try {
      await answerWithin(Promise.all([pub.ping(), sub.ping()]), ANSWER_TIMEOUT_MS);
      down = false;
      clearInterval(probe);
      log.info('Redis is back: socket events reach every instance again');
    } catch {
      // Still away: the next check asks again.
    } finally {
      probing = false;
    }
  }

  for (const client of [pub, sub]) {
    // Errors are reported by the transitions; an unhandled 'error' event would only repeat them.
    client.on('error', () => {});
    client.on('close', () => wentDown('connection closed'));
    client.on('ready', () => void check());
  }

  return {
    /** Runs one command while Redis answers; else (or when it does not answer in time) fails with RedisUnreachable. */
    async ask<T>(command: () => Promise<T>): Promise<T> {
      if (down) throw new RedisUnreachable();
      try {
        return await answerWithin(command(), ANSWER_TIMEOUT_MS);
      } catch (err) {
        // A command Redis refused is a bug, not an outage: it must be seen.
        if ((err as Error).name === 'ReplyError') throw err;
        wentDown((err as Error).message);
        throw new RedisUnreachable();
      }
    },

    /** A question to the other instances, failed with RedisUnreachable as soon as Redis is away. */
    whileUp<T>(question: () => Promise<T>): Promise<T> {
      if (down) return Promise.reject(new RedisUnreachable());
      return new Promise<T>((resolve, reject) => {
        const fail = () => reject(new RedisUnreachable());
        waiting.add(fail);
        question()
          .then(resolve, reject)
          .finally(() => waiting.delete(fail));
      });
    },

    close() {
      closing = true;
      clearInterval(probe);
    },
  };
}

type Link = ReturnType<typeof createLink>;

class OutageAwareRedisAdapter extends RedisAdapter {
  constructor(
    nsp: ConstructorParameters<typeof RedisAdapter>[0],
    pub: Redis,
    sub: Redis,
    private readonly link: Link,
    key: string,
  ) {
    super(nsp, pub, sub, { key, requestsTimeout: REQUESTS_TIMEOUT_MS });
  }

  override serverCount() {
    return this.link.ask(() => super.serverCount());
  }

  override fetchSockets(opts: BroadcastOptions) {
    if (opts.flags?.local) return super.fetchSockets(opts);
    return this.link.whileUp(() => super.fetchSockets(opts));
  }

  // Here at once, then (this instance again, changing nothing) everywhere through Redis.
  override addSockets(opts: BroadcastOptions, rooms: Rooms) {
    super.addSockets(hereOnly(opts), rooms);
    if (!opts.flags?.local) super.addSockets(opts, rooms);
  }

  override delSockets(opts: BroadcastOptions, rooms: Rooms) {
    super.delSockets(hereOnly(opts), rooms);
    if (!opts.flags?.local) super.delSockets(opts, rooms);
  }

  override disconnectSockets(opts: BroadcastOptions, close: boolean) {
    super.disconnectSockets(hereOnly(opts), close);
    if (!opts.flags?.local) super.disconnectSockets(opts, close);
  }
}

/**
 * The adapter for `io.adapter()`, on two connections of its own made from `redis`, and
 * how to close them. Its channels start with `prefix` (the deployment's Redis prefix):
 * deployments that share a Redis neither hear each other's events nor wait for each
 * other's answers.
 */
export function createRedisAdapter(redis: Redis, log: AdapterLog, prefix: string) {
  const pub = redis.duplicate(PUBLISHER);
  const sub = redis.duplicate(SUBSCRIBER);
  const link = createLink(pub, sub, log);
  // The adapter publishes without holding the promise: every publish goes through the
  // link, which sends nothing while Redis is away and turns a failure into a lost event.
  const publish = pub.publish.bind(pub);
  Object.assign(pub, { publish: (channel: string, message: string | Buffer) => link.ask(() => publish(channel, message)).catch(() => 0) });
  return {
    // socket.io calls it with `new`: a function, not an arrow.
    adapter: function outageAwareAdapter(nsp: ConstructorParameters<typeof RedisAdapter>[0]) {
      return new OutageAwareRedisAdapter(nsp, pub, sub, link, `${prefix}socket.io`);
    },
    async close() {
      link.close();
      await Promise.all(
        [pub, sub].map((client) => (client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect())),
      );
    },
  };
}

/**
 * The sockets in `rooms` on every instance, or this instance's when the others cannot be
 * asked now (Redis away, an instance that does not answer). For work that does what it
 * can (taking blocked viewers out, finding a publisher), never for concluding that
 * someone is gone.
 */
export async function reachableSockets(io: IoServer, rooms: string | string[]) {
  try {
    return await io.in(rooms).fetchSockets();
  } catch {
    return io.local.in(rooms).fetchSockets();
  }
}
