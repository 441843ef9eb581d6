/**
 * POST /streaming/token through the real app, against a real Janus started in a
 * network namespace of its own (tests/support/janus.ts): the tokens we sign are the
 * ones Janus accepts, the room a publish token names exists and lets only its
 * publisher publish, and the API refuses whoever the stream's access rule refuses.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { janusMissingReason, startJanus, type JanusHarness } from '../support/janus';
import { signJanusToken } from '@/server/media/janus';
import { accounts, conversations, performerBlockedUsers, performers } from '@/server/db/schema';
import { STREAM_TOKEN_TEXTS } from '@/shared/schemas/stream-token';
import { STREAM_TEXTS } from '@/server/modules/streaming/service';

const DAY_MS = 24 * 60 * 60 * 1000;

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
    const res = await t.app.inject({ method: 'POST', url: '/api/streaming/token', headers: bearer(performerToken), payload: { id, type: 'publish' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STREAM_TOKEN_TEXTS.notConfigured);
  });
});

/** Just enough of Janus's HTTP API to check what a browser holding a token could do. */
function janusClient(url: string, token: string) {
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify({ ...body, token, transaction: randomBytes(6).toString('hex') }) });
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
        const found = (Array.isArray(events) ? events : [events]).find((event: { transaction?: string }) => event.transaction === sent.transaction);
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
      config: { janus: { url: janus.url, publicUrl: janus.url, tokenSecret: janus.tokenSecret, roomSecret: 'rooms-'.padEnd(40, 'r'), adminKey: janus.adminKey } },
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

    const joined = await client.ask(session!, handle!, { request: 'join', ptype: 'publisher', room: data.room, pin: data.pin, display: data.display, token: data.publisherKey });
    expect(joined).toMatchObject({ videoroom: 'joined', room: data.room });
  });

  it('asks again for the same room: it exists already, and the performer can still publish', async () => {
    const first = (await askToken({ id: streamId, type: 'publish' }, performerToken)).json().data;
    const again = await askToken({ id: streamId, type: 'publish', expireDate: new Date(Date.now() + 3600_000).toISOString() }, performerToken);
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
    const publishing = await client.ask(session!, handle!, { request: 'join', ptype: 'publisher', room: data.room, pin: data.pin, display: 'intruder' });
    expect(publishing).toMatchObject({ error_code: 433 });
  });

  it("allows browsers to call Janus's public address (content security policy)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const connect = String(res.headers['content-security-policy']).split(';').find((directive) => directive.trim().startsWith('connect-src'));
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
    const exists = async () => (await client.post(`/${session}/${handle}`, { janus: 'message', body: { request: 'exists', room } })).plugindata.data.exists;
    expect(await exists()).toBe(true);

    const ended = await t.app.inject({ method: 'POST', url: '/api/performers/streaming-status/update', headers: bearer(performerToken), payload: { status: 'offline' } });
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
    const [chat] = await t.deps.database.db.insert(conversations).values({ type: 'private', performerId, userId }).returning({ id: conversations.id });
    expect((await askToken({ id: chat.id, type: 'play' }, userToken)).statusCode).toBe(404);
    expect((await askToken({ id: streamId, type: 'record' }, userToken)).statusCode).toBe(400);
  });
});
