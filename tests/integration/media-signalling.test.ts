/**
 * Peer-to-peer media signalling over the socket (server/realtime/media-rooms.ts):
 * who may publish and watch (checked on every call), the offer/answer/candidate relay
 * between exactly the two sockets of a peer, hang-ups, viewers taken out when the
 * performer blocks them while they watch, and the ICE servers with short-lived TURN
 * credentials.
 */
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { apiOf, type TestApp } from './helpers';
import { socketApp, type SocketApp } from './deployment';
import { attachSocketServer } from '@/server/realtime/socket-server';
import { performerBlockedUsers, performers } from '@/server/db/schema';
import { iceServersFor } from '@/server/modules/streaming/ice';
import { record, settle, socketClients, waitFor } from '../support/socket-clients';

let t: TestApp;
let server: SocketApp;
const clients = socketClients(() => server.url);
let userToken: string;
let performerToken: string;
let otherPerformerToken: string;
let performerId: string;
let userId: string;
let streamId: string;

type Ack = { ok: boolean; peerId?: string; message?: string };
const publish = (socket: Socket, id = streamId) => socket.emitWithAck('media/publish', { streamId: id }) as Promise<Ack>;
const watch = (socket: Socket, publisherId = performerId, id = streamId) =>
  socket.emitWithAck('media/watch', { streamId: id, publisherId }) as Promise<Ack>;
const joinRoom = (socket: Socket) => socket.emitWithAck('public-stream/join', { conversationId: streamId });
const api = apiOf(() => t);
const setStatus = (status: 'public' | 'offline') =>
  t.deps.database.db.update(performers).set({ streamingStatus: status }).where(eq(performers.accountId, performerId));

beforeAll(async () => {
  // Sockets from this machine may say where their client is (X-Forwarded-For), as from a proxy.
  server = await socketApp({ seed: true, config: { trustProxy: '127.0.0.1' } });
  t = server.app;
  userToken = await t.login('users', 'user@demo.test');
  performerToken = await t.login('performers', 'demo-performer');
  otherPerformerToken = await t.login('performers', 'sanne-sunshine');
  performerId = await t.idOf('performer@demo.test');
  userId = await t.idOf('user@demo.test');
  streamId = (await api('POST', '/streaming/live', performerToken, { title: 'Camera test' })).json().data.conversation._id;
});

afterAll(async () => {
  clients.closeAll();
  await server.close();
});

describe('publishing', () => {
  it('lets the performer publish in their own stream and tells the room', async () => {
    const performer = await clients.open(performerToken);
    const viewer = await clients.open();
    await joinRoom(viewer);
    const announced = waitFor<{ streamId: string; publisherId: string }>(viewer, 'media/published');
    expect(await publish(performer)).toEqual({ ok: true });
    expect(await announced).toEqual({ streamId, publisherId: performerId });

    const gone = waitFor<{ publisherId: string }>(viewer, 'media/unpublished');
    performer.emit('media/unpublish', { streamId });
    expect(await gone).toEqual({ streamId, publisherId: performerId });
  });

  it('refuses anyone else, signed in or not, and unknown streams', async () => {
    const user = await clients.open(userToken);
    const other = await clients.open(otherPerformerToken);
    const guest = await clients.open();
    for (const socket of [user, other, guest])
      expect(await publish(socket)).toMatchObject({ ok: false, message: 'You cannot publish in this stream' });
    const performer = await clients.open(performerToken);
    expect(await publish(performer, '00000000-0000-4000-8000-000000000000')).toMatchObject({ ok: false });
    expect(await publish(performer, 'not-a-stream')).toMatchObject({ ok: false });
  });

  it('refuses a performer whose verification was withdrawn, and nobody watches them', async () => {
    const setVerified = (verified: boolean) =>
      t.deps.database.db.update(performers).set({ verified }).where(eq(performers.accountId, performerId));
    await setVerified(false);
    try {
      const performer = await clients.open(performerToken);
      expect(await publish(performer)).toMatchObject({ ok: false, message: 'You cannot publish in this stream' });
      const viewer = await clients.open(userToken);
      expect(await watch(viewer)).toMatchObject({ ok: false });
    } finally {
      await setVerified(true);
    }
  });
});

