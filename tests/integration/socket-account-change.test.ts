/**
 * A socket that logs in as another account (`auth/login` with another token) or logs
 * out (a token that binds nobody) keeps nothing the old account's membership gave it
 * (server/realtime/socket-server.ts, stream-rooms.ts and media-rooms.ts): by the time it
 * hears `auth/status`, it is out of the old account's room and its shows' rooms (their
 * chat and events), and its peer-to-peer media of those shows is hung up at both ends;
 * what it published for the old account ends. A public stream's room needs no
 * membership: it stays, unless the performer blocks the new account, and then it goes
 * as for a block (`stream/removed`, the picture hung up).
 *
 * On PostgreSQL with Redis the sockets that change hands are on a second instance of
 * the same deployment, while the performer and the API calls are on the first.
 */
import type { Socket } from 'socket.io-client';
import { apiOf, type TestApp } from './helpers';
import { endOpenShows, newFundedUser, pricedDemoPerformer, socketDeployment, type SocketDeployment } from './deployment';
import { performerBlockedUsers } from '@/server/db/schema';
import type { Show } from '@/shared/schemas/shows';
import { record, settle, socketClients, until, waitFor } from '../support/socket-clients';

let deployment: SocketDeployment;
let main: TestApp;
let mainUrl = '';
let otherUrl = '';
const atMain = socketClients(() => mainUrl);
/** Sockets that change accounts (on the second instance on PostgreSQL). */
const atOther = socketClients(() => otherUrl);
let performerId: string;
let performerToken: string;
let userCount = 0;

type Ack = { ok: boolean; peerId?: string; message?: string };
type Message = { conversationId: string; message: { text: string } };

const db = () => main.deps.database.db;
const api = apiOf(() => main);
const say = async (conversationId: string, text: string) =>
  expect((await api('POST', `/messages/stream/public/conversations/${conversationId}`, performerToken, { text })).statusCode).toBe(200);

/** Binds `socket` to the account of `token` (nobody for a token that is no account's) and waits for the answer. */
async function logIn(socket: Socket, token: string) {
  const status = waitFor<{ authenticated: boolean }>(socket, 'auth/status');
  socket.emit('auth/login', { token });
  return status;
}

interface User {
  id: string;
  token: string;
}

async function newUser(tokens = 100): Promise<User> {
  userCount += 1;
  const { id, token } = await newFundedUser(main, `switch-${userCount}`, tokens);
  return { id, token };
}

beforeAll(async () => {
  deployment = await socketDeployment({ seed: true, config: { loginMaxPerIp: 1000 } });
  main = deployment.first.app;
  mainUrl = deployment.first.url;
  otherUrl = deployment.second.url;
  ({ id: performerId, token: performerToken } = await pricedDemoPerformer(main, { groupCallPrice: 5 }));
  // The performer's live page, online the whole time.
  await atMain.open(performerToken);
}, 120_000);

afterAll(async () => {
  atMain.closeAll();
  atOther.closeAll();
  await deployment.close();
});

afterEach(async () => {
  await db().delete(performerBlockedUsers);
});

