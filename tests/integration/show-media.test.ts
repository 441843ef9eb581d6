/**
 * A private or group show's peer-to-peer media ends with the stay it belongs to
 * (server/realtime/media-rooms.ts, `hangUp`): when a viewer leaves, is away beyond the
 * grace period, cannot pay, or the show ends, every pair of theirs in the show's
 * stream is hung up at both ends (the performer's page closes its end), they can
 * neither ask again nor signal along the old pair, and everyone else's picture goes
 * on. The viewers' pages play modified clients that keep their pairs: nothing on the
 * viewer's side has to cooperate.
 *
 * On PostgreSQL with Redis the viewers' sockets are on a second instance of the same
 * deployment, while the performer, the API calls and the billing and presence runs
 * are on the first: the hang-ups go across instances. On PGlite both are the one
 * instance.
 */
import type { Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import { apiOf, type TestApp } from './helpers';
import { endOpenShows, newFundedUser, showStage, type ShowStage } from './deployment';
import { showParticipants, shows } from '@/server/db/schema';
import type { ShowBilling } from '@/server/modules/shows/billing';
import type { Show } from '@/shared/schemas/shows';
import { record, settle, until, waitFor } from '../support/socket-clients';

const GRACE_MS = 300;
const MINUTE = 60_000;
const NOT_ALLOWED = { ok: false, message: 'You cannot watch this stream' };

let stage: ShowStage;
let main: TestApp;
let atMain: ShowStage['atMain'];
let atViewers: ShowStage['atViewers'];
let billing: ShowBilling;
let now = new Date();
let performerId: string;
let performerToken: string;
let userCount = 0;

type Ack = { ok: boolean; peerId?: string; message?: string };
type Hangup = { peerId: string };

const db = () => main.deps.database.db;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const api = apiOf(() => main);

const publish = (socket: Socket, show: Show) => socket.emitWithAck('media/publish', { streamId: show.conversationId }) as Promise<Ack>;
const watch = (socket: Socket, show: Show, publisherId = performerId) =>
  socket.emitWithAck('media/watch', { streamId: show.conversationId, publisherId }) as Promise<Ack>;
const enter = (socket: Socket, show: Show) => socket.emitWithAck('private-stream/join', { conversationId: show.conversationId });
const showStatus = async (id: string) => (await db().select({ status: shows.status }).from(shows).where(eq(shows.id, id)))[0].status;
const awaySince = async (show: Show, viewer: Viewer) =>
  (
    await db()
      .select({ awaySince: showParticipants.awaySince })
      .from(showParticipants)
      .where(and(eq(showParticipants.showId, show._id), eq(showParticipants.accountId, viewer.id)))
  )[0]?.awaySince;

interface Viewer {
  id: string;
  token: string;
  /** The show page's socket (on the viewers' instance). */
  socket: Socket;
}

/** A new user with `tokens` credited through the ledger and a socket of the show page. */
async function newViewer(tokens: number): Promise<Viewer> {
  userCount += 1;
  const { id, token } = await newFundedUser(main, `show-media-${userCount}`, tokens);
  return { id, token, socket: await atViewers.open(token) };
}

/** The viewer's page in the show: in its room, paired with the performer's camera. */
async function watching(viewer: Viewer, show: Show): Promise<string> {
  expect(await enter(viewer.socket, show)).toEqual({ ok: true });
  await until(async () => ((await awaySince(show, viewer)) === null ? true : undefined), 'the viewer in the show');
  const ack = await watch(viewer.socket, show);
  expect(ack).toEqual({ ok: true, peerId: expect.any(String) });
  return ack.peerId!;
}

/** A performer's page: the show's socket, publishing in the show's stream. */
async function performerPublishing(show: Show): Promise<Socket> {
  const socket = await atMain.open(performerToken);
  expect(await enter(socket, show)).toEqual({ ok: true });
  expect(await publish(socket, show)).toEqual({ ok: true });
  return socket;
}

async function startGroup(): Promise<Show> {
  const started = await api('POST', '/streaming/group-chat', performerToken, {});
  expect(started.statusCode).toBe(200);
  return started.json().data as Show;
}

async function startPrivate(viewer: Viewer): Promise<Show> {
  const asked = await api('POST', `/streaming/private-chat/${performerId}`, viewer.token);
  expect(asked.statusCode).toBe(200);
  const accepted = await api('GET', `/streaming/private-chat/${asked.json().data._id}`, performerToken);
  expect(accepted.statusCode).toBe(200);
  return accepted.json().data as Show;
}

/**
 * What a modified client keeps trying once its stay is over: asking for the picture
 * again is refused, and its signals along the old pair reach nobody.
 */
async function expectShutOut(viewer: Viewer, show: Show, peerId: string, performer: Socket) {
  expect(await watch(viewer.socket, show)).toEqual(NOT_ALLOWED);
  const reached = record(performer, 'media/signal');
  viewer.socket.emit('media/signal', { peerId, description: { type: 'answer', sdp: 'v=0 still watching' } });
  viewer.socket.emit('media/signal', {
    peerId,
    candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.9 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
  });
  await settle();
  expect(reached).toEqual([]);
}

beforeAll(async () => {
  stage = await showStage(GRACE_MS, () => now);
  ({ main, atMain, atViewers, billing, performerId, performerToken } = stage);
}, 120_000);

afterAll(() => stage.close());

beforeEach(() => {
  now = new Date(now.getTime() + 3600_000);
});

// A test that fails half-way must not leave the performer in a show for the next one.
afterEach(() => endOpenShows(main, performerId, performerToken));

describe("a group show's media", () => {
  it('hangs up a viewer who leaves at both ends, lets the others watch on, and keeps the one who left out', async () => {
    const show = await startGroup();
    const performer = await performerPublishing(show);
    const [goes, stays] = [await newViewer(50), await newViewer(50)];
    for (const viewer of [goes, stays]) expect((await api('GET', `/streaming/group-chat/${show._id}`, viewer.token)).statusCode).toBe(200);
    const goesPeer = await watching(goes, show);
    const staysPeer = await watching(stays, show);
    const performerHangups = record<Hangup>(performer, 'media/hangup');
    const staysHangups = record<Hangup>(stays.socket, 'media/hangup');

    const hungUp = waitFor<Hangup>(goes.socket, 'media/hangup');
    expect((await api('POST', `/streaming/shows/${show._id}/end`, goes.token)).statusCode).toBe(200);
    expect(await hungUp).toEqual({ peerId: goesPeer });
    await until(() => performerHangups.find((event) => event.peerId === goesPeer), "the performer's end hung up");
    await expectShutOut(goes, show, goesPeer, performer);

    // The show and the other viewer's picture go on.
    await settle();
    expect(performerHangups).toEqual([{ peerId: goesPeer }]);
    expect(staysHangups).toEqual([]);
    expect(await showStatus(show._id)).toBe('active');
    const answered = waitFor<{ peerId: string }>(performer, 'media/signal');
    stays.socket.emit('media/signal', { peerId: staysPeer, description: { type: 'answer', sdp: 'v=0 answer' } });
    expect(await answered).toMatchObject({ peerId: staysPeer });

    // Ending the show hangs up everyone else.
    const staysHungUp = waitFor<Hangup>(stays.socket, 'media/hangup');
    await api('POST', `/streaming/shows/${show._id}/end`, performerToken);
    expect(await staysHungUp).toEqual({ peerId: staysPeer });
    await expectShutOut(stays, show, staysPeer, performer);
  });

  it('hangs up a viewer whose next minute cannot be paid', async () => {
    const show = await startGroup();
    const start = now;
    const performer = await performerPublishing(show);
    // Minute 1 and nothing more.
    const viewer = await newViewer(5);
    expect((await api('GET', `/streaming/group-chat/${show._id}`, viewer.token)).statusCode).toBe(200);
    const peerId = await watching(viewer, show);

    const hungUp = waitFor<Hangup>(viewer.socket, 'media/hangup');
    const performerHungUp = waitFor<Hangup>(performer, 'media/hangup');
    expect(await billing.runDue(at(start, MINUTE))).toMatchObject({ stopped: 1 });
    expect(await hungUp).toEqual({ peerId });
    expect(await performerHungUp).toEqual({ peerId });
    await expectShutOut(viewer, show, peerId, performer);
  });
});

describe("a private show's media", () => {
  it('hangs up a viewer whose page left the show but kept its picture, once the grace period is over', async () => {
    const viewer = await newViewer(100);
    const show = await startPrivate(viewer);
    const performer = await performerPublishing(show);
    const peerId = await watching(viewer, show);

    // The page leaves the show's room (no longer paying from then on) and keeps the pair.
    const wentAt = now;
    const viewerHangups = record<Hangup>(viewer.socket, 'media/hangup');
    const hungUp = waitFor<Hangup>(viewer.socket, 'media/hangup');
    const performerHungUp = waitFor<Hangup>(performer, 'media/hangup');
    viewer.socket.emit('private-stream/leave', { conversationId: show.conversationId });
    await until(async () => ((await awaySince(show, viewer)) ? true : undefined), 'the viewer away');
    // Within the grace period the picture stays: a reload must not lose it.
    now = at(wentAt, GRACE_MS - 1);
    await stage.deployment.first.sockets.viewers.settle();
    await settle();
    expect(viewerHangups).toEqual([]);
    now = at(wentAt, GRACE_MS);
    await stage.deployment.first.sockets.viewers.settle();
    expect(await showStatus(show._id)).toBe('ended');
    expect(await hungUp).toEqual({ peerId });
    expect(await performerHungUp).toEqual({ peerId });
    await expectShutOut(viewer, show, peerId, performer);
  });

  it('hangs up every pair when the show ends, the two-way camera too', async () => {
    const viewer = await newViewer(100);
    const show = await startPrivate(viewer);
    const performer = await performerPublishing(show);
    const toViewer = await watching(viewer, show);
    // Two-way: the user sends their camera, the performer watches it.
    expect(await publish(viewer.socket, show)).toEqual({ ok: true });
    const toPerformer = await watch(performer, show, viewer.id);
    expect(toPerformer).toEqual({ ok: true, peerId: expect.any(String) });
    const viewerHangups = record<Hangup>(viewer.socket, 'media/hangup');
    const performerHangups = record<Hangup>(performer, 'media/hangup');

    expect((await api('POST', `/streaming/shows/${show._id}/end`, viewer.token)).statusCode).toBe(200);
    const byPeer = (events: Hangup[]) => [...new Set(events.map((event) => event.peerId))].sort();
    await until(
      () => (byPeer(viewerHangups).length === 2 && byPeer(performerHangups).length === 2 ? true : undefined),
      'both pairs hung up at both ends',
    );
    expect(byPeer(viewerHangups)).toEqual([toViewer, toPerformer.peerId!].sort());
    expect(byPeer(performerHangups)).toEqual([toViewer, toPerformer.peerId!].sort());
    await expectShutOut(viewer, show, toViewer, performer);
    // Nor does either camera find a taker again.
    expect(await watch(performer, show, viewer.id)).toEqual(NOT_ALLOWED);
    expect(await publish(viewer.socket, show)).toMatchObject({ ok: false });
  });
});
