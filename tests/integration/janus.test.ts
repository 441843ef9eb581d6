/**
 * POST /streaming/token through the real app, against a real Janus started in a
 * network namespace of its own (tests/support/janus.ts): the tokens we sign are the
 * ones Janus accepts, the room a publish token names exists and lets only its
 * publisher publish, and the API refuses whoever the stream's access rule refuses.
 * A private or group show's room takes subscriptions only through the server's
 * attendees, whose private ids the play tokens carry; the attendee of a viewer whose
 * stay ended is kicked (Janus then sends nothing more to what subscribed with its
 * private id), and the show's end destroys the room.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { janusMissingReason, startJanus, type JanusHarness } from '../support/janus';
import { attendeeDisplay, roomAdminSecret, roomOf, signJanusToken } from '@/server/media/janus';
import { createJanusAttendees } from '@/server/media/janus-attendees';
import { accounts, conversations, performerBlockedUsers, performers } from '@/server/db/schema';
import { STREAM_TOKEN_TEXTS } from '@/shared/schemas/stream-token';
import { STREAM_TEXTS } from '@/server/modules/streaming/service';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROOM_SECRET = 'rooms-'.padEnd(40, 'r');

describe('without JANUS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('answers 400: the media server is not configured', async () => {
    const performerToken = await t.login('performers', 'demo-performer');
    const live = await t.app.inject({ method: 'POST', url: '/api/streaming/live', headers: bearer(performerToken), payload: {} });
    const id = live.json().data.conversation._id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/streaming/token',
      headers: bearer(performerToken),
      payload: { id, type: 'publish' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STREAM_TOKEN_TEXTS.notConfigured);
  });
});

/** Just enough of Janus's HTTP API to check what a browser holding a token could do. */
function janusClient(url: string, token: string) {
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      body: JSON.stringify({ ...body, token, transaction: randomBytes(6).toString('hex') }),
    });
    return response.json();
  };
  return {
    post,
    /** create + attach to the videoroom plugin: the session and handle ids, or Janus's error. */
    async attach(): Promise<{ session?: number; handle?: number; error?: { code: number } }> {
      const created = await post('', { janus: 'create' });
      if (created.janus !== 'success') return { error: created.error };
      const attached = await post(`/${created.data.id}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' });
      if (attached.janus !== 'success') return { session: created.data.id, error: attached.error };
      return { session: created.data.id, handle: attached.data.id };
    },
    /** A request answered in an event (join): sends it and long-polls until its answer arrives. */
    async ask(session: number, handle: number, body: Record<string, unknown>) {
      const sent = await post(`/${session}/${handle}`, { janus: 'message', body });
      if (sent.janus !== 'ack') return sent.plugindata?.data;
      for (let i = 0; i < 20; i++) {
        const events = await (await fetch(`${url}/${session}?maxev=5&token=${encodeURIComponent(token)}`)).json();
        const found = (Array.isArray(events) ? events : [events]).find(
          (event: { transaction?: string }) => event.transaction === sent.transaction,
        );
        if (found) return found.plugindata?.data;
      }
      throw new Error('no answer from Janus');
    },
  };
}

const missing = janusMissingReason();
if (missing) console.warn(`tests/integration/janus.test.ts: ${missing}`);
const describeWithJanus = missing ? describe.skip : describe;

describeWithJanus('with Janus', () => {
  let janus: JanusHarness;
  const janusConfig = () => ({
    url: janus.url,
    publicUrl: janus.url,
    tokenSecret: janus.tokenSecret,
    roomSecret: ROOM_SECRET,
    adminKey: janus.adminKey,
  });
  let t: TestApp;
  let performerToken: string;
  let userToken: string;
  let performerId: string;
  let userId: string;
  let streamId: string;

  beforeAll(async () => {
    janus = await startJanus();
    t = await createTestApp({
      seed: true,
      config: { janus: janusConfig() },
    });
    performerToken = await t.login('performers', 'demo-performer');
    userToken = await t.login('users', 'user@demo.test');
    const rows = await t.deps.database.db.select({ id: accounts.id, email: accounts.email }).from(accounts);
    performerId = rows.find((r) => r.email === 'performer@demo.test')!.id;
    userId = rows.find((r) => r.email === 'user@demo.test')!.id;
    const live = await t.app.inject({ method: 'POST', url: '/api/streaming/live', headers: bearer(performerToken), payload: {} });
    streamId = live.json().data.conversation._id;
  });

  afterAll(async () => {
    await t?.close();
    await janus?.stop();
  });

  const askToken = (payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: '/api/streaming/token', headers: token ? bearer(token) : {}, payload });

  it('issues a publish token Janus accepts, for a room that now exists and takes the performer as its publisher', async () => {
    const res = await askToken({ id: streamId, type: 'publish' }, performerToken);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ url: janus.url, display: performerId });
    expect(Date.parse(data.expireDate) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    expect(Date.parse(data.expireDate) - Date.now()).toBeLessThanOrEqual(DAY_MS);
    expect(data.token).toMatch(/^\d+,janus,janus\.plugin\.videoroom:/);

    const client = janusClient(janus.url, data.token);
    const { session, handle, error } = await client.attach();
    expect(error).toBeUndefined();
    const exists = await client.post(`/${session}/${handle}`, { janus: 'message', body: { request: 'exists', room: data.room } });
    expect(exists.plugindata.data).toMatchObject({ exists: true });

    const joined = await client.ask(session!, handle!, {
      request: 'join',
      ptype: 'publisher',
      room: data.room,
      pin: data.pin,
      display: data.display,
      token: data.publisherKey,
    });
    expect(joined).toMatchObject({ videoroom: 'joined', room: data.room });
  });

  it('asks again for the same room: it exists already, and the performer can still publish', async () => {
    const first = (await askToken({ id: streamId, type: 'publish' }, performerToken)).json().data;
    const again = await askToken(
      { id: streamId, type: 'publish', expireDate: new Date(Date.now() + 3600_000).toISOString() },
      performerToken,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ room: first.room, pin: first.pin, publisherKey: first.publisherKey });
    expect(Math.abs(Date.parse(again.json().data.expireDate) - Date.now() - 3600_000)).toBeLessThan(5000);
  });

  it('issues play tokens to anyone who may watch, without a key to publish', async () => {
    const res = await askToken({ id: streamId, type: 'play' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.publisherKey).toBeUndefined();
    const client = janusClient(janus.url, data.token);
    const { session, handle, error } = await client.attach();
    expect(error).toBeUndefined();
    // The PIN lets a viewer in as a subscriber, but publishing needs the performer's key.
    const publishing = await client.ask(session!, handle!, {
      request: 'join',
      ptype: 'publisher',
      room: data.room,
      pin: data.pin,
      display: 'intruder',
    });
    expect(publishing).toMatchObject({ error_code: 433 });
  });

  it("allows browsers to call Janus's public address (content security policy)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const connect = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('connect-src'));
    expect(connect).toContain(new URL(janus.url).origin);
  });

  it('Janus refuses expired and forged tokens', async () => {
    const expired = janusClient(janus.url, signJanusToken(janus.tokenSecret, new Date(Date.now() - 1000)));
    expect((await expired.attach()).error).toMatchObject({ code: 403 });
    const forged = janusClient(janus.url, signJanusToken('not-the-secret', new Date(Date.now() + DAY_MS)));
    expect((await forged.attach()).error).toMatchObject({ code: 403 });
    const good = (await askToken({ id: streamId, type: 'play' }, userToken)).json().data.token as string;
    const tampered = janusClient(janus.url, good.replace(/^\d+/, String(Math.floor(Date.now() / 1000) + 30 * 86400)));
    expect((await tampered.attach()).error).toMatchObject({ code: 403 });
  });

  it('refuses expiry dates in the past or too far ahead', async () => {
    const past = await askToken({ id: streamId, type: 'play', expireDate: new Date(Date.now() - 60_000).toISOString() }, userToken);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(STREAM_TOKEN_TEXTS.expiryPast);
    const far = await askToken({ id: streamId, type: 'play', expireDate: new Date(Date.now() + 8 * DAY_MS).toISOString() }, userToken);
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(STREAM_TOKEN_TEXTS.expiryTooFar);
    const notADate = await askToken({ id: streamId, type: 'play', expireDate: 'tomorrow' }, userToken);
    expect(notADate.statusCode).toBe(400);
  });

  it('refuses a play token to a viewer the performer blocked, and to everyone while the performer is offline', async () => {
    await t.deps.database.db.insert(performerBlockedUsers).values({ performerId, userId });
    try {
      const blocked = await askToken({ id: streamId, type: 'play' }, userToken);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(STREAM_TOKEN_TEXTS.mayNotWatch);
    } finally {
      await t.deps.database.db.delete(performerBlockedUsers);
    }
    await t.deps.database.db.update(performers).set({ streamingStatus: 'offline' }).where(eq(performers.accountId, performerId));
    try {
      expect((await askToken({ id: streamId, type: 'play' }, userToken)).statusCode).toBe(403);
      // The performer may still get ready in her own stream.
      expect((await askToken({ id: streamId, type: 'play' }, performerToken)).statusCode).toBe(200);
    } finally {
      await t.deps.database.db.update(performers).set({ streamingStatus: 'public' }).where(eq(performers.accountId, performerId));
    }
  });

  it("destroys the show's room when the performer ends it, and makes it again for her next show", async () => {
    const { room } = (await askToken({ id: streamId, type: 'publish' }, performerToken)).json().data;
    const client = janusClient(janus.url, signJanusToken(janus.tokenSecret, new Date(Date.now() + 60_000)));
    const { session, handle } = await client.attach();
    const exists = async () =>
      (await client.post(`/${session}/${handle}`, { janus: 'message', body: { request: 'exists', room } })).plugindata.data.exists;
    expect(await exists()).toBe(true);

    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/performers/streaming-status/update',
      headers: bearer(performerToken),
      payload: { status: 'offline' },
    });
    expect(ended.statusCode).toBe(200);
    // The room goes after the answer (ending a show does not wait for Janus).
    let gone = false;
    for (let i = 0; i < 50 && !gone; i++) {
      gone = !(await exists());
      if (!gone) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(gone).toBe(true);

    await t.app.inject({ method: 'POST', url: '/api/streaming/live', headers: bearer(performerToken), payload: {} });
    expect((await askToken({ id: streamId, type: 'publish' }, performerToken)).statusCode).toBe(200);
    expect(await exists()).toBe(true);
  });

  it("refuses publishing in someone else's stream, publishing without login, and streams that do not exist", async () => {
    const byUser = await askToken({ id: streamId, type: 'publish' }, userToken);
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().message).toBe(STREAM_TOKEN_TEXTS.mayNotPublish);
    expect((await askToken({ id: streamId, type: 'publish' })).statusCode).toBe(401);
    const other = await t.login('performers', 'mei-lin');
    expect((await askToken({ id: streamId, type: 'publish' }, other)).statusCode).toBe(403);
    const unknown = await askToken({ id: '00000000-0000-4000-8000-000000000000', type: 'play' }, userToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(STREAM_TEXTS.notFound);
    const [chat] = await t.deps.database.db
      .insert(conversations)
      .values({ type: 'private', performerId, userId })
      .returning({ id: conversations.id });
    expect((await askToken({ id: chat.id, type: 'play' }, userToken)).statusCode).toBe(404);
    expect((await askToken({ id: streamId, type: 'record' }, userToken)).statusCode).toBe(400);
  });
  describe("a private or group show's room", () => {
    /** A client with a server token, to look into rooms as the server can. */
    const inspector = async () => {
      const client = janusClient(janus.url, signJanusToken(janus.tokenSecret, new Date(Date.now() + 120_000)));
      const { session, handle } = await client.attach();
      const ask = async (body: Record<string, unknown>) =>
        (await client.post(`/${session}/${handle}`, { janus: 'message', body })).plugindata.data;
      return {
        ask,
        exists: async (room: number) => (await ask({ request: 'exists', room })).exists as boolean,
        displays: async (room: number) =>
          ((await ask({ request: 'listparticipants', room })).participants ?? []).map((p: { display?: string }) => p.display) as string[],
      };
    };
    const eventually = async (check: () => Promise<boolean>, what: string) => {
      for (let i = 0; i < 100; i++) {
        if (await check()) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`timed out waiting for ${what}`);
    };
    const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

    it('admits each viewer through an attendee of the server, and kicks it when their stay ends', async () => {
      const look = await inspector();
      const show = (await api('POST', '/streaming/group-chat', performerToken, {})).json().data;
      expect((await api('GET', `/streaming/group-chat/${show._id}`, userToken)).statusCode).toBe(200);
      const room = roomOf(show.conversationId);

      const play = await askToken({ id: show.conversationId, type: 'play' }, userToken);
      expect(play.statusCode).toBe(200);
      const { privateId } = play.json().data;
      expect(privateId).toEqual(expect.any(Number));
      // One attendee per account, however often the page asks.
      expect((await askToken({ id: show.conversationId, type: 'play' }, userToken)).json().data.privateId).toBe(privateId);
      // The room takes no subscription without a private id; the attendee's display names nobody.
      const { list } = await look.ask({ request: 'list', admin_key: janus.adminKey });
      expect(list.find((entry: { room: number }) => entry.room === room)).toMatchObject({ require_pvtid: true });
      const viewerAttendee = attendeeDisplay(ROOM_SECRET, room, userId);
      expect(await look.displays(room)).toEqual([viewerAttendee]);
      expect(viewerAttendee).not.toContain(userId);

      // The performer publishes and watches too.
      expect((await askToken({ id: show.conversationId, type: 'publish' }, performerToken)).statusCode).toBe(200);
      expect((await askToken({ id: show.conversationId, type: 'play' }, performerToken)).json().data.privateId).not.toBe(privateId);

      // The viewer leaves: their attendee is kicked (Janus sends nothing more to what subscribed with its private id), and no new token.
      expect((await api('POST', `/streaming/shows/${show._id}/end`, userToken)).statusCode).toBe(200);
      await eventually(async () => !(await look.displays(room)).includes(viewerAttendee), 'the attendee kicked');
      expect(await look.displays(room)).toEqual([attendeeDisplay(ROOM_SECRET, room, performerId)]);
      const again = await askToken({ id: show.conversationId, type: 'play' }, userToken);
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toBe(STREAM_TOKEN_TEXTS.mayNotWatch);

      // The show ends: its room goes, with every connection to it.
      expect((await api('POST', `/streaming/shows/${show._id}/end`, performerToken)).statusCode).toBe(200);
      await eventually(async () => !(await look.exists(room)), 'the room destroyed');
    });

    it("lets a private show's user publish their camera into it", async () => {
      const look = await inspector();
      const asked = await api('POST', `/streaming/private-chat/${performerId}`, userToken);
      expect(asked.statusCode).toBe(200);
      const show = (await api('GET', `/streaming/private-chat/${asked.json().data._id}`, performerToken)).json().data;
      const room = roomOf(show.conversationId);
      // The user watches first: the room is made for the attendee, then opened to the user as a publisher.
      expect((await askToken({ id: show.conversationId, type: 'play' }, userToken)).statusCode).toBe(200);
      const publish = (await askToken({ id: show.conversationId, type: 'publish' }, userToken)).json().data;
      const client = janusClient(janus.url, publish.token);
      const { session, handle } = await client.attach();
      expect(
        await client.ask(session!, handle!, {
          request: 'join',
          ptype: 'publisher',
          room,
          pin: publish.pin,
          display: publish.display,
          token: publish.publisherKey,
        }),
      ).toMatchObject({ videoroom: 'joined' });
      expect((await api('POST', `/streaming/shows/${show._id}/end`, userToken)).statusCode).toBe(200);
      await eventually(async () => !(await look.exists(room)), 'the room destroyed');
    });

    it('lets go of an attendee that was kicked or whose room is gone, and keeps the others', async () => {
      const look = await inspector();
      const attendees = createJanusAttendees(janusConfig(), 100);
      try {
        const settings = (room: number) => ({ room, description: 'attendee test', publishers: 1, attendeesOnly: true });
        const [first, second] = [roomOf(randomBytes(8).toString('hex')), roomOf(randomBytes(8).toString('hex'))];
        await attendees.admit(settings(first), userId);
        await attendees.admit(settings(first), performerId);
        await attendees.admit(settings(second), userId);
        expect(attendees.size).toBe(3);
        await attendees.dismiss(first, userId);
        await eventually(async () => attendees.size === 2, 'the kicked attendee let go');
        expect(await look.ask({ request: 'destroy', room: second, secret: roomAdminSecret(ROOM_SECRET, second) })).toMatchObject({
          videoroom: 'destroyed',
        });
        await eventually(async () => attendees.size === 1, 'the attendee of the room that is gone let go');
        expect(await look.displays(first)).toEqual([attendeeDisplay(ROOM_SECRET, first, performerId)]);
      } finally {
        await attendees.close();
      }
      expect(attendees.size).toBe(0);
    });
  });
});