describe('watching, peer to peer', () => {
  it('pairs a viewer with the publishing socket and relays descriptions and candidates between exactly those two', async () => {
    const performer = await clients.open(performerToken);
    await publish(performer);
    const viewer = await clients.open(userToken);
    const intruder = await clients.open(userToken);

    const asked = waitFor<{ peerId: string; streamId: string; viewerId: string }>(performer, 'media/peer');
    const ack = await watch(viewer);
    expect(ack.ok).toBe(true);
    const peer = await asked;
    expect(peer).toEqual({ peerId: ack.peerId, streamId, viewerId: userId });

    const offer = waitFor<{ description: { type: string; sdp: string } }>(viewer, 'media/signal');
    performer.emit('media/signal', { peerId: peer.peerId, description: { type: 'offer', sdp: 'v=0 offer' } });
    expect(await offer).toEqual({ peerId: peer.peerId, description: { type: 'offer', sdp: 'v=0 offer' } });

    const answer = waitFor<{ description: { type: string } }>(performer, 'media/signal');
    viewer.emit('media/signal', { peerId: peer.peerId, description: { type: 'answer', sdp: 'v=0 answer' } });
    expect(await answer).toMatchObject({ description: { type: 'answer', sdp: 'v=0 answer' } });

    const candidate = waitFor<{ candidate: { candidate: string } }>(performer, 'media/signal');
    viewer.emit('media/signal', {
      peerId: peer.peerId,
      candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    });
    expect((await candidate).candidate.candidate).toContain('typ host');

    // A third socket cannot use the pair, nor forge one.
    const leaked = record(performer, 'media/signal');
    intruder.emit('media/signal', { peerId: peer.peerId, description: { type: 'answer', sdp: 'forged' } });
    const [pub, , nonce] = peer.peerId.split('.');
    intruder.emit('media/signal', { peerId: [pub, intruder.id, nonce, 'AAAA'].join('.'), description: { type: 'answer', sdp: 'forged' } });
    // Nor send a malformed description.
    viewer.emit('media/signal', { peerId: peer.peerId, description: { type: 'rollback', sdp: 'x' } });
    await settle();
    expect(leaked).toEqual([]);

    // The viewer's socket goes: the publisher hears the hang-up.
    const hungUp = waitFor<{ peerId: string }>(performer, 'media/hangup');
    viewer.close();
    expect(await hungUp).toEqual({ peerId: peer.peerId });
  });

  it('refuses or drops whatever is not the payload of its event, and relays only the fields of a signal', async () => {
    const performer = await clients.open(performerToken);
    const viewer = await clients.open(userToken);
    const refusal = (message: string) => ({ ok: false, message });
    for (const payload of [null, 'text', { streamId: 42 }, { streamId: [streamId] }, { streamId: `urn:uuid:${streamId}` }])
      expect(await performer.emitWithAck('media/publish', payload as never)).toEqual(refusal('You cannot publish in this stream'));
    for (const payload of [null, { streamId }, { streamId, publisherId: 42 }, { streamId: [streamId], publisherId: performerId }])
      expect(await viewer.emitWithAck('media/watch', payload as never)).toEqual(refusal('You cannot watch this stream'));

    expect(await publish(performer)).toEqual({ ok: true });
    const asked = waitFor<{ peerId: string }>(performer, 'media/peer');
    expect((await watch(viewer)).ok).toBe(true);
    const { peerId } = await asked;
    const signals = record<object>(performer, 'media/signal');
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    // Not a signal: a candidate or description of the wrong shape, a peer id that is not text, no object at all.
    viewer.emit('media/signal', { peerId, candidate: { ...candidate, sdpMLineIndex: '0' } });
    viewer.emit('media/signal', { peerId, description: { type: 'answer', sdp: 42 } });
    viewer.emit('media/signal', { peerId: [peerId], candidate });
    viewer.emit('media/signal', 'text' as never);
    // A signal: passed on with the contract's fields only; a null candidate ends the candidates.
    viewer.emit('media/signal', { peerId, candidate: { ...candidate, extra: 'x' }, extra: 'y' });
    viewer.emit('media/signal', { peerId, candidate: null });
    await settle();
    expect(signals).toEqual([
      { peerId, candidate },
      { peerId, candidate: null },
    ]);

    const hangups = record<object>(performer, 'media/hangup');
    viewer.emit('media/hangup', { peerId: [peerId] } as never);
    viewer.emit('media/hangup', null as never);
    await settle();
    expect(hangups).toEqual([]);
    viewer.emit('media/hangup', { peerId });
    await waitFor(performer, 'media/hangup');
  });

  it('lets a viewer wait when the performer is live but not publishing yet, and tells them when she starts, in the room or not', async () => {
    // Another performer goes live: nobody publishes in her stream yet.
    const live = (await api('POST', '/streaming/live', otherPerformerToken, {})).json().data.conversation;
    const performer = await clients.open(otherPerformerToken);
    // Asked before publishing, and not (yet) in the stream's room.
    const early = await clients.open();
    expect(await watch(early, live.performerId, live._id)).toEqual({ ok: true });
    const told = waitFor<{ publisherId: string }>(early, 'media/published');
    expect(await publish(performer, live._id)).toEqual({ ok: true });
    expect(await told).toEqual({ streamId: live._id, publisherId: live.performerId });
    expect((await watch(early, live.performerId, live._id)).peerId).toEqual(expect.any(String));
  });

  it('refuses blocked viewers and shows that are not public', async () => {
    const performer = await clients.open(performerToken);
    await publish(performer);
    const user = await clients.open(userToken);
    await t.deps.database.db.insert(performerBlockedUsers).values({ performerId, userId });
    try {
      expect(await watch(user)).toEqual({ ok: false, message: 'You cannot watch this stream' });
    } finally {
      await t.deps.database.db.delete(performerBlockedUsers);
    }
    expect((await watch(user)).ok).toBe(true);

    await setStatus('offline');
    try {
      const guest = await clients.open();
      expect(await watch(guest)).toMatchObject({ ok: false });
      // The performer still reaches their own stream (the preview before going live).
      expect((await watch(await clients.open(performerToken))).ok).toBe(true);
    } finally {
      await setStatus('public');
    }
  });
});

