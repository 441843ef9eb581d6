import { eq } from 'drizzle-orm';
import { bearer, type TestApp } from './helpers';
import { socketApp, type SocketApp } from './deployment';
import type { SocketServer } from '@/server/realtime/socket-server';
import { socketClients } from '../support/socket-clients';
import { accounts, performers } from '@/server/db/schema';
import type { ServerToClientEvents } from '@/shared/socket-events';

type StatusEvent = Parameters<ServerToClientEvents['modelUpdateStreamingStatus']>[0];

// Long enough that a reconnect on a busy machine (a socket, its login and the account's
// lookup) still falls well within it: the tests about reconnecting in time do not race it.
const GRACE_MS = 1000;

let t: TestApp;
let server: SocketApp;
let ioServer: SocketServer;
let performerToken: string;
let performerId: string;
/** The anonymous visitor's socket, open the whole time. */
const visitorClient = socketClients(() => server.url);
/** Each test's own sockets. */
const clients = socketClients(() => server.url);
const open = clients.open;
/** Every status event an anonymous visitor's socket received, in order. */
const seen: Array<StatusEvent & { at: number }> = [];

beforeAll(async () => {
  server = await socketApp({ seed: true, config: { presenceGraceMs: GRACE_MS } });
  ({ app: t, sockets: ioServer } = server);
  performerToken = await t.login('performers', 'demo-performer');
  performerId = (await t.app.inject({ method: 'GET', url: '/api/performers/me', headers: bearer(performerToken) })).json().data._id;
  const visitor = await visitorClient.open();
  visitor.on('modelUpdateStreamingStatus', (event) => seen.push({ ...event, at: Date.now() }));
});

afterAll(async () => {
  visitorClient.closeAll();
  clients.closeAll();
  await server.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the first event about `id` after `since` (index into `seen`). */
async function eventFor(id: string, since: number, timeoutMs = GRACE_MS * 10): Promise<StatusEvent & { at: number }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = seen.slice(since).find((event) => event.id === id);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no status event for ${id}`);
    await sleep(20);
  }
}

const eventsFor = (id: string, since: number) => seen.slice(since).filter((event) => event.id === id);

async function statusOf(id: string) {
  const [row] = await t.deps.database.db
    .select({ status: performers.streamingStatus })
    .from(performers)
    .where(eq(performers.accountId, id));
  return row.status;
}

async function setStatus(id: string, status: string) {
  await t.deps.database.db.update(performers).set({ streamingStatus: status }).where(eq(performers.accountId, id));
}

/**
 * Connects the performer and waits until the server has bound the socket, and, when
 * the performer was disconnected, until everyone has heard that they are back.
 */
async function performerSocket() {
  const before = seen.length;
  const wasDisconnected = (await statusOf(performerId)) === 'disconnected';
  const socket = await open(performerToken);
  for (let i = 0; i < 100 && !(await t.deps.realtime.isOnline(performerId)); i++) await sleep(10);
  if (wasDisconnected) await eventFor(performerId, before);
  return socket;
}

/**
 * Each test starts with the performer away (no socket, status `disconnected`, as once the
 * grace period is over) and takes its own sockets with it, the visitor's excepted.
 */
beforeEach(async () => {
  await setStatus(performerId, 'disconnected');
});
afterEach(async () => {
  clients.closeAll();
  for (let i = 0; i < 100 && ((await t.deps.realtime.isOnline(performerId)) || (await statusOf(performerId)) !== 'disconnected'); i++) {
    await sleep(GRACE_MS / 4);
  }
});

describe('performer presence', () => {
  it('marks a performer disconnected once the grace period passes without a socket', async () => {
    const socket = await performerSocket();
    await setStatus(performerId, 'public');
    const since = seen.length;
    socket.close();
    const closedAt = Date.now();
    const event = await eventFor(performerId, since);
    expect(event).toMatchObject({
      id: performerId,
      performer: { _id: performerId, username: 'demo-performer' },
      status: 'disconnected',
      isOnline: false,
    });
    expect(event.at - closedAt).toBeGreaterThanOrEqual(GRACE_MS - 50);
    expect(await statusOf(performerId)).toBe('disconnected');
    expect(await t.deps.realtime.isOnline(performerId)).toBe(false);
  });

  it('tells everyone when the performer comes back: online, not streaming', async () => {
    expect(await statusOf(performerId)).toBe('disconnected');
    const since = seen.length;
    const socket = await performerSocket();
    const event = await eventFor(performerId, since);
    expect(event).toMatchObject({
      id: performerId,
      performer: { _id: performerId, username: 'demo-performer' },
      status: 'offline',
      isOnline: true,
    });
    expect(await statusOf(performerId)).toBe('offline');
    // a second socket of the same performer changes nothing
    const second = await performerSocket();
    await sleep(100);
    expect(eventsFor(performerId, since)).toHaveLength(1);
    // nor does closing one of the two
    second.close();
    await sleep(GRACE_MS * 2);
    expect(eventsFor(performerId, since)).toHaveLength(1);
    expect(await statusOf(performerId)).toBe('offline');
    const beforeLeaving = seen.length;
    socket.close();
    expect(await eventFor(performerId, beforeLeaving)).toMatchObject({ status: 'disconnected', isOnline: false });
  });

  it('changes nothing when the performer reconnects within the grace period', async () => {
    const back = seen.length;
    const first = await performerSocket();
    await eventFor(performerId, back);
    await setStatus(performerId, 'public');
    const since = seen.length;
    first.close();
    await sleep(GRACE_MS / 10);
    const again = await performerSocket();
    await sleep(GRACE_MS * 2);
    expect(eventsFor(performerId, since)).toEqual([]);
    expect(await statusOf(performerId)).toBe('public');
    expect(await t.deps.realtime.isOnline(performerId)).toBe(true);
    again.close();
    await eventFor(performerId, since);
  });

  it('counts a socket that logs in as someone else as gone for the performer', async () => {
    const back = seen.length;
    const socket = await performerSocket();
    await eventFor(performerId, back);
    await setStatus(performerId, 'public');
    const since = seen.length;
    const userToken = await t.login('users', 'user@demo.test');
    socket.emit('auth/login', { token: userToken });
    const event = await eventFor(performerId, since);
    expect(event).toMatchObject({ status: 'disconnected', isOnline: false });
    socket.close();
  });

  it('ignores sockets of viewers', async () => {
    const [user] = await t.deps.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'user@demo.test'));
    const since = seen.length;
    const socket = await open(await t.login('users', 'user@demo.test'));
    await sleep(50);
    socket.close();
    await sleep(GRACE_MS * 2);
    expect(eventsFor(user.id, since)).toEqual([]);
  });

  it('sweeps statuses nobody corrects: no socket at two sweeps in a row', async () => {
    const [other] = await t.deps.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.kind, 'performer'))
      .limit(2)
      .then((rows) => rows.filter((row) => row.id !== performerId));
    await setStatus(other.id, 'public');
    const since = seen.length;
    await ioServer.presence.sweep();
    expect(await statusOf(other.id)).toBe('public');
    await ioServer.presence.sweep();
    expect(await statusOf(other.id)).toBe('disconnected');
    expect(await eventFor(other.id, since)).toMatchObject({ id: other.id, status: 'disconnected', isOnline: false });
    // a connected performer is left alone
    await performerSocket();
    await setStatus(performerId, 'public');
    await ioServer.presence.sweep();
    await ioServer.presence.sweep();
    expect(await statusOf(performerId)).toBe('public');
  });
});
