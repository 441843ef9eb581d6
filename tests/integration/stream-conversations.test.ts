/**
 * The chat of a private show (GET /conversations/stream/{streamId}, POST
 * /messages/stream/conversations/{id}) for its parties only, during and after the show;
 * a performer's broadcast (GET /streaming/broadcast/{id}) and joining a stream's room
 * over HTTP (POST /streaming/join/{id}); the viewer count of distinct people across
 * instances; and the moderation of the public stream chat, enforced by the server.
 */
import type { Socket } from 'socket.io-client';
import { io as connect } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { apiOf, type TestApp } from './helpers';
import { endOpenShows, newFundedUser, pricedDemoPerformer, socketDeployment, type SocketDeployment } from './deployment';
import { messages, streamChatRules, streamChatSanctions, streamModerators } from '@/server/db/schema';
import { STREAM_TEXTS } from '@/server/modules/streaming/service';
import { bannedText, MODERATION_TEXTS, mutedText } from '@/server/modules/stream-chat/moderation';
import { MSG } from '@/shared/messages';
import { bearer } from './helpers';
import type { Show } from '@/shared/schemas/shows';
import type { StreamRoomAck } from '@/shared/socket-events';
import { settle, socketClients, until, waitFor } from '../support/socket-clients';

let deployment: SocketDeployment;
let t: TestApp;
const atFirst = socketClients(() => deployment.first.url);
const atSecond = socketClients(() => deployment.second.url);
let performerId: string;
let performerToken: string;
let publicId: string;
let users: { id: string; token: string }[] = [];
const api = apiOf(() => t);
/** Added to the real time on every instance: a test moves the clock past a mute's end. */
let clockOffsetMs = 0;

beforeAll(async () => {
  deployment = await socketDeployment({
    seed: true,
    config: { loginMaxPerIp: 1000 },
    clock: () => new Date(Date.now() + clockOffsetMs),
  });
  t = deployment.first.app;
  ({ id: performerId, token: performerToken } = await pricedDemoPerformer(t, { privateCallPrice: 10, groupCallPrice: 5 }));
  users = await Promise.all(['conv-ann', 'conv-bob', 'conv-cid'].map((name) => newFundedUser(t, name, 500)));
  publicId = (await api('POST', '/streaming/live', performerToken, {})).json().data.conversation._id;
}, 120_000);

afterAll(async () => {
  atFirst.closeAll();
  atSecond.closeAll();
  await deployment.close();
});

