/**
 * Redis going away under load. The app counts its rate limits and login throttling in
 * a Redis server of this test's own, which is killed and started again, then frozen
 * (connections open, nothing answered) and thawed, while logins, registrations and
 * voucher calls keep coming. No request fails (a repeated redemption is refused as used), none waits for Redis (a request during
 * an outage takes no longer than a request with Redis up, give or take a second), the
 * log says once that Redis went away and once that it came back, and counting returns
 * to Redis. The same for calls that go through socket.io's Redis adapter (below).
 */
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { createTestApp, bearer, type TestApp } from './helpers';
import { VOUCHER_TEXTS } from '@/server/modules/vouchers/service';
import { latestStay, newFundedUser, streamingStatusOf } from './deployment';
import { eq } from 'drizzle-orm';
import { accounts, performers } from '@/server/db/schema';
import { hashPassword } from '@/server/security/passwords';
import { Redis } from 'ioredis';
import { fallbackCounters, type FallbackCounters } from '@/server/kv';
import { attachSocketServer, type SocketServer } from '@/server/realtime/socket-server';
import { redisServerMissingReason, startRedisServer, type RedisServer } from '../support/redis-server';
import { socketClients, until, waitFor } from '../support/socket-clients';

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
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/vouchers',
      headers: bearer(await t.login('users', 'boss@example.com', 'secret123')),
      payload: { code: 'STEADY-LOAD', tokensPerRedemption: 1, redemptions: 1_000_000 },
    });
    expect(created.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const counters = () => t.deps.counters as FallbackCounters;
  /** Each call from an address of its own, so that only the store of the counts matters, not the limits. */
  const calls = [
    (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/users/login',
        remoteAddress: `10.1.${i >> 8}.${i & 255}`,
        payload: { username: 'steady@example.com', password: 'secret123' },
      }),
    (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/users/register',
        remoteAddress: `10.2.${i >> 8}.${i & 255}`,
        payload: { name: `Load ${i}`, email: `load-${i}@example.com`, password: 'secret123' },
      }),
    () => t.app.inject({ url: '/api/vouchers/STEADY-LOAD', headers: bearer(userToken) }),
    // An account redeems a voucher once: the first call is served, every later one refused as used (a 400, never a 5xx).
    () => t.app.inject({ method: 'POST', url: '/api/vouchers/STEADY-LOAD/use', headers: bearer(userToken), payload: { amountUsed: 1 } }),
  ];
  const USE_CALL = 3;
  /** The answer each call should get: 200, or for a repeated redemption its refusal. */
  const expected = (call: number, status: number, message: unknown) =>
    status === 200 || (call === USE_CALL && status === 400 && message === VOUCHER_TEXTS.alreadyUsed);

  it('keeps serving, without waiting for Redis, while it is killed, restarted, frozen and thawed', async () => {
    let phase = 'up';
    let running = true;
    let next = 0;
    const samples: { phase: string; call: number; status: number; ms: number; message?: unknown }[] = [];
    const worker = async () => {
      while (running) {
        const i = next++;
        const started = performance.now();
        const during = phase;
        const answer = await calls[i % calls.length](i);
        const message = answer.statusCode === 200 ? undefined : (answer.json() as { message?: unknown }).message;
        samples.push({ phase: during, call: i % calls.length, status: answer.statusCode, ms: performance.now() - started, message });
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

    expect(samples.filter((sample) => !expected(sample.call, sample.status, sample.message))).toEqual([]);
    expect(samples.filter((sample) => sample.call === USE_CALL && sample.status === 200)).toHaveLength(1);
    const slowest = (phases: string[]) => Math.max(...samples.filter((sample) => phases.includes(sample.phase)).map((sample) => sample.ms));
    // A request that met Redis gone or frozen waited at most a second longer than one with Redis up,
    expect(slowest(['killed', 'restarting', 'frozen', 'thawing'])).toBeLessThan(slowest(['up']) + 1000);
    // and requests kept being answered all along.
    for (const outage of ['killed', 'frozen'])
      expect(samples.filter((sample) => sample.phase === outage).length).toBeGreaterThan(calls.length);

    expect(backInRedis).toEqual([true, true]);
    // Said once per outage, each time with its way back.
    expect(log.map((entry) => entry.level)).toEqual(['warn', 'info', 'warn', 'info']);
    expect(log[0].message).toMatch(/^Redis unreachable .*count in this process until it is back$/);
    expect(log[1].message).toBe('Redis is back: rate limits and login throttling count in Redis again');
  });

  it('counts in Redis again once it is back', async () => {
    expect(counters().shared).toBe(true);
    const { count: first } = await counters().hit('outage-check', 60_000);
    // Another instance on the same Redis sees the same count (counters keep their keys under the deployment's `{prefix}counter:`).
    const client = new Redis(redis.url);
    const other = fallbackCounters(client, `${t.deps.config.redisPrefix}counter:`);
    try {
      await other.connected(5000);
      expect((await other.hit('outage-check', 60_000)).count).toBe(first + 1);
    } finally {
      await other.close();
      client.disconnect();
    }
  });
});