describe('watching across instances', () => {
  // Two instances share a deployment only on PostgreSQL with Redis; on PGlite there is one.
  const acrossInstances = process.env.TEST_TARGET === 'postgres' ? it : it.skip;

  acrossInstances("relays the signals of a pair made on the viewer's instance through the performer's", async () => {
    const second = (await t.peer())!;
    const secondSockets = attachSocketServer(second.app.server, second.app);
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const atSecond = socketClients(() => `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`);
    try {
      const performer = await clients.open(performerToken);
      await publish(performer);
      const viewer = await atSecond.open(userToken);
      // The peer id is made (and signed) where the viewer asked; the performer's instance must accept it.
      const asked = waitFor<{ peerId: string }>(performer, 'media/peer');
      const ack = await watch(viewer);
      expect(ack.ok).toBe(true);
      const { peerId } = await asked;
      const offer = waitFor<{ description: { type: string } }>(viewer, 'media/signal');
      performer.emit('media/signal', { peerId, description: { type: 'offer', sdp: 'v=0 offer' } });
      expect(await offer).toMatchObject({ peerId, description: { type: 'offer' } });
      const answer = waitFor<{ description: { type: string } }>(performer, 'media/signal');
      viewer.emit('media/signal', { peerId, description: { type: 'answer', sdp: 'v=0 answer' } });
      expect(await answer).toMatchObject({ peerId, description: { type: 'answer' } });
      performer.emit('media/unpublish', { streamId });
    } finally {
      atSecond.closeAll();
      await secondSockets.close();
      await second.close();
    }
  });
});

