/**
 * A performer's public stream and its chat through the API and the socket: going
 * live, joining the room (checked on every join), messages, tips and deletions
 * reaching everyone in the room, the viewer count, and blocked viewers kept out.
 */
import type { Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import { apiOf, type TestApp } from './helpers';
import { socketApp, type SocketApp } from './deployment';
import type { SocketServer } from '@/server/realtime/socket-server';
import { conversations, performerBlockedUsers, performers } from '@/server/db/schema';
import { MSG } from '@/shared/messages';
import { STREAM_TEXTS } from '@/server/modules/streaming/service';
import { record, settle, socketClients, waitFor } from '../support/socket-clients';
import { restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let ioServer: SocketServer;
let server: SocketApp;
const clients = socketClients(() => server.url);
const open = clients.open;
let userToken: string;
let performerToken: string;
let performerId: string;
let userId: string;

beforeAll(async () => {
  server = await socketApp({ seed: true });
  ({ app: t, sockets: ioServer } = server);
  userToken = await t.login('users', 'user@demo.test');
  performerToken = await t.login('performers', 'demo-performer');
  performerId = await t.idOf('performer@demo.test');
  userId = await t.idOf('user@demo.test');
});

afterAll(async () => {
  clients.closeAll();
  await server.close();
});

// Each test's sockets leave with it, so a room holds only the next test's own; its blocks go too.
afterEach(async () => {
  clients.closeAll();
  while (ioServer.io.of('/').sockets.size > 0) await settle(15);
});
restoreTablesAfterEach(() => t, [performerBlockedUsers]);

const join = (socket: Socket, conversationId: string) =>
  socket.emitWithAck('public-stream/join', { conversationId }) as Promise<{ ok: boolean; message?: string }>;
const api = apiOf(() => t);

describe('going live', () => {
  it('sets the status to public for everyone and opens the stream conversation, the same one every time', async () => {
    const watcher = await open();
    const status = waitFor<{ id: string; status: string }>(watcher, 'modelUpdateStreamingStatus', (p) => p.id === performerId);
    const res = await api('POST', '/streaming/live', performerToken, { title: 'Friday chat' });
    expect(res.statusCode).toBe(200);
    expect(await status).toMatchObject({ status: 'public' });
    const [row] = await t.deps.database.db.select().from(performers).where(eq(performers.accountId, performerId));
    expect(row).toMatchObject({ streamingStatus: 'public', streamTitle: 'Friday chat' });
    const again = await api('POST', '/streaming/live', performerToken, {});
    expect(again.json().data.conversation._id).toBe(res.json().data.conversation._id);
    const viewers = await api('GET', `/conversations/stream/public/${performerId}`);
    expect(viewers.json().data._id).toBe(res.json().data.conversation._id);
    expect((await api('POST', '/streaming/live', userToken, {})).statusCode).toBe(403);
  });

  it('is the same through the status public: the stream conversation opened, the same event to everyone', async () => {
    const db = t.deps.database.db;
    // A performer who never went live: no stream conversation yet.
    const meiId = await t.idOf('mei-lin');
    const meiToken = await t.login('performers', 'mei-lin');
    const streamOf = () =>
      db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.performerId, meiId), eq(conversations.type, 'stream_public')));
    expect(await streamOf()).toEqual([]);
    const watcher = await open();
    const heard = record<{ id: string }>(watcher, 'modelUpdateStreamingStatus');
    const mine = () => heard.filter((event) => event.id === meiId);
    try {
      const byStatus = await api('POST', '/performers/streaming-status/update', meiToken, { status: 'public' });
      expect(byStatus.json().data).toEqual({ status: 'public' });
      const [opened] = await streamOf();
      expect(opened).toBeDefined();
      const byLive = await api('POST', '/streaming/live', meiToken, {});
      expect(byLive.json().data).toEqual({
        conversation: { _id: opened.id, performerId: meiId, type: 'stream_public' },
        status: 'public',
      });
      for (let i = 0; i < 200 && mine().length < 2; i++) await settle(10);
      const event = { id: meiId, performer: { _id: meiId, username: 'mei-lin' }, status: 'public', isOnline: true };
      expect(mine()).toEqual([event, event]);
    } finally {
      await api('POST', '/performers/streaming-status/update', meiToken, { status: 'offline' });
    }
  });

  it('refuses a performer who is not verified', async () => {
    await t.deps.database.db.update(performers).set({ verified: false }).where(eq(performers.accountId, performerId));
    const res = await api('POST', '/streaming/live', performerToken, {});
    await t.deps.database.db.update(performers).set({ verified: true }).where(eq(performers.accountId, performerId));
    expect(res.statusCode).toBe(400);
  });
});

