/**
 * Private messaging: a user and a performer open one conversation, write, see
 * unread counts; when the site charges per message, a user's message costs
 * `tokenPerMessage` through the ledger and is not stored when it cannot be paid.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { newFundedUser } from './deployment';
import { accounts, earnings, messages, performerBlockedUsers, settings } from '@/server/db/schema';
import { NOT_ENOUGH_TOKENS } from '@/server/modules/tips/service';
import { restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let userToken: string;
let performerToken: string;
let performerId: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  userToken = await t.login('users', 'user@demo.test');
  performerToken = await t.login('performers', 'demo-performer');
  performerId = await t.idOf('performer@demo.test');
  userId = await t.idOf('user@demo.test');
});
afterAll(() => t.close());
// Tests switch charging on and block the user: each starts from the seeded settings and blocks.
restoreTablesAfterEach(() => t, [settings, performerBlockedUsers]);

const db = () => t.deps.database.db;
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), ...headers }, payload });
const balance = (id: string) => t.balanceOf(id);
const setCharging = async (on: boolean, price = 3) => {
  for (const [key, value] of [
    ['enableTokenPerMessage', on],
    ['tokenPerMessage', price],
  ] as const) {
    await db()
      .insert(settings)
      .values({ key, value, group: 'payment', public: true })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
  t.app.settings.invalidate();
};
const open = async () => (await call('POST', '/conversations', userToken, { source: 'performer', sourceId: performerId })).json().data;

describe('private conversations', () => {
  it('opens one conversation per user and performer, from either side', async () => {
    // A user of its own: the demo user's conversation is the other tests'.
    const fan = await newFundedUser(t, 'new-fan', 0);
    const first = await call('POST', '/conversations', fan.token, { source: 'performer', sourceId: performerId });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      type: 'private',
      totalNotSeenMessages: 0,
      recipientInfo: { _id: performerId, username: 'demo-performer', role: 'performer' },
      tokenPerMessage: 0,
    });
    const again = await call('POST', '/conversations', performerToken, { source: 'user', sourceId: fan.id });
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(again.json().data.recipientInfo).toMatchObject({ _id: fan.id, role: 'user' });
    expect((await call('POST', '/conversations', fan.token, { source: 'user', sourceId: fan.id })).statusCode).toBe(403);
  });

  it('delivers messages with unread counts, and only to the two of them', async () => {
    await setCharging(false);
    const conversation = await open();
    // What earlier messages left unread is read: this test counts its own message.
    expect((await call('POST', '/messages/read-all', performerToken, { conversationId: conversation._id })).statusCode).toBe(200);
    const sent = await call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: '  Hello Luna!  ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ text: 'Hello Luna!', senderId: userId, price: null, isDeleted: false });

    expect((await call('GET', '/messages/total-unread', performerToken)).json().data.total).toBe(1);
    const list = (await call('GET', '/conversations/search', performerToken)).json().data;
    expect(list.data[0]).toMatchObject({ _id: conversation._id, lastMessage: 'Hello Luna!', totalNotSeenMessages: 1 });
    const page = (await call('GET', `/messages/conversations/${conversation._id}?limit=25`, performerToken)).json().data;
    expect(page.data[0].text).toBe('Hello Luna!');
    expect((await call('POST', '/messages/read-all', performerToken, { conversationId: conversation._id })).statusCode).toBe(200);
    expect((await call('GET', '/messages/total-unread', performerToken)).json().data.total).toBe(0);

    const stranger = await t.login('performers', 'sanne-sunshine');
    expect((await call('GET', `/messages/conversations/${conversation._id}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/messages/conversations/${conversation._id}`, stranger, { text: 'hi' })).statusCode).toBe(404);
    expect((await call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: '' })).statusCode).toBe(400);
    expect((await call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: '   ' })).statusCode).toBe(400);
  });

  it('stores a free message retried with the same key once', async () => {
    await setCharging(false);
    const conversation = await open();
    const key = { 'idempotency-key': 'free-retry-0001' };
    const sent = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: 'Only once' }, key)),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(sent.map((r) => r.json().data._id)).size).toBe(1);
    const stored = await db().select().from(messages).where(eq(messages.text, 'Only once'));
    expect(stored).toHaveLength(1);
  });

  it('charges a user tokenPerMessage per message to a performer when the site charges', async () => {
    await setCharging(true, 3);
    const conversation = await open();
    expect(conversation.tokenPerMessage).toBe(3);
    const [userBefore, performerBefore] = [await balance(userId), await balance(performerId)];
    const key = { 'idempotency-key': 'message-retry-01' };
    const sent = await Promise.all(
      [1, 2].map(() => call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: 'Paid hello' }, key)),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(sent[0].json().data._id).toBe(sent[1].json().data._id);
    expect(sent[0].json().data.price).toBe(3);
    expect(await balance(userId)).toBe(userBefore - 3);
    expect(await balance(performerId)).toBeCloseTo(performerBefore + 1.8, 2);
    const [earning] = await db().select().from(earnings).where(eq(earnings.saleType, 'message'));
    expect(earning).toMatchObject({ accountId: performerId, grossMinor: 300n, netMinor: 180n });

    // The performer answers for free.
    const reply = await call('POST', `/messages/conversations/${conversation._id}`, performerToken, { text: 'Thanks!' });
    expect(reply.json().data.price).toBeNull();
    expect(await balance(performerId)).toBeCloseTo(performerBefore + 1.8, 2);
  });

  it('answers a replayed message with the first one, whatever the replay says', async () => {
    await setCharging(true, 3);
    const conversation = await open();
    const key = { 'idempotency-key': 'message-replay-01' };
    const first = await call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: 'First words' }, key);
    expect(first.statusCode).toBe(200);
    const before = await balance(userId);
    await setCharging(true, 5);
    const replay = await call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: 'Other words' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(first.json().data);
    expect(replay.json().data).toMatchObject({ text: 'First words', price: 3 });
    expect(await balance(userId)).toBe(before);
    expect(await db().select().from(messages).where(eq(messages.text, 'Other words'))).toHaveLength(0);
  });

  it('charges a message whose key was used before for a tip: keys name one kind of request', async () => {
    await setCharging(true, 3);
    const conversation = await open();
    const key = { 'idempotency-key': 'shared-key-0001' };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/member/send-tip-token/${performerId}`,
          headers: { ...bearer(userToken), ...key },
          payload: { token: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const before = await balance(userId);
    const sent = await call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: 'Not free' }, key);
    expect(sent.statusCode).toBe(200);
    expect(await balance(userId)).toBe(before - 3);
  });

  it('stores nothing when the user cannot pay', async () => {
    await setCharging(true, 3);
    const conversation = await open();
    // A balance set behind the ledger's back, for this test only.
    const [{ balanceMinor }] = await db().select({ balanceMinor: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, userId));
    await db().update(accounts).set({ balanceMinor: 200n }).where(eq(accounts.id, userId));
    try {
      const count = async () => (await db().select().from(messages).where(eq(messages.conversationId, conversation._id))).length;
      const before = await count();
      const refused = await call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: 'Too poor' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(NOT_ENOUGH_TOKENS);
      expect(await count()).toBe(before);
      expect(await balance(userId)).toBe(2);
    } finally {
      await db().update(accounts).set({ balanceMinor }).where(eq(accounts.id, userId));
    }
  });

  it('refuses a user the performer blocked', async () => {
    const conversation = await open();
    await db().insert(performerBlockedUsers).values({ performerId, userId });
    expect((await call('POST', `/messages/conversations/${conversation._id}`, userToken, { text: 'hi' })).statusCode).toBe(403);
    expect((await call('POST', '/conversations', userToken, { source: 'performer', sourceId: performerId })).statusCode).toBe(404);
  });
});