describe('blocking a viewer who is watching', () => {
  const DUTCH = { 'x-forwarded-for': '145.100.0.1' };
  const block = (payload: { userIds?: string[]; countries?: string[] }) =>
    api('POST', '/performers/blocking/update', performerToken, payload);

  /** A viewer in the stream's room with a pair to the publisher. */
  async function watching(token?: string, headers?: Record<string, string>) {
    const socket = await clients.open(token, headers);
    expect(await joinRoom(socket)).toEqual({ ok: true });
    const { peerId } = await watch(socket);
    expect(peerId).toEqual(expect.any(String));
    return { socket, peerId: peerId! };
  }

  afterEach(async () => {
    await t.deps.database.db.delete(performerBlockedUsers);
    await t.deps.database.db.update(performers).set({ blockedCountries: [] }).where(eq(performers.accountId, performerId));
  });

  it('takes a blocked account out of the room and hangs up its pictures at both ends; others watch on', async () => {
    const performer = await clients.open(performerToken);
    await publish(performer);
    const blocked = await watching(userToken);
    const other = await watching();
    const publisherHangups = record<{ peerId: string }>(performer, 'media/hangup');
    const otherRemoved = record(other.socket, 'stream/removed');
    const otherHangups = record(other.socket, 'media/hangup');

    const removed = waitFor<{ conversationId: string; message: string }>(blocked.socket, 'stream/removed');
    const hungUp = waitFor<{ peerId: string }>(blocked.socket, 'media/hangup');
    expect((await block({ userIds: [userId] })).statusCode).toBe(200);
    expect(await removed).toEqual({ conversationId: streamId, message: 'You cannot join this stream' });
    expect(await hungUp).toEqual({ peerId: blocked.peerId });
    await settle();
    expect(publisherHangups).toEqual([{ peerId: blocked.peerId }]);
    expect(otherRemoved).toEqual([]);
    expect(otherHangups).toEqual([]);

    // Messages of the room no longer reach them, and they cannot come back.
    const missed = record(blocked.socket, 'message_created');
    await api('POST', `/messages/stream/public/conversations/${streamId}`, performerToken, { text: 'Still here?' });
    await settle();
    expect(missed).toEqual([]);
    expect(await joinRoom(blocked.socket)).toMatchObject({ ok: false });
    expect(await watch(blocked.socket)).toEqual({ ok: false, message: 'You cannot watch this stream' });
  });

  it('takes out viewers from a newly blocked country, judged by the address they connected from', async () => {
    const performer = await clients.open(performerToken);
    await publish(performer);
    const dutch = await watching(undefined, DUTCH);
    const local = await watching();
    const localRemoved = record(local.socket, 'stream/removed');

    const removed = waitFor(dutch.socket, 'stream/removed');
    const hungUp = waitFor<{ peerId: string }>(performer, 'media/hangup');
    await block({ countries: ['NL'] });
    await removed;
    expect(await hungUp).toEqual({ peerId: dutch.peerId });
    await settle();
    expect(localRemoved).toEqual([]);
  });

  it('leaves everyone be when the block list covers nobody watching', async () => {
    const performer = await clients.open(performerToken);
    await publish(performer);
    const viewer = await watching(userToken);
    const removed = record(viewer.socket, 'stream/removed');
    const hangups = record(performer, 'media/hangup');
    await block({ countries: ['DE'] });
    await settle();
    expect(removed).toEqual([]);
    expect(hangups).toEqual([]);
  });
});

describe('ICE servers', () => {
  it('hands out STUN addresses and TURN credentials that expire, signed with the TURN secret', () => {
    const config = {
      iceServers: ['stun:turn.example.com:3478', 'turn:turn.example.com:3478?transport=udp'],
      turnSecret: 'north-wind',
      turnCredentialTtlSeconds: 600,
    };
    const now = new Date('2026-11-22T10:00:00Z');
    const result = iceServersFor(config, 'account-1', now);
    const expiry = Math.floor(now.getTime() / 1000) + 600;
    expect(result.expiresAt).toBe(new Date(expiry * 1000).toISOString());
    expect(result.iceServers).toEqual([
      { urls: ['stun:turn.example.com:3478'] },
      {
        urls: ['turn:turn.example.com:3478?transport=udp'],
        username: `${expiry}:account-1`,
        credential: createHmac('sha1', 'north-wind').update(`${expiry}:account-1`).digest('base64'),
      },
    ]);
    // TURN without a secret is left out rather than handed out unusable.
    expect(iceServersFor({ ...config, turnSecret: undefined }, 'x', now).iceServers).toEqual([{ urls: ['stun:turn.example.com:3478'] }]);
  });

  it('answers GET /streaming/ice-servers for guests and accounts', async () => {
    const guest = await api('GET', '/streaming/ice-servers');
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toEqual({ iceServers: [], expiresAt: expect.any(String) });
  });

  it('tells the browser which transport each kind of show uses', async () => {
    const res = await api('GET', '/settings/public?group=streaming');
    expect(res.json().data).toMatchObject({
      optionForBroadcast: 'p2p',
      optionForPrivate: 'p2p',
      optionForGroup: 'p2p',
      secureOption: false,
      viewerURL: null,
    });
  });
});
