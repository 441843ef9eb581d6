/**
 * Redis going away under load. The app counts its rate limits and login throttling in
 * a Redis server of this test's own, which is killed and started again, then frozen
 * (connections open, nothing answered) and thawed, while logins, registrations and
 * voucher calls keep coming. No request fails, none waits for Redis (a request during
 * an outage takes no longer than a request with Redis up, give or take a second), the
 * log says once that Redis went away and once that it came back, and counting returns
 * to Redis.
 */
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts } from '@/server/db/schema';
import { hashPassword } from '@/server/security/passwords';
import { Redis } from 'ioredis';
import { fallbackCounters, type FallbackCounters } from '@/server/kv';
import { redisServerMissingReason, startRedisServer, type RedisServer } from '../support/redis-server';

const missing = redisServerMissingReason();
if (missing) console.warn(missing);
const describeWithRedisServer = missing ? describe.skip : describe;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithRedisServer('Redis outage', () => {
  let redis: RedisServer;
  let t: TestApp;
  const log: { level: 'warn' | 'info'; message: string }[] = [];
  let userToken: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    t = await createTestApp({
      redisUrl: redis.url,
      countersLog: { warn: (message) => log.push({ level: 'warn', message }), info: (message) => log.push({ level: 'info', message }) },
      // The limits themselves are not what this test is about.
      config: { loginMaxPerIp: 1_000_000, loginMaxPerAccount: 1_000_000, voucherTriesPerMinute: 1_000_000 },
    });
    const passwordHash = await hashPassword('secret123');
    await t.deps.database.db.insert(accounts).values([
      { kind: 'user', email: 'steady@example.com', name: 'Steady', passwordHash, emailVerifiedAt: new Date() },
      { kind: 'admin', email: 'boss@example.com', name: 'Boss', passwordHash, emailVerifiedAt: new Date() },
    ]);
    userToken = await t.login('users', 'steady@example.com', 'secret123');
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/vouchers', headers: bearer(await t.login('users', 'boss@example.com', 'secret123')), payload: { code: 'STEADY-LOAD', tokens: 1_000_000 } });
    expect(created.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const counters = () => t.deps.counters as FallbackCounters;
  /** Each call from an address of its own, so that only the store of the counts matters, not the limits. */
  const calls = [
    (i: number) => t.app.inject({ method: 'POST', url: '/api/auth/users/login', remoteAddress: `10.1.${i >> 8}.${i & 255}`, payload: { username: 'steady@example.com', password: 'secret123' } }),
    (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/auth/users/register', remoteAddress: `10.2.${i >> 8}.${i & 255}`, payload: { name: `Load ${i}`, email: `load-${i}@example.com`, password: 'secret123' } }),
    () => t.app.inject({ url: '/api/vouchers/STEADY-LOAD', headers: bearer(userToken) }),
    () => t.app.inject({ method: 'POST', url: '/api/vouchers/STEADY-LOAD/use', headers: bearer(userToken), payload: { amountUsed: 1 } }),
  ];

  it('keeps serving, without waiting for Redis, while it is killed, restarted, frozen and thawed', async () => {
    let phase = 'up';
    let running = true;
    let next = 0;
    const samples: { phase: string; call: number; status: number; ms: number }[] = [];
    const worker = async () => {
      while (running) {
        const i = next++;
        const started = performance.now();
        const during = phase;
        const answer = await calls[i % calls.length](i);
        samples.push({ phase: during, call: i % calls.length, status: answer.statusCode, ms: performance.now() - started });
      }
    };
    /** Waits until counts go to Redis again (at most 10 s); says whether they do. */
    const untilShared = async () => {
      const deadline = Date.now() + 10_000;
      while (!counters().shared && Date.now() < deadline) await sleep(50);
      return counters().shared;
    };
    const workers = [worker(), worker(), worker()];
    const backInRedis: boolean[] = [];
    try {
      await sleep(1500);
      phase = 'killed';
      await redis.kill();
      await sleep(2000);
      phase = 'restarting';
      await redis.start();
      backInRedis.push(await untilShared());
      phase = 'up';
      await sleep(1000);
      phase = 'frozen';
      redis.freeze();
      await sleep(2500);
      phase = 'thawing';
      redis.thaw();
      backInRedis.push(await untilShared());
      phase = 'up';
      await sleep(1000);
    } finally {
      running = false;
      await Promise.all(workers);
    }

    expect(samples.filter((sample) => sample.status !== 200)).toEqual([]);
    const slowest = (phases: string[]) => Math.max(...samples.filter((sample) => phases.includes(sample.phase)).map((sample) => sample.ms));
    // A request that met Redis gone or frozen waited at most a second longer than one with Redis up,
    expect(slowest(['killed', 'restarting', 'frozen', 'thawing'])).toBeLessThan(slowest(['up']) + 1000);
    // and requests kept being answered all along.
    for (const outage of ['killed', 'frozen']) expect(samples.filter((sample) => sample.phase === outage).length).toBeGreaterThan(calls.length);

    expect(backInRedis).toEqual([true, true]);
    // Said once per outage, each time with its way back.
    expect(log.map((entry) => entry.level)).toEqual(['warn', 'info', 'warn', 'info']);
    expect(log[0].message).toMatch(/^Redis unreachable .*count in this process until it is back$/);
    expect(log[1].message).toBe('Redis is back: rate limits and login throttling count in Redis again');
  });

  it('counts in Redis again once it is back', async () => {
    expect(counters().shared).toBe(true);
    const { count: first } = await counters().hit('outage-check', 60_000);
    // Another instance on the same Redis sees the same count (the test app's counters use the deployment's prefix).
    const client = new Redis(redis.url);
    const other = fallbackCounters(client, t.deps.config.redisPrefix);
    try {
      await other.connected(5000);
      expect((await other.hit('outage-check', 60_000)).count).toBe(first + 1);
    } finally {
      await other.close();
      client.disconnect();
    }
  });
});