describe('stream chat', () => {
  let conversationId: string;
  beforeAll(async () => {
    // The performer is live: going live again keeps the stream's one conversation.
    conversationId = (await api('POST', '/streaming/live', performerToken, {})).json().data.conversation._id;
  });

  it('delivers messages, tips and the viewer count to everyone in the room', async () => {
    const performerSocket = await open(performerToken);
    const userSocket = await open(userToken);
    const guest = await open();
    expect(await join(performerSocket, conversationId)).toEqual({ ok: true });
    // People watching: the user and the visitor; the performer is not counted.
    const counted = waitFor<{ total: number; members: { _id: string }[] }>(guest, 'stream/count', (p) => p.total === 2);
    expect(await join(userSocket, conversationId)).toEqual({ ok: true });
    expect(await join(guest, conversationId)).toEqual({ ok: true });
    const count = await counted;
    expect(count.members.map((m) => m._id)).toEqual([userId]);

    const seen = Promise.all(
      [performerSocket, guest].map((s) => waitFor<{ message: { text: string; senderInfo: { name: string } } }>(s, 'message_created')),
    );
    const sent = await api('POST', `/messages/stream/public/conversations/${conversationId}`, userToken, { text: 'Hi everyone' });
    expect(sent.statusCode).toBe(200);
    for (const { message } of await seen) expect(message).toMatchObject({ text: 'Hi everyone', senderInfo: { name: 'Demo User' } });

    const tipped = waitFor<{ token: number; senderInfo: { name: string } }>(guest, 'tipped');
    const performerCopies: { netPrice?: number; conversationId?: string }[] = [];
    performerSocket.on('tipped', (payload) => performerCopies.push(payload));
    expect((await api('POST', `/member/send-tip-token/${performerId}`, userToken, { token: 15, conversationId })).statusCode).toBe(200);
    expect(await tipped).toMatchObject({ token: 15, senderInfo: { name: 'Demo User' } });
    // The performer is in the room and in their own account's room: one copy, their own, with the earnings.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(performerCopies).toHaveLength(1);
    expect(performerCopies[0]).toMatchObject({ conversationId, netPrice: expect.any(Number) });

    // A tip to another performer naming this room does not reach it.
    const elsewhere = jest.fn();
    guest.on('tipped', elsewhere);
    const sanne = await t.idOf('sanne-sunshine');
    expect((await api('POST', `/member/send-tip-token/${sanne}`, userToken, { token: 15, conversationId })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(elsewhere).not.toHaveBeenCalled();
    guest.off('tipped', elsewhere);

    const history = (await api('GET', `/messages/conversations/public/${conversationId}?limit=25`)).json().data;
    expect(history.data[0]).toMatchObject({ text: 'Hi everyone' });

    const left = waitFor<{ total: number }>(guest, 'stream/count', (p) => p.total === 1);
    userSocket.close();
    expect((await left).total).toBe(1);
  });

  it('tells a filling room its count at most once a second, and the last count is right', async () => {
    const first = await open();
    // Sockets of earlier tests may still be in the room: count from what the room says now.
    const joined = waitFor<{ total: number }>(first, 'stream/count');
    expect(await join(first, conversationId)).toEqual({ ok: true });
    const base = (await joined).total;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const counts: number[] = [];
    first.on('stream/count', (payload: { total: number }) => counts.push(payload.total));
    const others = await Promise.all(Array.from({ length: 20 }, () => open()));
    await Promise.all(others.map((socket) => join(socket, conversationId)));
    await waitFor<{ total: number }>(first, 'stream/count', (p) => p.total === base + 20);
    // 20 joins, but not 20 announcements: the first at once, then one per interval.
    expect(counts.length).toBeLessThanOrEqual(4);
    others.forEach((socket) => socket.close());
    await waitFor<{ total: number }>(first, 'stream/count', (p) => p.total === base);
    first.close();
  });

  it('lets only the performer delete a message, which then reads "Message deleted" for all', async () => {
    const guest = await open();
    await join(guest, conversationId);
    const sent = (await api('POST', `/messages/stream/public/conversations/${conversationId}`, userToken, { text: 'rude words' })).json()
      .data;
    expect((await api('DELETE', `/messages/${sent._id}`, userToken)).statusCode).toBe(403);
    const otherPerformer = await t.login('performers', 'sanne-sunshine');
    expect((await api('DELETE', `/messages/${sent._id}`, otherPerformer)).statusCode).toBe(403);

    const deleted = waitFor<{ messageId: string; text: string }>(guest, 'message_deleted');
    expect((await api('DELETE', `/messages/${sent._id}`, performerToken)).statusCode).toBe(200);
    expect(await deleted).toEqual({ conversationId, messageId: sent._id, text: MSG.messageDeleted });
    const history = (await api('GET', `/messages/conversations/public/${conversationId}`)).json().data;
    expect(history.data.find((m: { _id: string }) => m._id === sent._id)).toMatchObject({ isDeleted: true, text: MSG.messageDeleted });

    const cleared = waitFor(guest, 'messages_cleared');
    expect((await api('DELETE', `/messages/${conversationId}/remove-all-message`, performerToken)).statusCode).toBe(200);
    await cleared;
    expect((await api('GET', `/messages/conversations/public/${conversationId}`)).json().data.total).toBe(0);
  });

  it('refuses a join whose payload is not a conversation, and takes anything in place of the acknowledgement', async () => {
    const guest = await open();
    for (const payload of [
      null,
      'text',
      {},
      { conversationId: 42 },
      { conversationId: [conversationId] },
      { conversationId: `urn:uuid:${conversationId}` },
    ])
      expect(await guest.emitWithAck('public-stream/join', payload as never)).toEqual({ ok: false, message: STREAM_TEXTS.blocked });
    expect(await guest.emitWithAck('private-stream/join', { conversationId: [conversationId] } as never)).toEqual({
      ok: false,
      message: 'You are not in this show',
    });

    // A client may send anything where the acknowledgement goes: the join is made (the room hears its count) and the server goes on.
    guest.emit('public-stream/join', { conversationId: 'not-a-room' }, 'no function' as never);
    guest.emit('private-stream/join', { conversationId }, 'no function' as never);
    const counted = waitFor(guest, 'stream/count');
    guest.emit('public-stream/join', { conversationId }, 'no function' as never);
    await counted;
    expect(await join(guest, conversationId)).toEqual({ ok: true });
  });

  it('keeps blocked viewers out of the room, the history and the chat', async () => {
    await t.deps.database.db.insert(performerBlockedUsers).values({ performerId, userId });
    const blocked = await open(userToken);
    expect(await join(blocked, conversationId)).toMatchObject({ ok: false });
    expect((await api('GET', `/messages/conversations/public/${conversationId}`, userToken)).statusCode).toBe(403);
    expect(
      (await api('POST', `/messages/stream/public/conversations/${conversationId}`, userToken, { text: 'let me in' })).statusCode,
    ).toBe(403);
    expect((await api('GET', `/conversations/stream/public/${performerId}`, userToken)).statusCode).toBe(403);
    await t.deps.database.db.delete(performerBlockedUsers).where(eq(performerBlockedUsers.performerId, performerId));

    const guest = await open();
    expect(await join(guest, 'not-a-room')).toMatchObject({ ok: false });
    expect(await join(guest, '00000000-0000-4000-8000-000000000000')).toMatchObject({ ok: false });
    expect(
      (await api('POST', `/messages/stream/public/conversations/${conversationId}`, undefined, { text: 'anonymous' })).statusCode,
    ).toBe(401);
  });
});
