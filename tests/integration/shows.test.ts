/**
 * Private and group shows through the API, the socket and the billing run, on a real
 * database: requests need the price of a minute, accepting charges minute 1 at once,
 * the server's clock (driven by the test) charges every later minute exactly at its
 * boundary, a viewer is warned before the money runs out and stopped when it has,
 * ending stops billing, group shows keep their maximum, and only a show's parties get
 * into its room, its media and its chat.
 */
import type { Socket } from 'socket.io-client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiOf, type TestApp } from './helpers';
import { newFundedUser, pricedDemoPerformer, socketApp, streamingStatusOf, type SocketApp } from './deployment';
import { earnings, ledgerTransactions, performerBlockedUsers, performers, showParticipants, shows } from '@/server/db/schema';
import { MAX_CHARGE_DELAY_MS, createShowBilling, type ShowBilling } from '@/server/modules/shows/billing';
import { createStreamAccess } from '@/server/modules/streaming/access';
import { STREAM_TEXTS } from '@/server/modules/streaming/service';
import type { Show } from '@/shared/schemas/shows';
import { record, settle, socketClients, until } from '../support/socket-clients';

const GRACE_MS = 300;
const MINUTE = 60_000;

let t: TestApp;
let server: SocketApp;
const clients = socketClients(() => server.url);
const open = clients.open;
let billing: ShowBilling;
/** The clock every show rule reads; tests move it. */
let now = new Date();
let performerId: string;
let performerToken: string;
let performerSocket: Socket;
let watcher: Socket;
let userCount = 0;

const db = () => t.deps.database.db;
const later = (ms: number) => new Date(now.getTime() + ms);
const api = apiOf(() => t);
const balanceOf = (id: string) => t.balanceOf(id);
const statusOf = (id: string) => streamingStatusOf(t, id);

/** A new viewer with `tokens` credited through the ledger (a voucher), logged in, with a socket. */
async function newUser(tokens: number) {
  userCount += 1;
  const { id, token } = await newFundedUser(t, `show-viewer-${userCount}`, tokens);
  return { id, token, socket: await open(token) };
}

/**
 * The viewer's show page joins the show's room, as the page does when it opens: from
 * then on they are in the show, and billed (a stay starts away until then).
 */
async function enter(user: { id: string; socket: Socket }, show: Show) {
  expect(await user.socket.emitWithAck('private-stream/join', { conversationId: show.conversationId })).toEqual({ ok: true });
  const inShow = async () => {
    const [stay] = await db()
      .select({ awaySince: showParticipants.awaySince })
      .from(showParticipants)
      .where(and(eq(showParticipants.showId, show._id), eq(showParticipants.accountId, user.id), isNull(showParticipants.leftAt)));
    return stay?.awaySince === null ? true : undefined;
  };
  for (let i = 0; i < 200 && !(await inShow()); i++) await settle(10);
  expect(await inShow()).toBe(true);
}

async function requestPrivate(user: { token: string }, performer = performerId) {
  const res = await api('POST', `/streaming/private-chat/${performer}`, user.token);
  expect(res.statusCode).toBe(200);
  return res.json().data as Show;
}