/**
 * The socket.io Redis adapter while Redis is away. HTTP calls that send socket events
 * (chat, shows), take blocked viewers out of a stream or ask who is connected keep
 * being answered, none waiting for Redis; the sockets of the instance that sends get
 * their events, events for other instances are lost meanwhile, and the log says so once
 * per outage and once that Redis is back. With two instances (PostgreSQL), events
 * cross between them before and after each outage.
 */
describeWithRedisServer('Redis outage, with sockets', () => {
  const GRACE_MS = 1500;
  let redis: RedisServer;
  let t: TestApp;
  let peer: TestApp | null;
  const servers: SocketServer[] = [];
  const urls: string[] = [];
  const here = socketClients(() => urls[0]);
  const there = socketClients(() => urls[1]);
  /** What each instance logged: [this one, the peer]. */
  const logged: { level: number; msg: string }[][] = [[], []];
  const logInto = (entries: { level: number; msg: string }[]) => ({
    level: 'info',
    stream: { write: (line: string) => void entries.push(JSON.parse(line)) },
  });
  const unhandled: unknown[] = [];
  const noteUnhandled = (reason: unknown) => unhandled.push(reason);
  let performer: { id: string; token: string; socket: Socket };
  let viewer: { id: string; token: string; socket: Socket };
  let farViewer: Socket | undefined;
  let streamId: string;

  /** Attaches a socket server and listens; returns the URL. */
  async function serve(app: TestApp) {
    servers.push(attachSocketServer(app.app.server, app.app));
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    process.on('unhandledRejection', noteUnhandled);
    redis = await startRedisServer();
    t = await createTestApp({
      redisUrl: redis.url,
      config: { loginMaxPerIp: 1_000_000, presenceGraceMs: GRACE_MS },
      logger: logInto(logged[0]),
    });
    peer = await t.peer({ logger: logInto(logged[1]) });
    urls.push(await serve(t));
    if (peer) urls.push(await serve(peer));

    const { db } = t.deps.database;
    const [performerRow] = await db
      .insert(accounts)
      .values({
        kind: 'performer',
        email: 'steady-star@example.com',
        username: 'steady-star',
        name: 'Steady Star',
        passwordHash: await hashPassword('secret123'),
        emailVerifiedAt: new Date(),
      })
      .returning({ id: accounts.id });
    await db.insert(performers).values({ accountId: performerRow.id, verified: true });
    const performerToken = await t.login('performers', 'steady-star', 'secret123');
    const steadyViewer = await newFundedUser(t, 'steady-viewer', 1000);
    performer = { id: performerRow.id, token: performerToken, socket: await here.open(performerToken) };
    viewer = { id: steadyViewer.id, token: steadyViewer.token, socket: await here.open(steadyViewer.token) };
    const live = await t.app.inject({
      method: 'POST',
      url: '/api/streaming/live',
      headers: bearer(performerToken),
      payload: { title: 'Through the storm' },
    });
    expect(live.statusCode).toBe(200);
    streamId = live.json().data.conversation._id;
    expect(await viewer.socket.emitWithAck('public-stream/join', { conversationId: streamId })).toEqual({ ok: true });
    if (peer) {
      farViewer = await there.open();
      expect(await farViewer.emitWithAck('public-stream/join', { conversationId: streamId })).toEqual({ ok: true });
    }
  }, 120_000);

  afterAll(async () => {
    process.off('unhandledRejection', noteUnhandled);
    here.closeAll();
    there.closeAll();
    await Promise.all(servers.map((server) => server.close()));
    await peer?.close();
    await t?.close();
    await redis?.stop();
  });

  const stayOf = (showId: string, accountId: string) => latestStay(t, showId, accountId);
  const statusOf = (id: string) => streamingStatusOf(t, id);

  const api = (method: 'GET' | 'POST' | 'DELETE', path: string, token: string, payload?: object, app = t) =>
    app.app.inject({ method, url: `/api${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Every socket-using call once, checking its answer and what the sockets of this instance got; returns each call's duration. */
  async function socketCalls(label: string) {
    const durations: number[] = [];
    const timed = async <T>(call: () => Promise<T>) => {
      const started = performance.now();
      const result = await call();
      durations.push(performance.now() - started);
      return result;
    };

    // Who is connected: the performer's own page asks (the Redis adapter asks every instance).
    const me = await timed(() => api('GET', '/performers/me', performer.token));
    expect(me.statusCode).toBe(200);
    expect(me.json().data.isOnline).toBe(true);

    // A chat message reaches the room.
    const text = `Still here (${label})`;
    const heard = waitFor<{ message: { text: string } }>(viewer.socket, 'message_created', (event) => event.message.text === text);
    expect(
      (await timed(() => api('POST', `/messages/stream/public/conversations/${streamId}`, performer.token, { text }))).statusCode,
    ).toBe(200);
    await heard;

    // Blocking takes the viewer out of the stream (fetchSockets, leave, emit), unblocking lets them back.
    const removed = waitFor(viewer.socket, 'stream/removed');
    expect((await timed(() => api('POST', '/performers/blocking/update', performer.token, { userIds: [viewer.id] }))).statusCode).toBe(200);
    await removed;
    expect((await timed(() => api('DELETE', '/performers/blocking/users', performer.token, { userId: viewer.id }))).statusCode).toBe(200);
    expect(await viewer.socket.emitWithAck('public-stream/join', { conversationId: streamId })).toEqual({ ok: true });

    // A group show: started, joined (minute 1 charged), left, ended; each side hears of it and leaves its room.
    const show = await timed(() => api('POST', '/streaming/group-chat', performer.token, { maxParticipants: 5 }));
    expect(show.statusCode).toBe(200);
    const showId = show.json().data._id;
    const charged = waitFor(viewer.socket, 'balance/updated');
    expect((await timed(() => api('GET', `/streaming/group-chat/${showId}`, viewer.token))).statusCode).toBe(200);
    await charged;
    // The show page joins the show's room: the viewer is in the show.
    expect(await viewer.socket.emitWithAck('private-stream/join', { conversationId: show.json().data.conversationId })).toEqual({
      ok: true,
    });
    await until(async () => ((await stayOf(showId, viewer.id)).awaySince === null ? true : undefined), 'the viewer in the show', 10_000);
    const left = waitFor<{ showId: string }>(viewer.socket, 'show/left', (event) => event.showId === showId);
    expect((await timed(() => api('POST', `/streaming/shows/${showId}/end`, viewer.token))).statusCode).toBe(200);
    await left;
    const ended = waitFor<{ showId: string }>(performer.socket, 'show/ended', (event) => event.showId === showId);
    expect((await timed(() => api('POST', `/streaming/shows/${showId}/end`, performer.token))).statusCode).toBe(200);
    await ended;
    // Live again for the next round (the show took the performer out of public).
    expect((await timed(() => api('POST', '/streaming/live', performer.token, { title: 'Through the storm' }))).statusCode).toBe(200);
    return durations;
  }

  /** With two instances: a message sent on one reaches a socket on the other, and the other instance sees the performer connected here. */
  async function acrossInstances(label: string) {
    if (!peer || !farViewer) return;
    const text = `Across (${label})`;
    const heard = waitFor<{ message: { text: string } }>(farViewer, 'message_created', (event) => event.message.text === text);
    expect((await api('POST', `/messages/stream/public/conversations/${streamId}`, performer.token, { text })).statusCode).toBe(200);
    await heard;
    const me = await api('GET', '/performers/me', performer.token, undefined, peer);
    expect(me.json().data.isOnline).toBe(true);
  }

  const saidGone = (instance = 0) =>
    logged[instance].filter((entry) => entry.level === 40 && /^Redis unreachable .*socket events/.test(entry.msg)).length;
  const saidBack = (instance = 0) =>
    logged[instance].filter((entry) => entry.level === 30 && entry.msg === 'Redis is back: socket events reach every instance again')
      .length;
  /**
   * Waits (at most 10 s) until this instance has said `times` times that Redis is back,
   * the peer (if any) `peerTimes` times, and every instance that said it was gone has said it is back.
   */
  async function untilBack(times: number, peerTimes: number) {
    const back = () =>
      saidBack() >= times &&
      (!peer || saidBack(1) >= peerTimes) &&
      servers.every((_, instance) => saidBack(instance) === saidGone(instance));
    const deadline = Date.now() + 10_000;
    while (!back() && Date.now() < deadline) await sleep(50);
    expect(back()).toBe(true);
  }

  it('keeps answering socket-using calls while Redis is killed, restarted, frozen and thawed; local sockets hear, other instances again once it is back', async () => {
    const up = await socketCalls('up');
    await acrossInstances('up');

    await redis.kill();
    const killed = await socketCalls('killed');
    await redis.start();
    await untilBack(1, 1);
    await acrossInstances('restarted');

    redis.freeze();
    let frozen: number[];
    try {
      frozen = await socketCalls('frozen');
    } finally {
      redis.thaw();
    }
    await untilBack(2, 1);
    await acrossInstances('thawed');

    // No call waited for Redis: each took at most a second longer than the slowest with Redis up.
    expect(Math.max(...killed, ...frozen)).toBeLessThan(Math.max(...up) + 1000);
    // Said once per outage, each time with its way back (the peer, which sent nothing while Redis was frozen,
    // may not have noticed that one); no promise of the adapter was left to fail unseen.
    expect([saidGone(), saidBack()]).toEqual([2, 2]);
    if (peer) expect(saidGone(1)).toBeGreaterThanOrEqual(1);
    expect(unhandled).toEqual([]);
  });
  it('concludes nobody is gone for want of an answer: a viewer who left while Redis was away pays until they left, a performer whose page closed goes offline once Redis answers', async () => {
    // A private show, the viewer's show page in its room.
    const asked = await api('POST', `/streaming/private-chat/${performer.id}`, viewer.token);
    expect(asked.statusCode).toBe(200);
    const accepted = await api('GET', `/streaming/private-chat/${asked.json().data._id}`, performer.token);
    expect(accepted.statusCode).toBe(200);
    const show = accepted.json().data as { _id: string; conversationId: string };
    const page = await here.open(viewer.token);
    expect(await page.emitWithAck('private-stream/join', { conversationId: show.conversationId })).toEqual({ ok: true });
    await until(async () => ((await stayOf(show._id, viewer.id)).awaySince === null ? true : undefined), 'the viewer in the show', 10_000);
    const balance = async () =>
      Number((await t.deps.database.db.select({ minor: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, viewer.id)))[0].minor);
    const paid = await balance();

    // The page closes while Redis is away: the viewer is away (billing holds) at once, though other instances cannot be asked.
    await redis.kill();
    const closing = Date.now();
    page.close();
    const awaySince = await until(async () => (await stayOf(show._id, viewer.id)).awaySince ?? undefined, 'the viewer away', 10_000);
    expect(awaySince.getTime()).toBeGreaterThanOrEqual(closing - 1000);
    // Past the grace period nothing is decided while the rooms of other instances cannot be asked.
    await sleep(GRACE_MS * 2);
    expect((await stayOf(show._id, viewer.id)).leftAt).toBeNull();

    // Redis back: the stay ends at the moment they left, the show with it, and nothing more was charged.
    await redis.start();
    await untilBack(3, 2);
    const stay = await until(
      async () => ((await stayOf(show._id, viewer.id)).leftAt ? stayOf(show._id, viewer.id) : undefined),
      'the stay ended',
      10_000,
    );
    expect(stay.leftAt).toEqual(awaySince);
    expect(stay.leaveReason).toBe('user_disconnected');
    expect(await balance()).toBe(paid);

    // The performer's page closes while Redis is away: still online after the grace period, offline once Redis answers.
    await redis.kill();
    performer.socket.close();
    await sleep(GRACE_MS * 2);
    expect(await statusOf(performer.id)).not.toBe('disconnected');
    await redis.start();
    await untilBack(4, 3);
    await until(async () => ((await statusOf(performer.id)) === 'disconnected' ? true : undefined), 'the performer offline', 10_000);
    expect(unhandled).toEqual([]);
  });
});