describe("a show's room", () => {
  // A test that fails half-way must not leave the performer in a show for the next one.
  afterEach(() => endOpenShows(main, performerId, performerToken));

  async function groupShowWith(member: User): Promise<{ show: Show; socket: Socket }> {
    const show = (await api('POST', '/streaming/group-chat', performerToken, {})).json().data as Show;
    expect((await api('GET', `/streaming/group-chat/${show._id}`, member.token)).statusCode).toBe(200);
    const socket = await atOther.open(member.token);
    expect(await socket.emitWithAck('private-stream/join', { conversationId: show.conversationId })).toEqual({ ok: true });
    return { show, socket };
  }

  it.each([
    ['logs in as another account', async () => (await newUser()).token],
    ['logs out', async () => 'not.an.account'],
  ])('is left, with the old account’s events, by a socket that %s', async (_, tokenOf) => {
    const member = await newUser();
    const { show, socket } = await groupShowWith(member);
    const heard = record<Message>(socket, 'message_created');
    await say(show.conversationId, 'Before');
    await settle();
    expect(heard.map((m) => m.message.text)).toEqual(['Before']);

    await logIn(socket, await tokenOf());
    const ended = record(socket, 'show/ended');
    const balances = record(socket, 'balance/updated');
    await say(show.conversationId, 'After');
    main.deps.realtime.toAccount(member.id, 'balance/updated', { balance: 1 });
    expect((await api('POST', `/streaming/shows/${show._id}/end`, performerToken)).statusCode).toBe(200);
    await settle();
    expect(heard.map((m) => m.message.text)).toEqual(['Before']);
    expect(ended).toEqual([]);
    expect(balances).toEqual([]);
  });

  it('cannot be joined again by the new account, whose own events do reach the socket', async () => {
    const member = await newUser();
    const other = await newUser();
    const { show, socket } = await groupShowWith(member);
    expect(await logIn(socket, other.token)).toEqual({ authenticated: true, role: 'user' });
    expect(await socket.emitWithAck('private-stream/join', { conversationId: show.conversationId })).toMatchObject({ ok: false });
    const balance = waitFor<{ balance: number }>(socket, 'balance/updated');
    main.deps.realtime.toAccount(other.id, 'balance/updated', { balance: 2 });
    expect(await balance).toEqual({ balance: 2 });
  });

  it("takes the old account's pictures of the show with it, at both ends", async () => {
    const member = await newUser();
    const { show, socket } = await groupShowWith(member);
    const performer = await atMain.open(performerToken);
    expect(await performer.emitWithAck('media/publish', { streamId: show.conversationId })).toEqual({ ok: true });
    const { peerId } = (await socket.emitWithAck('media/watch', { streamId: show.conversationId, publisherId: performerId })) as Ack;
    expect(peerId).toEqual(expect.any(String));

    const hungUp = waitFor<{ peerId: string }>(socket, 'media/hangup');
    const performerHungUp = waitFor<{ peerId: string }>(performer, 'media/hangup');
    await logIn(socket, (await newUser()).token);
    expect(await hungUp).toEqual({ peerId });
    expect(await performerHungUp).toEqual({ peerId });
    expect(await socket.emitWithAck('media/watch', { streamId: show.conversationId, publisherId: performerId })).toMatchObject({
      ok: false,
    });
  });

  it('no longer holds what the performer published from it once it logs out', async () => {
    const member = await newUser();
    const { show, socket: viewer } = await groupShowWith(member);
    const performer = await atOther.open(performerToken);
    expect(await performer.emitWithAck('private-stream/join', { conversationId: show.conversationId })).toEqual({ ok: true });
    expect(await performer.emitWithAck('media/publish', { streamId: show.conversationId })).toEqual({ ok: true });
    const { peerId } = (await viewer.emitWithAck('media/watch', { streamId: show.conversationId, publisherId: performerId })) as Ack;

    const hungUp = waitFor<{ peerId: string }>(viewer, 'media/hangup');
    const unpublished = waitFor<{ publisherId: string }>(viewer, 'media/unpublished');
    expect(await logIn(performer, 'not.an.account')).toEqual({ authenticated: false, role: null });
    expect(await hungUp).toEqual({ peerId });
    expect(await unpublished).toEqual({ streamId: show.conversationId, publisherId: performerId });
    // The viewer now waits for the performer to publish again.
    expect(await viewer.emitWithAck('media/watch', { streamId: show.conversationId, publisherId: performerId })).toEqual({ ok: true });
  });
});

describe("a public stream's room", () => {
  let streamId: string;

  beforeAll(async () => {
    streamId = (await api('POST', '/streaming/live', performerToken, {})).json().data.conversation._id;
  });
  afterAll(async () => {
    await api('POST', '/performers/streaming-status/update', performerToken, { status: 'offline' });
  });

  /** A socket in the stream's room with a picture of the performer, and what it hears. */
  async function inStream(token?: string) {
    const socket = await atOther.open(token);
    expect(await socket.emitWithAck('public-stream/join', { conversationId: streamId })).toEqual({ ok: true });
    const { peerId } = (await socket.emitWithAck('media/watch', { streamId, publisherId: performerId })) as Ack;
    expect(peerId).toEqual(expect.any(String));
    return {
      socket,
      peerId: peerId!,
      heard: record<Message>(socket, 'message_created'),
      hangups: record(socket, 'media/hangup'),
      removed: record(socket, 'stream/removed'),
    };
  }

  let performer: Socket;
  beforeEach(async () => {
    performer = await atMain.open(performerToken);
    expect(await performer.emitWithAck('media/publish', { streamId })).toEqual({ ok: true });
  });

  it('stays, with its picture, when the socket logs in or out', async () => {
    const visitor = await inStream();
    const member = await inStream((await newUser()).token);
    await logIn(visitor.socket, (await newUser()).token);
    await logIn(member.socket, 'not.an.account');
    await say(streamId, 'Still here');
    await until(() => (visitor.heard.length && member.heard.length ? true : undefined));
    expect([visitor.heard, member.heard].map((heard) => heard.map((m) => m.message.text))).toEqual([['Still here'], ['Still here']]);
    expect([visitor.hangups, member.hangups, visitor.removed, member.removed]).toEqual([[], [], [], []]);
  });

  it('goes, with its picture, when the performer blocks the account the socket logs in as', async () => {
    const blocked = await newUser();
    await db().insert(performerBlockedUsers).values({ performerId, userId: blocked.id });
    const visitor = await inStream();
    const hungUp = waitFor<{ peerId: string }>(performer, 'media/hangup');
    await logIn(visitor.socket, blocked.token);
    expect(visitor.removed).toEqual([{ conversationId: streamId, message: 'You cannot join this stream' }]);
    expect(await hungUp).toEqual({ peerId: visitor.peerId });
    await until(() => (visitor.hangups.length ? true : undefined));
    await say(streamId, 'Not for you');
    await settle();
    expect(visitor.heard).toEqual([]);
    expect(await visitor.socket.emitWithAck('public-stream/join', { conversationId: streamId })).toMatchObject({ ok: false });
  });
});