async function accept(showId: string, token = performerToken) {
  const res = await api('GET', `/streaming/private-chat/${showId}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as Show;
}

const showSales = (showId: string) =>
  db()
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(sql`${ledgerTransactions.idempotencyKey} like ${`%:${showId}:%`}`);

beforeAll(async () => {
  server = await socketApp({ seed: true, config: { presenceGraceMs: GRACE_MS, loginMaxPerIp: 1000 }, clock: () => now });
  t = server.app;
  billing = createShowBilling(t.deps, t.app.settings);
  ({ id: performerId, token: performerToken } = await pricedDemoPerformer(t, { privateCallPrice: 10, groupCallPrice: 5 }));
  // On the live page: connected, so online (offline status, not disconnected).
  performerSocket = await open(performerToken);
  for (let i = 0; i < 100 && (await statusOf(performerId)) !== 'offline'; i++) await settle(10);
  watcher = await open();
  // Seeding the embedded database takes long when other suites run beside it.
}, 120_000);

afterAll(async () => {
  clients.closeAll();
  await server.close();
});

beforeEach(() => {
  now = new Date(now.getTime() + 3600_000);
});

describe('asking for a private show', () => {
  it('needs a balance of one minute, an online performer who is free, and no block', async () => {
    const poor = await newUser(9);
    const refused = await api('POST', `/streaming/private-chat/${performerId}`, poor.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You need at least 10 tokens for one minute of this show. Please buy more tokens.');

    const user = await newUser(30);
    await db().update(performers).set({ streamingStatus: 'disconnected' }).where(eq(performers.accountId, performerId));
    expect((await api('POST', `/streaming/private-chat/${performerId}`, user.token)).json()).toMatchObject({
      statusCode: 400,
      message: 'The performer is not online',
    });
    await db().update(performers).set({ streamingStatus: 'group' }).where(eq(performers.accountId, performerId));
    expect((await api('POST', `/streaming/private-chat/${performerId}`, user.token)).json()).toMatchObject({
      statusCode: 400,
      message: 'The performer is in a show right now',
    });
    await db().update(performers).set({ streamingStatus: 'offline' }).where(eq(performers.accountId, performerId));

    await db().insert(performerBlockedUsers).values({ performerId, userId: user.id });
    expect((await api('POST', `/streaming/private-chat/${performerId}`, user.token)).statusCode).toBe(404);
    await db().delete(performerBlockedUsers).where(eq(performerBlockedUsers.userId, user.id));

    expect((await api('POST', `/streaming/private-chat/${performerId}`, performerToken)).statusCode).toBe(403);
    expect((await api('POST', `/streaming/private-chat/${performerId}`)).statusCode).toBe(401);
    expect(await balanceOf(user.id)).toBe(30);
  });

  it('reaches the performer at once, and a second request to the same performer is refused', async () => {
    const user = await newUser(30);
    const requests = record<{ showId: string; user: { name: string }; price: number }>(performerSocket, 'private-chat-request');
    const show = await requestPrivate(user);
    expect(show).toMatchObject({ type: 'private', status: 'requested', price: 10, role: 'viewer', user: { _id: user.id } });
    const heard = await until(() => requests.find((r) => r.showId === show._id), 'private-chat-request');
    expect(heard).toMatchObject({ user: { name: expect.stringMatching(/^show-viewer-/) }, price: 10 });
    expect((await api('POST', `/streaming/private-chat/${performerId}`, user.token)).statusCode).toBe(409);
    const listed = (await api('GET', '/streaming/private-chat/requests', performerToken)).json().data;
    expect(listed.data.map((r: { showId: string }) => r.showId)).toContain(show._id);
    // Nothing is charged for asking.
    expect(await balanceOf(user.id)).toBe(30);
    await api('POST', `/streaming/private-chat/${show._id}/cancel`, user.token);
  });
});

describe('a private show', () => {
  it('starts on accept: status private for everyone, minute 1 charged at once with commission', async () => {
    const user = await newUser(30);
    const show = await requestPrivate(user);
    const statuses = record<{ id: string; status: string }>(watcher, 'modelUpdateStreamingStatus');
    const started = record<{ show: Show }>(user.socket, 'show/started');
    const balances = record<{ balance: number }>(user.socket, 'balance/updated');

    const accepted = await accept(show._id);
    expect(accepted).toMatchObject({ status: 'active', role: 'performer', earned: 6, charged: 10 });
    expect(await balanceOf(user.id)).toBe(20);
    expect(await statusOf(performerId)).toBe('private');
    await until(() => statuses.find((s) => s.id === performerId && s.status === 'private'), 'status private');
    const mine = (await until(() => started[0], 'show/started')).show;
    expect(mine).toMatchObject({ _id: show._id, role: 'viewer', stay: { minutesCharged: 1, charged: 10, secondsUntilNextCharge: 60 } });
    await until(() => balances.find((b) => b.balance === 20), 'balance/updated');

    const [earning] = await db()
      .select()
      .from(earnings)
      .where(and(eq(earnings.payerId, user.id), eq(earnings.saleType, 'private')));
    expect(earning).toMatchObject({ accountId: performerId, grossMinor: 1000n, netMinor: 600n, commissionMinor: 400n });
    // Accepting again changes nothing.
    expect((await api('GET', `/streaming/private-chat/${show._id}`, performerToken)).statusCode).toBe(400);
    expect(await balanceOf(user.id)).toBe(20);
    await api('POST', `/streaming/shows/${show._id}/end`, performerToken);
  });

  it('charges each later minute exactly at its boundary, warns before the money runs out, and stops at zero', async () => {
    const user = await newUser(30);
    const show = await requestPrivate(user);
    const warnings = record<{ showId: string; balance: number; secondsLeft: number }>(user.socket, 'show/low-balance');
    const ended = record<{ showId: string; reason: string }>(user.socket, 'show/ended');
    const performerEnded = record<{ showId: string; reason: string }>(performerSocket, 'show/ended');
    const statuses = record<{ id: string; status: string }>(watcher, 'modelUpdateStreamingStatus');
    const start = now;
    await accept(show._id);
    await enter(user, show);
    expect(await balanceOf(user.id)).toBe(20);

    // Not a millisecond early.
    expect(await billing.runDue(new Date(start.getTime() + MINUTE - 1))).toMatchObject({ charged: 0 });
    expect(await balanceOf(user.id)).toBe(20);
    expect(await billing.runDue(new Date(start.getTime() + MINUTE))).toMatchObject({ charged: 1 });
    expect(await balanceOf(user.id)).toBe(10);
    // Run twice, and twice at once: the minute is paid once.
    await Promise.all([billing.runDue(new Date(start.getTime() + MINUTE + 500)), billing.runDue(new Date(start.getTime() + MINUTE + 500))]);
    expect(await balanceOf(user.id)).toBe(10);
    expect(warnings).toEqual([]);

    await billing.runDue(new Date(start.getTime() + 2 * MINUTE + 10));
    expect(await balanceOf(user.id)).toBe(0);
    // Minute 3 left 0 tokens: minute 4 cannot be paid, due 60 s after minute 3 was due.
    const warning = await until(() => warnings[0], 'show/low-balance');
    expect(warning).toMatchObject({ showId: show._id, balance: 0, secondsLeft: 60 });

    now = new Date(start.getTime() + 3 * MINUTE);
    expect(await billing.runDue(now)).toMatchObject({ charged: 0, stopped: 1 });
    expect(await balanceOf(user.id)).toBe(0);
    expect(await until(() => ended[0], 'show/ended')).toEqual({ showId: show._id, reason: 'insufficient_balance' });
    await until(() => performerEnded.find((e) => e.showId === show._id), 'performer told');
    await until(() => statuses.find((s) => s.id === performerId && s.status === 'offline'), 'status back to offline');

    const view = (await api('GET', `/streaming/shows/${show._id}`, user.token)).json().data as Show;
    expect(view).toMatchObject({
      status: 'ended',
      endReason: 'insufficient_balance',
      stay: { minutesCharged: 3, charged: 30, nextChargeAt: null },
    });
    const performerView = (await api('GET', `/streaming/shows/${show._id}`, performerToken)).json().data as Show;
    expect(performerView).toMatchObject({ charged: 30, earned: 18 });
    const rows = await db()
      .select()
      .from(earnings)
      .where(and(eq(earnings.payerId, user.id), eq(earnings.saleType, 'private')));
    expect(rows).toHaveLength(3);
    expect((await showSales(show._id)).map((s) => s.kind)).toEqual(['private', 'private', 'private']);
    // Nothing more, however late it gets.
    expect(await billing.runDue(new Date(start.getTime() + 60 * MINUTE))).toMatchObject({ charged: 0, stopped: 0 });
    expect(await statusOf(performerId)).toBe('offline');
  });

  it('stops billing the moment it is ended and gives the performer their public status back', async () => {
    await db().update(performers).set({ streamingStatus: 'public' }).where(eq(performers.accountId, performerId));
    const user = await newUser(100);
    const show = await requestPrivate(user);
    const statuses = record<{ id: string; status: string }>(watcher, 'modelUpdateStreamingStatus');
    const performerEnded = record<{ showId: string; reason: string }>(performerSocket, 'show/ended');
    const start = now;
    await accept(show._id);
    now = new Date(start.getTime() + 30_000);
    const ended = await api('POST', `/streaming/shows/${show._id}/end`, user.token);
    expect(ended.json().data).toMatchObject({ status: 'ended', endReason: 'user_ended' });
    expect(await until(() => performerEnded.find((e) => e.showId === show._id), 'performer told')).toMatchObject({ reason: 'user_ended' });
    expect(await billing.runDue(new Date(start.getTime() + 10 * MINUTE))).toMatchObject({ charged: 0 });
    expect(await balanceOf(user.id)).toBe(90);
    expect(await statusOf(performerId)).toBe('public');
    await until(() => statuses.find((s) => s.id === performerId && s.status === 'public'), 'status back to public');
    expect((await api('POST', `/streaming/shows/${show._id}/end`, performerToken)).json()).toMatchObject({
      statusCode: 400,
      message: 'This show is already over',
    });
    await db().update(performers).set({ streamingStatus: 'offline' }).where(eq(performers.accountId, performerId));
  });

  it('does not charge minutes no server billed on time (a restart after an outage), and goes on at the next boundary', async () => {
    const user = await newUser(100);
    const show = await requestPrivate(user);
    const start = now;
    await accept(show._id);
    await enter(user, show);
    expect(await balanceOf(user.id)).toBe(90);
    // A run that is merely slow still charges the minute.
    expect(await billing.runDue(new Date(start.getTime() + MINUTE + MAX_CHARGE_DELAY_MS))).toMatchObject({ charged: 1, excused: 0 });
    expect(await balanceOf(user.id)).toBe(80);

    // No server ran from before minute 3 until 4:10 into the show: minutes 3 to 5 are not charged.
    const back = new Date(start.getTime() + 4 * MINUTE + 10_000);
    expect(await billing.runDue(back)).toMatchObject({ charged: 0, excused: 1 });
    expect(await balanceOf(user.id)).toBe(80);
    const view = (await api('GET', `/streaming/shows/${show._id}`, user.token)).json().data as Show;
    expect(view.stay).toMatchObject({ minutesCharged: 2, charged: 20, nextChargeAt: new Date(start.getTime() + 5 * MINUTE).toISOString() });

    // Billing goes on from the boundary after the outage, each minute once.
    expect(await billing.runDue(new Date(start.getTime() + 5 * MINUTE - 1))).toMatchObject({ charged: 0, excused: 0 });
    expect(await billing.runDue(new Date(start.getTime() + 5 * MINUTE))).toMatchObject({ charged: 1 });
    expect(await billing.runDue(new Date(start.getTime() + 6 * MINUTE + 5))).toMatchObject({ charged: 1 });
    expect(await balanceOf(user.id)).toBe(60);
    expect((await showSales(show._id)).map((s) => s.kind)).toEqual(['private', 'private', 'private', 'private']);
    now = new Date(start.getTime() + 6 * MINUTE + 10);
    expect((await api('POST', `/streaming/shows/${show._id}/end`, user.token)).statusCode).toBe(200);
  });

  it('is declined or withdrawn without charge, each side told; an unanswered request expires', async () => {
    const user = await newUser(50);
    const closedForUser = record<{ showId: string; status: string; reason: string }>(user.socket, 'show/request-closed');
    const closedForPerformer = record<{ showId: string; status: string; reason: string }>(performerSocket, 'show/request-closed');

    const declined = await requestPrivate(user);
    expect((await api('POST', `/streaming/private-chat/${declined._id}/decline`, performerToken)).json().data).toMatchObject({
      status: 'declined',
    });
    expect(await until(() => closedForUser.find((c) => c.showId === declined._id), 'decline told')).toMatchObject({
      status: 'declined',
      reason: 'declined',
    });
    expect((await api('GET', `/streaming/private-chat/${declined._id}`, performerToken)).json()).toMatchObject({
      statusCode: 400,
      message: 'This request is no longer open',
    });

    const withdrawn = await requestPrivate(user);
    const other = await t.login('performers', 'sanne-sunshine');
    expect((await api('POST', `/streaming/private-chat/${withdrawn._id}/decline`, other)).statusCode).toBe(404);
    expect((await api('POST', `/streaming/private-chat/${withdrawn._id}/cancel`, user.token)).json().data).toMatchObject({
      status: 'cancelled',
    });
    expect(await until(() => closedForPerformer.find((c) => c.showId === withdrawn._id), 'cancel told')).toMatchObject({
      status: 'cancelled',
      reason: 'cancelled',
    });

    const forgotten = await requestPrivate(user);
    expect(await billing.runDue(later(119_000))).toMatchObject({ expired: 0 });
    expect(await billing.runDue(later(120_000))).toMatchObject({ expired: 1 });
    expect(await until(() => closedForUser.find((c) => c.showId === forgotten._id), 'expiry told')).toMatchObject({
      status: 'cancelled',
      reason: 'expired',
    });
    expect(await balanceOf(user.id)).toBe(50);
    expect(await db().select().from(showParticipants).where(eq(showParticipants.accountId, user.id))).toEqual([]);
  });

  it('is refused when the user can no longer pay at accept time', async () => {
    const user = await newUser(10);
    const show = await requestPrivate(user);
    // The tokens went elsewhere meanwhile.
    expect((await api('POST', `/member/send-tip-token/${await t.idOf('mei-lin')}`, user.token, { token: 5 })).statusCode).toBe(200);
    const res = await api('GET', `/streaming/private-chat/${show._id}`, performerToken);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'The user no longer has enough tokens for this show' });
    expect(await statusOf(performerId)).toBe('offline');
    const [row] = await db().select().from(shows).where(eq(shows.id, show._id));
    expect(row).toMatchObject({ status: 'cancelled', endReason: 'insufficient_balance' });
    expect(await balanceOf(user.id)).toBe(5);
  });
});

describe('a group show', () => {
  it('takes viewers up to its maximum, each paying from their own joining time, until the performer ends it', async () => {
    expect((await api('POST', '/streaming/group-chat', performerToken, { maxParticipants: 1 })).statusCode).toBe(400);
    expect((await api('POST', '/streaming/group-chat', performerToken, { maxParticipants: 101 })).statusCode).toBe(400);
    const statuses = record<{ id: string; status: string }>(watcher, 'modelUpdateStreamingStatus');
    const started = await api('POST', '/streaming/group-chat', performerToken, { maxParticipants: 2 });
    expect(started.statusCode).toBe(200);
    const show = started.json().data as Show;
    expect(show).toMatchObject({ type: 'group', status: 'active', price: 5, maxParticipants: 2, participants: [] });
    await until(() => statuses.find((s) => s.id === performerId && s.status === 'group'), 'status group');
    expect((await api('POST', '/streaming/group-chat', performerToken, {})).statusCode).toBe(409);
    expect((await api('GET', `/streaming/performers/${performerId}/show-offer`)).json().data).toMatchObject({
      group: { _id: show._id, price: 5, maxParticipants: 2, participantCount: 0 },
    });

    const [a, b, c, poor] = [await newUser(20), await newUser(20), await newUser(20), await newUser(4)];
    expect((await api('GET', `/streaming/group-chat/${show._id}`, poor.token)).json()).toMatchObject({
      statusCode: 400,
      message: 'You need at least 5 tokens for one minute of this show. Please buy more tokens.',
    });
    const aJoinedAt = now;
    expect((await api('GET', `/streaming/group-chat/${show._id}`, a.token)).json().data).toMatchObject({
      stay: { minutesCharged: 1, charged: 5 },
    });
    await enter(a, show);
    // Joining again is no second payment.
    expect((await api('GET', `/streaming/group-chat/${show._id}`, a.token)).statusCode).toBe(200);
    expect(await balanceOf(a.id)).toBe(15);
    now = later(20_000);
    const bJoinedAt = now;
    expect((await api('GET', `/streaming/group-chat/${show._id}`, b.token)).statusCode).toBe(200);
    await enter(b, show);
    expect((await api('GET', `/streaming/group-chat/${show._id}`, c.token)).json()).toMatchObject({
      statusCode: 400,
      message: 'This group show is full',
    });
    expect((await api('GET', `/streaming/shows/${show._id}`, c.token)).statusCode).toBe(403);

    // a's second minute is due 60 s after a joined, b's 60 s after b joined.
    await billing.runDue(new Date(aJoinedAt.getTime() + MINUTE));
    expect([await balanceOf(a.id), await balanceOf(b.id)]).toEqual([10, 15]);
    await billing.runDue(new Date(bJoinedAt.getTime() + MINUTE));
    expect([await balanceOf(a.id), await balanceOf(b.id)]).toEqual([10, 10]);

    const left = record<{ showId: string; reason: string }>(a.socket, 'show/left');
    expect((await api('POST', `/streaming/shows/${show._id}/end`, a.token)).json().data).toMatchObject({
      status: 'active',
      stay: { leftAt: expect.any(String), charged: 10 },
    });
    expect(await until(() => left[0], 'show/left')).toEqual({ showId: show._id, reason: 'user_left' });
    expect((await api('GET', `/streaming/group-chat/${show._id}`, c.token)).statusCode).toBe(200);
    await enter(c, show);
    expect(await balanceOf(c.id)).toBe(15);
    // c (joined 20 s after a) pays a second minute at their own boundary; a's third would be due
    // later, but a left, so a pays nothing more.
    await billing.runDue(new Date(now.getTime() + MINUTE));
    await billing.runDue(new Date(aJoinedAt.getTime() + 2 * MINUTE));
    expect([await balanceOf(a.id), await balanceOf(b.id), await balanceOf(c.id)]).toEqual([10, 10, 10]);

    const endedForB = record<{ showId: string; reason: string }>(b.socket, 'show/ended');
    const performerView = (await api('POST', `/streaming/shows/${show._id}/end`, performerToken)).json().data as Show;
    expect(performerView).toMatchObject({ status: 'ended', endReason: 'performer_ended', participants: [] });
    expect(await until(() => endedForB[0], 'show/ended')).toEqual({ showId: show._id, reason: 'performer_ended' });
    expect(await statusOf(performerId)).toBe('offline');
    const earned = await db()
      .select()
      .from(earnings)
      .where(and(eq(earnings.performerId, performerId), eq(earnings.saleType, 'group')));
    expect(earned.length).toBeGreaterThanOrEqual(5);
    expect((await api('GET', `/streaming/group-chat/${show._id}`, a.token)).json()).toMatchObject({
      statusCode: 400,
      message: 'This show is not running',
    });
  });

  it('lets a viewer go when their next minute cannot be paid, while the show goes on', async () => {
    const show = (await api('POST', '/streaming/group-chat', performerToken, {})).json().data as Show;
    expect(show.maxParticipants).toBe(10);
    const viewer = await newUser(7);
    const warnings = record<{ secondsLeft: number }>(viewer.socket, 'show/low-balance');
    const left = record<{ showId: string; reason: string }>(viewer.socket, 'show/left');
    const joinedAt = now;
    await api('GET', `/streaming/group-chat/${show._id}`, viewer.token);
    await enter(viewer, show);
    expect(await until(() => warnings[0], 'show/low-balance')).toEqual({ showId: show._id, balance: 2, secondsLeft: 60 });
    expect(await billing.runDue(new Date(joinedAt.getTime() + MINUTE))).toMatchObject({ stopped: 1 });
    expect(await until(() => left[0], 'show/left')).toEqual({ showId: show._id, reason: 'insufficient_balance' });
    expect(await balanceOf(viewer.id)).toBe(2);
    expect((await db().select().from(shows).where(eq(shows.id, show._id)))[0].status).toBe('active');
    await api('POST', `/streaming/shows/${show._id}/end`, performerToken);
  });
});

describe("a show's room, media and chat", () => {
  it('let in only the parties of an active show', async () => {
    const user = await newUser(100);
    const outsider = await newUser(100);
    const show = await requestPrivate(user);
    const join = (socket: Socket) =>
      socket.emitWithAck('private-stream/join', { conversationId: show.conversationId }) as Promise<{ ok: boolean }>;
    const access = createStreamAccess(t.deps);

    // Before the show runs, nobody.
    expect(await join(user.socket)).toMatchObject({ ok: false });
    expect(await access.check(show.conversationId, { accountId: user.id })).toMatchObject({
      kind: 'private',
      mayPublish: false,
      mayWatch: false,
    });
    await accept(show._id);

    expect(await join(user.socket)).toEqual({ ok: true });
    expect(await join(performerSocket)).toEqual({ ok: true });
    expect(await join(outsider.socket)).toMatchObject({ ok: false });
    expect(await join(watcher)).toMatchObject({ ok: false });
    expect(await access.check(show.conversationId, { accountId: performerId })).toEqual({
      kind: 'private',
      performerId,
      mayPublish: true,
      mayWatch: true,
    });
    expect(await access.check(show.conversationId, { accountId: user.id })).toEqual({
      kind: 'private',
      performerId,
      mayPublish: true,
      mayWatch: true,
    });
    expect(await access.check(show.conversationId, { accountId: outsider.id })).toEqual({
      kind: 'private',
      performerId,
      mayPublish: false,
      mayWatch: false,
    });
    expect(await access.check(show.conversationId, {})).toMatchObject({ mayPublish: false, mayWatch: false });

    // The show's chat: its parties write and read; others neither.
    const said = record<{ message: { text: string } }>(performerSocket, 'message_created');
    expect(
      (await api('POST', `/messages/stream/public/conversations/${show.conversationId}`, user.token, { text: 'Hello you' })).statusCode,
    ).toBe(200);
    await until(() => said.find((m) => m.message.text === 'Hello you'), 'message in the show room');
    expect(
      (await api('POST', `/messages/stream/public/conversations/${show.conversationId}`, outsider.token, { text: 'me too' })).statusCode,
    ).toBe(403);
    expect((await api('GET', `/messages/conversations/public/${show.conversationId}`, outsider.token)).statusCode).toBe(403);
    expect((await api('GET', `/messages/conversations/public/${show.conversationId}`, user.token)).json().data.data[0]).toMatchObject({
      text: 'Hello you',
    });
    expect(await user.socket.emitWithAck('public-stream/join', { conversationId: show.conversationId })).toMatchObject({ ok: false });

    await api('POST', `/streaming/shows/${show._id}/end`, performerToken);
    expect(await access.check(show.conversationId, { accountId: user.id })).toMatchObject({ mayPublish: false, mayWatch: false });
    expect(await join(user.socket)).toMatchObject({ ok: false });
    expect(
      (await api('POST', `/messages/stream/public/conversations/${show.conversationId}`, user.token, { text: 'still there?' })).statusCode,
    ).toBe(403);

    const group = (await api('POST', '/streaming/group-chat', performerToken, {})).json().data as Show;
    await api('GET', `/streaming/group-chat/${group._id}`, user.token);
    expect(await access.check(group.conversationId, { accountId: user.id })).toEqual({
      kind: 'group',
      performerId,
      mayPublish: false,
      mayWatch: true,
    });
    expect(await access.check(group.conversationId, { accountId: outsider.id })).toMatchObject({ mayWatch: false });
    await api('POST', `/streaming/shows/${group._id}/end`, performerToken);
  });
});

describe('the status a performer sets while a show starts', () => {
  const showStatus = async (id: string) => (await db().select({ status: shows.status }).from(shows).where(eq(shows.id, id)))[0].status;

  /**
   * Runs `meanwhile` once, just before the next UPDATE of `performers` made outside a
   * transaction reaches the database: where a show accepted by a concurrent request
   * lands between a status route's checks and its write.
   */
  function beforeNextStatusWrite(meanwhile: () => Promise<unknown>) {
    const database = db();
    const update = database.update;
    database.update = ((table: Parameters<typeof update>[0]) => {
      const builder = update.call(database, table);
      if (table !== performers) return builder;
      database.update = update;
      const set = builder.set.bind(builder);
      builder.set = (values) => {
        const query = set(values);
        const execute = query.execute;
        query.execute = (async (placeholders?: Record<string, unknown>) => {
          await meanwhile();
          return execute(placeholders);
        }) as typeof execute;
        return query;
      };
      return builder;
    }) as typeof update;
  }

  it('going live is refused during a private show, which goes on billing with its status', async () => {
    const user = await newUser(100);
    const show = await accept((await requestPrivate(user))._id);
    await enter(user, show);
    const statuses = record<{ id: string; status: string }>(watcher, 'modelUpdateStreamingStatus');
    expect((await api('POST', '/streaming/live', performerToken, {})).json()).toMatchObject({
      statusCode: 400,
      message: STREAM_TEXTS.endShowFirst,
    });
    expect(await statusOf(performerId)).toBe('private');
    expect(await showStatus(show._id)).toBe('active');
    expect(await billing.runDue(later(MINUTE))).toMatchObject({ charged: 1 });

    // The status route is the documented way out: the show ends, then the performer is live.
    expect((await api('POST', '/performers/streaming-status/update', performerToken, { status: 'public' })).json().data).toEqual({
      status: 'public',
    });
    expect(await showStatus(show._id)).toBe('ended');
    expect(await statusOf(performerId)).toBe('public');
    await until(() => statuses.find((s) => s.id === performerId && s.status === 'public'), 'status public');
    await api('POST', '/performers/streaming-status/update', performerToken, { status: 'offline' });
  });

  it('a show accepted between the checks and the write wins, on both routes', async () => {
    const routes: [string, object, number][] = [
      ['/streaming/live', {}, 400],
      ['/performers/streaming-status/update', { status: 'public' }, 409],
      ['/performers/streaming-status/update', { status: 'offline' }, 409],
    ];
    for (const [path, payload, statusCode] of routes) {
      expect(await statusOf(performerId)).toBe('offline');
      const user = await newUser(100);
      const request = await requestPrivate(user);
      beforeNextStatusWrite(() => accept(request._id));
      const statuses = record<{ id: string; status: string }>(watcher, 'modelUpdateStreamingStatus');
      expect((await api('POST', path, performerToken, payload)).json()).toMatchObject({ statusCode, message: STREAM_TEXTS.endShowFirst });
      expect(await statusOf(performerId)).toBe('private');
      expect(await showStatus(request._id)).toBe('active');
      await until(() => statuses.find((s) => s.id === performerId && s.status === 'private'), 'status private');
      expect(statuses.filter((s) => s.id === performerId && s.status !== 'private')).toEqual([]);
      await api('POST', `/streaming/shows/${request._id}/end`, performerToken);
    }
  });
});

describe('the performer leaving', () => {
  it('by status change or by losing the connection ends their show', async () => {
    const user = await newUser(100);
    const group = (await api('POST', '/streaming/group-chat', performerToken, {})).json().data as Show;
    await api('GET', `/streaming/group-chat/${group._id}`, user.token);
    expect((await api('POST', '/performers/streaming-status/update', performerToken, { status: 'private' })).statusCode).toBe(400);
    expect((await api('POST', '/streaming/live', performerToken, {})).json()).toMatchObject({
      statusCode: 400,
      message: 'End your private or group show first',
    });
    expect((await api('POST', '/performers/streaming-status/update', performerToken, { status: 'offline' })).statusCode).toBe(200);
    expect((await db().select().from(shows).where(eq(shows.id, group._id)))[0]).toMatchObject({
      status: 'ended',
      endReason: 'performer_ended',
    });

    const sanneId = await t.idOf('sanne-sunshine');
    const sanneToken = await t.login('performers', 'sanne-sunshine');
    const sanne = await open(sanneToken);
    for (let i = 0; i < 100 && (await statusOf(sanneId)) !== 'offline'; i++) await settle(10);
    const show = await requestPrivate(user, sanneId);
    await accept(show._id, sanneToken);
    const ended = record<{ showId: string; reason: string }>(user.socket, 'show/ended');
    sanne.close();
    expect(await until(() => ended[0], 'show/ended', GRACE_MS * 20)).toEqual({ showId: show._id, reason: 'performer_disconnected' });
    expect(await statusOf(sanneId)).toBe('disconnected');
    expect(await billing.runDue(later(10 * MINUTE))).toMatchObject({ charged: 0 });
  });
});
