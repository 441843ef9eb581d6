/**
 * A paying viewer's presence drives their billing: a viewer is in the show while a
 * socket of theirs is in the show's room. Their socket dropping (or leaving the room)
 * and coming back within the grace period changes nothing: the minute that fell due
 * meanwhile is charged when they are back, once. Not back, they leave the show at the
 * moment they went: a private show ends, a group stay ends, nothing is charged from then
 * on, and both sides are told. Billing runs on the server's clock, which the test drives.
 *
 * On PostgreSQL with Redis the viewers' sockets are on a second instance of the same
 * deployment (same database and Redis), while the performer, the billing run and the
 * checks are on the first: rooms and socket look-ups go across instances, and one
 * instance going away without a word is caught by the other's sweeps. On PGlite both
 * are the one instance.
 */
import type { Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import { apiOf, type TestApp } from './helpers';
import { latestStay, newFundedUser, showStage, streamingStatusOf, type ShowStage, type SocketDeployment } from './deployment';
import { earnings, showParticipants, shows } from '@/server/db/schema';
import type { ShowBilling } from '@/server/modules/shows/billing';
import type { Show } from '@/shared/schemas/shows';
import { record, settle, until } from '../support/socket-clients';

const GRACE_MS = 300;
const MINUTE = 60_000;

let stage: ShowStage;
let deployment: SocketDeployment;
let main: TestApp;
let atMain: ShowStage['atMain'];
let atViewers: ShowStage['atViewers'];
let billing: ShowBilling;
/** The clock every show rule reads, on both instances; tests move it. */
let now = new Date();
let performerId: string;
let performerToken: string;
let performerSocket: Socket;
let userCount = 0;

const db = () => main.deps.database.db;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const api = apiOf(() => main);
const balanceOf = (id: string) => main.balanceOf(id);
const statusOf = (id: string) => streamingStatusOf(main, id);
const showRow = async (id: string) => (await db().select().from(shows).where(eq(shows.id, id)))[0];
const stayOf = (showId: string, accountId: string) => latestStay(main, showId, accountId);
/** What the performer earned from the user's minutes of this show's type (net, tokens). */
const earnedFrom = async (userId: string, saleType: 'private' | 'group') =>
  (
    await db()
      .select({ net: earnings.netMinor })
      .from(earnings)
      .where(and(eq(earnings.payerId, userId), eq(earnings.saleType, saleType), eq(earnings.accountId, performerId)))
  ).reduce((sum, row) => sum + Number(row.net) / 100, 0);

interface Viewer {
  id: string;
  token: string;
  /** The socket of the show page (on the viewers' instance). */
  socket: Socket;
  /** Another page of the site, open the whole time (not in the show's room): hears what the account hears. */
  elsewhere: Socket;
}

/** A new viewer with `tokens` credited through the ledger, logged in, with two sockets. */
async function newViewer(tokens: number): Promise<Viewer> {
  userCount += 1;
  const { id, token } = await newFundedUser(main, `presence-viewer-${userCount}`, tokens);
  return { id, token, socket: await atViewers.open(token), elsewhere: await atMain.open(token) };
}

const awaySince = async (show: Show, viewer: Viewer) => (await stayOf(show._id, viewer.id)).awaySince;

/** The show page joins the show's room on `socket`; the viewer is then in the show. */
async function enter(viewer: Viewer, show: Show, socket = viewer.socket) {
  expect(await socket.emitWithAck('private-stream/join', { conversationId: show.conversationId })).toEqual({ ok: true });
  await until(async () => ((await awaySince(show, viewer)) === null ? true : undefined), 'the viewer in the show');
}

/** Waits until the viewer counts as away, and returns since when. */
const awayFrom = (show: Show, viewer: Viewer) => until(async () => (await awaySince(show, viewer)) ?? undefined, 'the viewer away');

async function privateShow(viewer: Viewer) {
  const asked = await api('POST', `/streaming/private-chat/${performerId}`, viewer.token);
  expect(asked.statusCode).toBe(200);
  const accepted = await api('GET', `/streaming/private-chat/${asked.json().data._id}`, performerToken);
  expect(accepted.statusCode).toBe(200);
  const show = accepted.json().data as Show;
  await enter(viewer, show);
  return show;
}

async function joinGroup(show: Show, viewer: Viewer) {
  expect((await api('GET', `/streaming/group-chat/${show._id}`, viewer.token)).statusCode).toBe(200);
  await enter(viewer, show);
}

type Ended = { showId: string; reason: string };

/** Waits until `heard` holds news of `show` (its end, or the viewer leaving it; `who` told) and checks that the viewer going was why. */
async function expectToldOfDisconnect(heard: Ended[], show: Show, who: string) {
  expect(await until(() => heard.find((e) => e.showId === show._id), who)).toEqual({ showId: show._id, reason: 'user_disconnected' });
}

const performerView = async (showId: string) => (await api('GET', `/streaming/shows/${showId}`, performerToken)).json().data as Show;

beforeAll(async () => {
  stage = await showStage(GRACE_MS, () => now);
  ({ deployment, main, atMain, atViewers, billing, performerId, performerToken, performerSocket } = stage);
  await until(async () => ((await statusOf(performerId)) === 'offline' ? true : undefined), 'the performer online');
}, 120_000);

afterAll(() => stage.close());

beforeEach(() => {
  now = new Date(now.getTime() + 3600_000);
});

describe('a private show', () => {
  it('goes on when the viewer is back within the grace period: the minute due meanwhile is charged once, when they are back', async () => {
    const viewer = await newViewer(100);
    const ended = record<{ showId: string }>(performerSocket, 'show/ended');
    const start = now;
    const show = await privateShow(viewer);
    expect(await balanceOf(viewer.id)).toBe(90);

    // A second tab in the show keeps the viewer in when the first closes.
    const secondTab = await atMain.open(viewer.token);
    await enter(viewer, show, secondTab);
    secondTab.close();
    await settle(100);
    expect(await awaySince(show, viewer)).toBeNull();

    // The page's connection drops just before minute 2 falls due.
    now = at(start, MINUTE - 100);
    viewer.socket.close();
    expect((await awayFrom(show, viewer)).toISOString()).toBe(now.toISOString());
    const updates = record<{ show: Show }>(performerSocket, 'show/updated');
    expect(await billing.runDue(at(start, MINUTE))).toMatchObject({ charged: 0 });
    expect(await balanceOf(viewer.id)).toBe(90);
    expect((await performerView(show._id)).participants).toMatchObject([{ _id: viewer.id, away: true }]);

    // Back (on the other instance, with Redis) 200 ms later: minute 2 is charged now, once.
    now = at(start, MINUTE + 100);
    const back = await atMain.open(viewer.token);
    await enter(viewer, show, back);
    expect(await balanceOf(viewer.id)).toBe(80);
    await until(
      () => updates.find((update) => update.show.participants.some((p) => p._id === viewer.id && !p.away) && update.show.earned === 12),
      'the performer sees them back',
    );
    expect(await billing.runDue(at(start, MINUTE + 200))).toMatchObject({ charged: 0 });
    now = at(start, MINUTE + 10_000);
    await deployment.first.sockets.viewers.settle();

    // Billing goes on at the stay's own boundaries.
    expect(await billing.runDue(at(start, 2 * MINUTE - 1))).toMatchObject({ charged: 0 });
    expect(await billing.runDue(at(start, 2 * MINUTE))).toMatchObject({ charged: 1 });
    expect(await balanceOf(viewer.id)).toBe(70);
    expect(await stayOf(show._id, viewer.id)).toMatchObject({ minutesCharged: 3, chargedMinor: 3000n, earnedMinor: 1800n, leftAt: null });
    expect(await earnedFrom(viewer.id, 'private')).toBe(18);
    expect(ended).toEqual([]);
    now = at(start, 2 * MINUTE + 10);
    expect((await api('POST', `/streaming/shows/${show._id}/end`, viewer.token)).statusCode).toBe(200);
  });

  it('ends at the moment the viewer went when they are not back within the grace period: nothing charged from then on, both sides told', async () => {
    const viewer = await newViewer(100);
    const performerEnded = record<Ended>(performerSocket, 'show/ended');
    const viewerEnded = record<Ended>(viewer.elsewhere, 'show/ended');
    const statuses = record<{ id: string; status: string }>(viewer.elsewhere, 'modelUpdateStreamingStatus');
    const start = now;
    const show = await privateShow(viewer);
    expect(await billing.runDue(at(start, MINUTE))).toMatchObject({ charged: 1 });

    // The tab closes 100 ms before minute 3; minute 3 falls due inside the grace period.
    const wentAt = at(start, 2 * MINUTE - 100);
    now = wentAt;
    viewer.socket.close();
    await awayFrom(show, viewer);
    now = at(start, 2 * MINUTE);
    expect(await billing.runDue(now)).toMatchObject({ charged: 0 });
    // Not yet the grace period: nothing ends.
    now = at(wentAt, GRACE_MS - 1);
    await deployment.first.sockets.viewers.settle();
    expect((await showRow(show._id)).status).toBe('active');

    now = at(wentAt, GRACE_MS);
    await deployment.first.sockets.viewers.settle();
    expect(await showRow(show._id)).toMatchObject({ status: 'ended', endReason: 'user_disconnected', endedAt: wentAt });
    await expectToldOfDisconnect(performerEnded, show, 'the performer told');
    await expectToldOfDisconnect(viewerEnded, show, 'the viewer told');
    await until(() => statuses.find((s) => s.id === performerId && s.status === 'offline'), 'the performer free again');
    expect(await statusOf(performerId)).toBe('offline');

    // Minutes 1 and 2, nothing after: not the minute that fell due while they were gone, nor any later.
    expect(await billing.runDue(at(start, 10 * MINUTE))).toMatchObject({ charged: 0 });
    expect(await balanceOf(viewer.id)).toBe(80);
    expect(await stayOf(show._id, viewer.id)).toMatchObject({
      minutesCharged: 2,
      chargedMinor: 2000n,
      earnedMinor: 1200n,
      leftAt: wentAt,
      leaveReason: 'user_disconnected',
    });
    expect(await earnedFrom(viewer.id, 'private')).toBe(12);
    // The performer's page: the show over, the viewer gone, what was earned.
    expect(await performerView(show._id)).toMatchObject({
      status: 'ended',
      endReason: 'user_disconnected',
      participants: [],
      earned: 12,
      charged: 20,
    });
    // The viewer's page, opened again, says why.
    expect((await api('GET', `/streaming/shows/${show._id}`, viewer.token)).json().data).toMatchObject({
      status: 'ended',
      endReason: 'user_disconnected',
      stay: { leftAt: wentAt.toISOString(), charged: 20 },
    });
  });

  it('ends when the viewer left the show page for another page of the site and did not come back', async () => {
    const viewer = await newViewer(100);
    const performerEnded = record<Ended>(performerSocket, 'show/ended');
    // The socket stays connected (another page of the site), so the account hears it on this very socket.
    const viewerEnded = record<Ended>(viewer.socket, 'show/ended');
    const start = now;
    const show = await privateShow(viewer);

    // Away and back (a page of the site, then the show page again) changes nothing.
    now = at(start, 10_000);
    viewer.socket.emit('private-stream/leave', { conversationId: show.conversationId });
    expect(await awayFrom(show, viewer)).toEqual(now);
    now = at(start, 10_200);
    await enter(viewer, show);

    const wentAt = at(start, 30_000);
    now = wentAt;
    viewer.socket.emit('private-stream/leave', { conversationId: show.conversationId });
    await awayFrom(show, viewer);
    now = at(start, 40_000);
    await deployment.first.sockets.viewers.settle();
    await expectToldOfDisconnect(performerEnded, show, 'the performer told');
    await expectToldOfDisconnect(viewerEnded, show, 'the viewer told');
    expect(await showRow(show._id)).toMatchObject({ status: 'ended', endedAt: wentAt });
    expect(await billing.runDue(at(start, 5 * MINUTE))).toMatchObject({ charged: 0 });
    expect(await balanceOf(viewer.id)).toBe(90);
    // The room is closed to them now.
    expect(await viewer.socket.emitWithAck('private-stream/join', { conversationId: show.conversationId })).toMatchObject({ ok: false });
  });
});

describe('a group show', () => {
  it('bills the viewer who came back as before, and lets the one who did not go at the moment they went, while the show goes on', async () => {
    const started = await api('POST', '/streaming/group-chat', performerToken, {});
    expect(started.statusCode).toBe(200);
    const show = started.json().data as Show;
    const [stays, goes] = [await newViewer(50), await newViewer(50)];
    const start = now;
    await joinGroup(show, stays);
    await joinGroup(show, goes);
    expect([await balanceOf(stays.id), await balanceOf(goes.id)]).toEqual([45, 45]);
    const left = record<{ showId: string; reason: string }>(goes.elsewhere, 'show/left');
    const performerUpdates = record<{ show: Show }>(performerSocket, 'show/updated');
    const ended = [record<{ showId: string }>(performerSocket, 'show/ended'), record<{ showId: string }>(stays.elsewhere, 'show/ended')];

    // Both connections drop just before minute 2.
    const wentAt = at(start, MINUTE - 50);
    now = wentAt;
    stays.socket.close();
    goes.socket.close();
    await awayFrom(show, stays);
    await awayFrom(show, goes);
    expect(await billing.runDue(at(start, MINUTE))).toMatchObject({ charged: 0 });

    // One is back within the grace period: charged minute 2 then.
    now = at(start, MINUTE + 100);
    await enter(stays, show, await atMain.open(stays.token));
    expect(await balanceOf(stays.id)).toBe(40);

    // The other is not: out at the moment they went, told why; the performer's page drops them.
    now = at(wentAt, GRACE_MS);
    await deployment.first.sockets.viewers.settle();
    await expectToldOfDisconnect(left, show, 'show/left');
    const seen = await until(
      () => performerUpdates.filter((u) => u.show._id === show._id && u.show.participants.length === 1).at(-1),
      'the performer sees one viewer',
    );
    expect(seen.show.participants).toMatchObject([{ _id: stays.id, away: false }]);
    expect(await showRow(show._id)).toMatchObject({ status: 'active' });
    expect(await stayOf(show._id, goes.id)).toMatchObject({ leftAt: wentAt, leaveReason: 'user_disconnected', minutesCharged: 1 });

    expect(await billing.runDue(at(start, 2 * MINUTE))).toMatchObject({ charged: 1 });
    expect([await balanceOf(stays.id), await balanceOf(goes.id)]).toEqual([35, 45]);
    expect([await earnedFrom(stays.id, 'group'), await earnedFrom(goes.id, 'group')]).toEqual([9, 3]);
    expect(await performerView(show._id)).toMatchObject({ status: 'active', earned: 12, charged: 20, participants: [{ _id: stays.id }] });
    // The one who left may join again: a new stay, paying from its own start.
    expect((await api('GET', `/streaming/group-chat/${show._id}`, goes.token)).statusCode).toBe(200);
    expect(await balanceOf(goes.id)).toBe(40);
    expect(ended).toEqual([[], []]);
    now = at(start, 2 * MINUTE + 10);
    await api('POST', `/streaming/shows/${show._id}/end`, performerToken);
  });

  it('lets a viewer who joined but never opened the show page go after the grace period, having paid minute 1', async () => {
    const show = (await api('POST', '/streaming/group-chat', performerToken, {})).json().data as Show;
    const viewer = await newViewer(50);
    const left = record<{ showId: string; reason: string }>(viewer.elsewhere, 'show/left');
    const joinedAt = now;
    expect((await api('GET', `/streaming/group-chat/${show._id}`, viewer.token)).statusCode).toBe(200);
    expect(await awaySince(show, viewer)).toEqual(joinedAt);
    now = at(joinedAt, GRACE_MS);
    await deployment.first.sockets.viewers.settle();
    expect(await until(() => left[0], 'show/left')).toEqual({ showId: show._id, reason: 'user_disconnected' });
    expect(await billing.runDue(at(joinedAt, 5 * MINUTE))).toMatchObject({ charged: 0 });
    expect(await balanceOf(viewer.id)).toBe(45);
    await api('POST', `/streaming/shows/${show._id}/end`, performerToken);
  });
});

describe('a viewer whose instance went away without a word', () => {
  it('is found by the sweep, and billing stops from then on', async () => {
    const viewer = await newViewer(100);
    const performerEnded = record<Ended>(performerSocket, 'show/ended');
    const start = now;
    const show = await privateShow(viewer);
    // The instance holding the show page's socket goes, and nothing marks the viewer away
    // (on PGlite: the stay is left counted as present with no socket anywhere, as a crashed
    // process leaves it).
    now = at(start, 20_000);
    if (deployment.second !== deployment.first) {
      await deployment.second.closeSockets();
      expect(await awaySince(show, viewer)).toBeNull();
    } else {
      viewer.socket.close();
      await awayFrom(show, viewer);
      await db().update(showParticipants).set({ awaySince: null }).where(eq(showParticipants.showId, show._id));
    }

    // The sweeps (every instance runs them) find the viewer in no room twice in a row: away since the first.
    await deployment.first.sockets.viewers.sweep();
    now = at(start, 20_100);
    await deployment.first.sockets.viewers.sweep();
    expect(await awaySince(show, viewer)).toEqual(at(start, 20_000));
    expect(await billing.runDue(at(start, MINUTE))).toMatchObject({ charged: 0 });
    now = at(start, 20_000 + GRACE_MS);
    await deployment.first.sockets.viewers.settle();
    await expectToldOfDisconnect(performerEnded, show, 'the performer told');
    expect(await showRow(show._id)).toMatchObject({ status: 'ended', endedAt: at(start, 20_000) });
    expect(await balanceOf(viewer.id)).toBe(90);
  });
});