/** A socket of an anonymous browser named `visitor` (its tabs share it). */
function visitorSocket(url: string, visitor: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { visitor }, forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const joinPublic = (socket: Socket) => socket.emitWithAck('public-stream/join', { conversationId: publicId }) as Promise<StreamRoomAck>;

describe('the viewer count', () => {
  it('counts people, not sockets: one account twice, one browser twice, never the performer, across instances', async () => {
    const [ann, bob] = users;
    const performerSocket = await atFirst.open(performerToken);
    expect(await joinPublic(performerSocket)).toEqual({ ok: true });
    const annFirst = await atFirst.open(ann.token);
    const annSecond = await atSecond.open(ann.token);
    const visitor = crypto.randomUUID();
    const tabOne = await visitorSocket(deployment.first.url, visitor);
    const tabTwo = await visitorSocket(deployment.second.url, visitor);
    for (const socket of [annFirst, annSecond, tabOne, tabTwo]) expect(await joinPublic(socket)).toEqual({ ok: true });
    // Ann (2 sockets) and one browser (2 tabs): 2 people, the performer not among them.
    const counted = await until(async () => {
      const broadcast = (await api('GET', `/streaming/broadcast/${performerId}`)).json().data;
      return broadcast.viewers === 2 ? broadcast : undefined;
    }, 'two viewers');
    expect(counted).toMatchObject({
      performerId,
      kind: 'public',
      status: 'public',
      conversationId: publicId,
      show: null,
      transport: 'p2p',
    });
    const heard = waitFor<{ total: number; members: { _id: string }[] }>(performerSocket, 'stream/count', (p) => p.total === 3);
    // Bob joins over HTTP: his socket is put in the room.
    const bobSocket = await atSecond.open(bob.token);
    const joined = await api('POST', `/streaming/join/${publicId}`, bob.token);
    expect(joined.json().data).toEqual({ conversationId: publicId, performerId, kind: 'public' });
    const count = await heard;
    expect(count.members.map((m) => m._id).sort()).toEqual([ann.id, bob.id].sort());
    await until(() => (bobSocket.connected ? true : undefined));
    // Closing one of two tabs changes nothing; closing both takes the browser out.
    tabOne.close();
    await settle(100);
    tabTwo.close();
    await waitFor<{ total: number }>(performerSocket, 'stream/count', (p) => p.total === 2);
    atFirst.closeAll();
    atSecond.closeAll();
  });

  it('answers a broadcast with 404 for no performer and refuses a join of no stream or a show one is not in', async () => {
    const [ann] = users;
    expect((await api('GET', `/streaming/broadcast/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await api('GET', '/streaming/broadcast/not-an-id')).statusCode).toBe(400);
    expect((await api('POST', `/streaming/join/${crypto.randomUUID()}`, ann.token)).statusCode).toBe(404);
    expect((await api('POST', `/streaming/join/${publicId}`)).statusCode).toBe(401);
  });
});

describe('the chat of a private show', () => {
  let show: Show;
  beforeAll(async () => {
    const [ann] = users;
    show = (await api('POST', `/streaming/private-chat/${performerId}`, ann.token)).json().data;
    show = (await api('GET', `/streaming/private-chat/${show._id}`, performerToken)).json().data;
    expect(show.status).toBe('active');
  });
  afterAll(() => endOpenShows(t, performerId, performerToken));

  const say = (token: string, text: string, id = show.conversationId) =>
    api('POST', `/messages/stream/conversations/${id}`, token, { text });
  const read = async (token: string) => api('GET', `/messages/conversations/public/${show.conversationId}`, token);

  it('is the parties’ own while the show runs, and still theirs to read after it', async () => {
    const [ann, bob] = users;
    const conversation = await api('GET', `/conversations/stream/${show.conversationId}`, ann.token);
    expect(conversation.json().data).toEqual({
      _id: show.conversationId,
      performerId,
      type: 'stream_private',
      showId: show._id,
      showStatus: 'active',
      mayWrite: true,
    });
    const broadcast = (await api('GET', `/streaming/broadcast/${performerId}`, ann.token)).json().data;
    expect(broadcast).toMatchObject({ kind: 'private', show: { _id: show._id, conversationId: show.conversationId } });
    // Others learn that the performer is in a show, not which.
    expect((await api('GET', `/streaming/broadcast/${performerId}`, bob.token)).json().data).toMatchObject({ kind: 'private', show: null });

    // The performer's page is in the show's room (over HTTP, the same rule as the socket's join).
    const performerSocket = await atFirst.open(performerToken);
    expect((await api('POST', `/streaming/join/${show.conversationId}`, performerToken)).json().data).toEqual({
      conversationId: show.conversationId,
      performerId,
      kind: 'private',
    });
    const heard = waitFor<{ message: { text: string } }>(performerSocket, 'message_created');
    expect((await say(ann.token, 'Hello you')).statusCode).toBe(200);
    expect((await heard).message.text).toBe('Hello you');
    expect((await say(performerToken, 'Hi Ann')).statusCode).toBe(200);

    // Not Bob's: neither to read nor to write nor to join, and his try stores nothing.
    expect((await api('GET', `/conversations/stream/${show.conversationId}`, bob.token)).statusCode).toBe(403);
    expect((await say(bob.token, 'me too')).json()).toMatchObject({ statusCode: 403, message: STREAM_TEXTS.notInShow });
    expect((await read(bob.token)).statusCode).toBe(403);
    expect((await api('POST', `/streaming/join/${show.conversationId}`, bob.token)).statusCode).toBe(403);
    // Empty, too long, unknown, or the public chat through the show's call: refused, nothing stored.
    expect((await say(ann.token, '   ')).statusCode).toBe(400);
    expect((await say(ann.token, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await say(ann.token, 'lost', crypto.randomUUID())).statusCode).toBe(404);
    expect((await say(ann.token, 'lost', publicId)).statusCode).toBe(404);
    expect((await api('GET', `/conversations/stream/${crypto.randomUUID()}`, ann.token)).statusCode).toBe(404);
    expect((await api('GET', `/conversations/stream/${publicId}`, ann.token)).statusCode).toBe(404);
    const stored = await t.deps.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(eq(messages.conversationId, show.conversationId));
    expect(stored.map((m) => m.text).sort()).toEqual(['Hello you', 'Hi Ann']);

    // After the show both still read it, nobody writes in it, and Bob still cannot read it.
    expect((await api('POST', `/streaming/shows/${show._id}/end`, ann.token)).statusCode).toBe(200);
    for (const token of [ann.token, performerToken]) {
      const after = await api('GET', `/conversations/stream/${show.conversationId}`, token);
      expect(after.json().data).toMatchObject({ showStatus: 'ended', mayWrite: false });
      expect((await read(token)).json().data.data.map((m: { text: string }) => m.text)).toEqual(['Hi Ann', 'Hello you']);
    }
    expect((await say(ann.token, 'one more')).statusCode).toBe(403);
    expect((await api('GET', `/conversations/stream/${show.conversationId}`, bob.token)).statusCode).toBe(403);
    expect((await read(bob.token)).statusCode).toBe(403);
    atFirst.closeAll();
  });
});

describe('moderation of the public stream chat', () => {
  const say = (token: string, text: string) => api('POST', `/messages/stream/public/conversations/${publicId}`, token, { text });
  const moderationPath = `/messages/stream/public/conversations/${'{id}'}`;
  const at = (suffix: string) => `${moderationPath.replace('{id}', publicId)}${suffix}`;
  const storedTexts = async () =>
    (await t.deps.database.db.select({ text: messages.text }).from(messages).where(eq(messages.conversationId, publicId))).map(
      (m) => m.text,
    );

  afterEach(async () => {
    clockOffsetMs = 0;
    const { db } = t.deps.database;
    await db.delete(streamChatSanctions);
    await db.delete(streamChatRules);
    await db.delete(streamModerators);
    atFirst.closeAll();
    atSecond.closeAll();
  });

  it('mutes a user for a time: told why, refused while it lasts, free again after', async () => {
    const [ann, bob] = users;
    const annSocket = await atSecond.open(ann.token);
    const told = waitFor<{ kind: string; reason: string; until: string }>(annSocket, 'stream/sanctioned');
    const muted = await api('POST', at('/mutes'), performerToken, { userId: ann.id, minutes: 5, reason: 'Too loud' });
    expect(muted.json().data).toEqual({ success: true });
    const sanction = await told;
    expect(sanction).toMatchObject({ conversationId: publicId, kind: 'mute', reason: 'Too loud' });
    const refused = await say(ann.token, 'can you hear me?');
    expect(refused.json()).toMatchObject({ statusCode: 403, message: mutedText(new Date(sanction.until), 'Too loud') });
    expect(await storedTexts()).not.toContain('can you hear me?');
    // Reading goes on, and others write.
    expect((await api('GET', `/messages/conversations/public/${publicId}`, ann.token)).statusCode).toBe(200);
    expect((await say(bob.token, 'I am not muted')).statusCode).toBe(200);
    const view = (await api('GET', at('/moderation'), performerToken)).json().data;
    expect(view.sanctions).toEqual([{ userId: ann.id, name: 'conv-ann', kind: 'mute', reason: 'Too loud', until: sanction.until }]);

    clockOffsetMs = 5 * 60_000 + 1000;
    expect((await say(ann.token, 'back again')).statusCode).toBe(200);
  });

  it('refuses a mute that is not one and changes nothing', async () => {
    const [ann, bob] = users;
    const mute = (payload: string | object, token = performerToken) =>
      t.app.inject({
        method: 'POST',
        url: `/api${at('/mutes')}`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
    const refusals = [
      // Not finite: JSON's 1e400 reads as Infinity.
      `{"userId":"${ann.id}","minutes":1e400,"reason":"x"}`,
      { userId: ann.id, minutes: 0, reason: 'x' },
      { userId: ann.id, minutes: 2.5, reason: 'x' },
      { userId: ann.id, minutes: 'ten', reason: 'x' },
      { userId: ann.id, minutes: 7 * 24 * 60 + 1, reason: 'x' },
      { userId: ann.id, minutes: 5, reason: '' },
      { userId: ann.id, minutes: 5 },
      { userId: 'nobody', minutes: 5, reason: 'x' },
    ];
    for (const payload of refusals) expect({ payload, status: (await mute(payload)).statusCode }).toEqual({ payload, status: 400 });
    expect((await mute({ userId: crypto.randomUUID(), minutes: 5, reason: 'x' })).statusCode).toBe(404);
    expect((await mute({ userId: performerId, minutes: 5, reason: 'x' })).json()).toMatchObject({
      statusCode: 400,
      message: MODERATION_TEXTS.untouchable,
    });
    // Not the performer's nor a moderator's: refused.
    expect((await mute({ userId: ann.id, minutes: 5, reason: 'x' }, bob.token)).statusCode).toBe(403);
    const otherPerformer = await t.login('performers', 'sanne-sunshine');
    expect((await mute({ userId: ann.id, minutes: 5, reason: 'x' }, otherPerformer)).statusCode).toBe(403);
    expect(
      (
        await api('POST', `/messages/stream/public/conversations/${crypto.randomUUID()}/mutes`, performerToken, {
          userId: ann.id,
          minutes: 5,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.deps.database.db.select().from(streamChatSanctions)).toEqual([]);
  });

  it('bans a user from the room: taken out and told why, refused to join, read or write until lifted', async () => {
    const [, bob] = users;
    const bobSocket = await atSecond.open(bob.token);
    expect(await joinPublic(bobSocket)).toEqual({ ok: true });
    const removed = waitFor<{ message: string }>(bobSocket, 'stream/removed');
    expect((await api('POST', at('/bans'), performerToken, { userId: bob.id, reason: 'Spam links' })).statusCode).toBe(200);
    expect(await removed).toEqual({ conversationId: publicId, message: bannedText('Spam links') });
    await until(async () => ((await bobSocket.emitWithAck('public-stream/join', { conversationId: publicId })).ok ? undefined : true));
    expect((await say(bob.token, 'let me in')).json()).toMatchObject({ statusCode: 403, message: bannedText('Spam links') });
    expect((await api('GET', `/messages/conversations/public/${publicId}`, bob.token)).statusCode).toBe(403);
    expect((await api('POST', `/streaming/join/${publicId}`, bob.token)).statusCode).toBe(403);

    expect((await api('DELETE', at(`/sanctions/${bob.id}`), performerToken)).statusCode).toBe(200);
    expect(await joinPublic(bobSocket)).toEqual({ ok: true });
    expect((await say(bob.token, 'sorry')).statusCode).toBe(200);
  });

  it('keeps slow mode and the word filter for viewers, not for the performer', async () => {
    const [, , cid] = users;
    const rules = await api('PUT', at('/rules'), performerToken, { slowModeSeconds: 30, bannedWords: ['darn', ' darn ', 'bad phrase'] });
    expect(rules.json().data).toEqual({ slowModeSeconds: 30, bannedWords: ['darn', 'bad phrase'] });
    expect((await say(cid.token, 'Darn it!')).json()).toMatchObject({ statusCode: 400, message: MODERATION_TEXTS.wordFiltered });
    expect((await say(cid.token, 'what a Bad Phrase')).statusCode).toBe(400);
    expect((await say(cid.token, 'darned good show')).statusCode).toBe(200);
    const tooSoon = await say(cid.token, 'and again');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Slow mode is on: you can write again in \d+ seconds$/);
    expect(await storedTexts()).not.toContain('and again');
    expect((await say(performerToken, 'darn, welcome')).statusCode).toBe(200);
    expect((await say(performerToken, 'and welcome again')).statusCode).toBe(200);
    clockOffsetMs = 31_000;
    expect((await say(cid.token, 'and again')).statusCode).toBe(200);
    for (const body of [{ slowModeSeconds: -1, bannedWords: [] }, { slowModeSeconds: 5, bannedWords: [''] }, { slowModeSeconds: 1e400 }])
      expect((await api('PUT', at('/rules'), performerToken, body)).statusCode).toBe(400);
  });

  it("shows the performer, on a viewer's profile, the viewer's mute or ban in their chat; other askers see none of it", async () => {
    const eve = await newFundedUser(t, 'conv-eve', 0);
    const profile = async () => (await api('GET', `/users/view/${eve.id}`, performerToken)).json().data;
    expect((await profile()).chat).toEqual({ conversationId: publicId, mutedUntil: null, banned: false });
    expect((await api('POST', at('/mutes'), performerToken, { userId: eve.id, minutes: 60, reason: 'Loud' })).statusCode).toBe(200);
    const muted = (await profile()).chat;
    expect(muted).toMatchObject({ conversationId: publicId, banned: false });
    expect(Date.parse(muted.mutedUntil) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((await api('POST', at('/bans'), performerToken, { userId: eve.id, reason: 'Spam' })).statusCode).toBe(200);
    expect((await profile()).chat.banned).toBe(true);
    expect((await api('DELETE', at(`/sanctions/${eve.id}`), performerToken)).statusCode).toBe(200);
    expect((await profile()).chat).toEqual({ conversationId: publicId, mutedUntil: null, banned: false });
    expect((await api('GET', `/users/view/${eve.id}`, users[0].token)).json().data).not.toHaveProperty('chat');
  });

  it('lets a fan the performer named moderate: delete, mute; never the performer; not once removed', async () => {
    const [ann, , cid] = users;
    expect((await api('PUT', `/streaming/moderators/${cid.id}`, performerToken)).json()).toMatchObject({
      statusCode: 400,
      message: MODERATION_TEXTS.notFan,
    });
    expect((await api('POST', `/favourite/${performerId}/like`, cid.token)).statusCode).toBe(200);
    // Named while watching, on another instance: the page hears it at once, and later joins say so.
    const cidSocket = await atSecond.open(cid.token);
    expect(await joinPublic(cidSocket)).toEqual({ ok: true });
    const named = waitFor<{ performerId: string; moderator: boolean }>(cidSocket, 'stream/moderator');
    expect((await api('PUT', `/streaming/moderators/${cid.id}`, performerToken)).statusCode).toBe(200);
    expect(await named).toEqual({ performerId, moderator: true });
    expect(await joinPublic(await atFirst.open(cid.token))).toEqual({ ok: true, moderator: true });
    expect(await joinPublic(await atFirst.open(ann.token))).toEqual({ ok: true });
    expect(await joinPublic(await atFirst.open(performerToken))).toEqual({ ok: true });
    const watcher = await atFirst.open();
    expect(await joinPublic(watcher)).toEqual({ ok: true });
    const sent = (await say(ann.token, 'rude words')).json().data;
    const deleted = waitFor<{ messageId: string; text: string }>(watcher, 'message_deleted');
    expect((await api('DELETE', `/messages/${sent._id}`, cid.token)).statusCode).toBe(200);
    expect(await deleted).toEqual({ conversationId: publicId, messageId: sent._id, text: MSG.messageDeleted });
    expect((await api('POST', at('/mutes'), cid.token, { userId: ann.id, minutes: 10, reason: 'Rude' })).statusCode).toBe(200);
    expect((await api('POST', at('/bans'), cid.token, { userId: performerId, reason: 'x' })).statusCode).toBe(400);
    expect((await api('GET', at('/moderation'), cid.token)).json().data.moderators).toEqual([{ _id: cid.id, name: 'conv-cid' }]);
    // A moderator is not muted by the rules either, nor can another moderator mute them.
    expect((await api('POST', at('/mutes'), performerToken, { userId: cid.id, minutes: 10, reason: 'x' })).statusCode).toBe(400);

    const unnamed = waitFor<{ performerId: string; moderator: boolean }>(cidSocket, 'stream/moderator');
    expect((await api('DELETE', `/streaming/moderators/${cid.id}`, performerToken)).statusCode).toBe(200);
    expect(await unnamed).toEqual({ performerId, moderator: false });
    expect(await joinPublic(await atFirst.open(cid.token))).toEqual({ ok: true });
    const another = (await say(cid.token, 'hello')).json().data;
    expect((await api('DELETE', `/messages/${another._id}`, cid.token)).statusCode).toBe(403);
    expect((await api('GET', at('/moderation'), cid.token)).statusCode).toBe(403);
  });
});
