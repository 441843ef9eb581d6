/**
 * Money in conversations: a performer's own price per message (set in their prices,
 * charged with the message in one ledger transaction, refused without the balance),
 * and a user's direct payment to a performer (POST /member/send-pay-token/{id}) through
 * the ledger with commission, shown in both threads and in earnings as its own sale type.
 * Bad input changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { newFundedUser } from './deployment';
import { earnings, ledgerEntries, messages, performers, settings } from '@/server/db/schema';
import { NOT_ENOUGH_TOKENS } from '@/server/modules/tips/service';
import { MSG } from '@/shared/messages';
import { restoreColumnsAfterEach, restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let performerToken: string;
let performerId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  performerToken = await t.login('performers', 'demo-performer');
  performerId = await t.idOf('performer@demo.test');
});
afterAll(() => t.close());
restoreTablesAfterEach(() => t, [settings]);
restoreColumnsAfterEach(() => t, performers, performers.accountId, {
  messagePrice: performers.messagePrice,
  privateCallPrice: performers.privateCallPrice,
  groupCallPrice: performers.groupCallPrice,
});

const db = () => t.deps.database.db;
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), ...headers }, payload });
const platformTotal = async () =>
  Number(
    (
      await db().execute<{ total: string }>(
        sql`select coalesce(sum(amount_minor), 0)::text as total from ${ledgerEntries} where wallet = 'platform'`,
      )
    ).rows[0].total,
  ) / 100;
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
const setPrices = (body: object) =>
  call('POST', '/performers/default-price/update', performerToken, { privateCallPrice: 60, groupCallPrice: 10, ...body });
const openConversation = async (token: string) =>
  (await call('POST', '/conversations', token, { source: 'performer', sourceId: performerId })).json().data;
const messagesOf = async (conversationId: string) => db().select().from(messages).where(eq(messages.conversationId, conversationId));

describe("a performer's own price per message", () => {
  it('is shown before writing and charged with the message, with commission', async () => {
    await setCharging(true, 3);
    const saved = await setPrices({ messagePrice: 7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ messagePrice: 7 });
    expect((await call('GET', '/performers/me', performerToken)).json().data.messagePrice).toBe(7);

    const fan = await newFundedUser(t, 'priced-fan', 10);
    const conversation = await openConversation(fan.token);
    expect(conversation.tokenPerMessage).toBe(7);
    const listed = (await call('GET', '/conversations/search', fan.token)).json().data.data;
    expect(listed[0]).toMatchObject({ _id: conversation._id, tokenPerMessage: 7 });

    const performerBefore = await t.balanceOf(performerId);
    const sent = await call('POST', `/messages/conversations/${conversation._id}`, fan.token, { text: 'Hello at your price' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.price).toBe(7);
    expect(await t.balanceOf(fan.id)).toBe(3);
    expect(await t.balanceOf(performerId)).toBeCloseTo(performerBefore + 4.2, 2);
    const [sale] = await db()
      .select()
      .from(earnings)
      .where(and(eq(earnings.payerId, fan.id), eq(earnings.saleType, 'message')));
    expect(sale).toMatchObject({ grossMinor: 700n, netMinor: 420n, commissionMinor: 280n });

    // Not enough left: refused with the product's text, nothing stored or charged.
    const short = await call('POST', `/messages/conversations/${conversation._id}`, fan.token, { text: 'One more' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(NOT_ENOUGH_TOKENS);
    expect(await t.balanceOf(fan.id)).toBe(3);
    expect(await messagesOf(conversation._id)).toHaveLength(1);
  });

  it("is the site's when the performer sets none, free when set to 0, and nothing when the site does not charge", async () => {
    const fan = await newFundedUser(t, 'site-priced-fan', 10);
    await setCharging(true, 3);
    await setPrices({ messagePrice: null });
    expect((await openConversation(fan.token)).tokenPerMessage).toBe(3);
    await setPrices({ messagePrice: 0 });
    const free = await openConversation(fan.token);
    expect(free.tokenPerMessage).toBe(0);
    expect((await call('POST', `/messages/conversations/${free._id}`, fan.token, { text: 'Free to you' })).json().data.price).toBeNull();
    expect(await t.balanceOf(fan.id)).toBe(10);
    await setPrices({ messagePrice: 9 });
    await setCharging(false);
    expect((await openConversation(fan.token)).tokenPerMessage).toBe(0);
  });

  it('refuses a price that is negative, not whole, not finite or too high, keeping the one set', async () => {
    await setPrices({ messagePrice: 5 });
    for (const messagePrice of [-1, 1.5, 'Infinity', '1e400', 10001, 'five']) {
      const res = await setPrices({ messagePrice });
      expect([res.statusCode, messagePrice]).toEqual([400, messagePrice]);
      const [item] = res.json().message;
      expect(item.property).toBe('messagePrice');
      expect(Object.values(item.constraints)).toContain(MSG.between);
    }
    const [row] = await db().select({ price: performers.messagePrice }).from(performers).where(eq(performers.accountId, performerId));
    expect(row.price).toBe(5);
    // Leaving it out keeps it.
    await setPrices({});
    expect((await call('GET', '/performers/me', performerToken)).json().data.messagePrice).toBe(5);
  });
});

describe('POST /member/send-pay-token/{id}', () => {
  const pay = (token: string, body: object, headers: Record<string, string> = {}, id = performerId) =>
    call('POST', `/member/send-pay-token/${id}`, token, body, headers);

  it('pays the performer through the ledger with commission, shown in both threads and in earnings', async () => {
    const fan = await newFundedUser(t, 'paying-fan', 100);
    const [performerBefore, platformBefore] = [await t.balanceOf(performerId), await platformTotal()];
    const key = { 'idempotency-key': 'pay-token-0001' };
    const paid = await Promise.all([1, 2].map(() => pay(fan.token, { token: 50, note: '  Custom video, 5 minutes  ' }, key)));
    expect(paid.map((res) => res.statusCode)).toEqual([200, 200]);
    const result = paid[0].json().data;
    expect(paid[1].json().data.transactionId).toBe(result.transactionId);
    expect(result).toMatchObject({ token: 50, balance: 50 });

    // Site default: the platform takes 40 %; the retry moved nothing.
    expect(await t.balanceOf(fan.id)).toBe(50);
    expect(await t.balanceOf(performerId)).toBeCloseTo(performerBefore + 30, 2);
    expect(await platformTotal()).toBeCloseTo(platformBefore + 20, 2);
    const sales = await db().select().from(earnings).where(eq(earnings.transactionId, result.transactionId));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ saleType: 'direct_payment', accountId: performerId, grossMinor: 5000n, netMinor: 3000n });

    // One message in the two's conversation, seen by both.
    for (const token of [fan.token, performerToken]) {
      const thread = (await call('GET', `/messages/conversations/${result.conversationId}`, token)).json().data.data;
      expect(thread).toHaveLength(1);
      expect(thread[0]).toMatchObject({
        _id: result.messageId,
        type: 'payment',
        text: 'Custom video, 5 minutes',
        price: 50,
        senderId: fan.id,
      });
    }
    const inbox = (await call('GET', '/conversations/search', performerToken)).json().data.data;
    expect(inbox.find((c: { _id: string }) => c._id === result.conversationId)).toMatchObject({
      lastMessage: 'Custom video, 5 minutes',
      totalNotSeenMessages: 1,
    });

    // The performer's earnings list it as its own sale type.
    const listed = (await call('GET', '/earning/performer/search?limit=50', performerToken)).json().data.data;
    expect(listed.find((e: { saleType: string }) => e.saleType === 'direct_payment')).toMatchObject({ grossPrice: 50, netPrice: 30 });
  });

  it('refuses a payment without the balance, with the product text and nothing changed', async () => {
    const fan = await newFundedUser(t, 'poor-fan', 10);
    const res = await pay(fan.token, { token: 11, note: 'A song' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_ENOUGH_TOKENS);
    expect(await t.balanceOf(fan.id)).toBe(10);
    expect(await db().select().from(earnings).where(eq(earnings.payerId, fan.id))).toHaveLength(0);
    const conversation = await openConversation(fan.token);
    expect(await messagesOf(conversation._id)).toHaveLength(0);
  });

  it('refuses an amount not whole, not finite, zero or negative, and a missing note', async () => {
    const fan = await newFundedUser(t, 'careless-fan', 100);
    const refused = [
      { token: 0, note: 'x' },
      { token: -5, note: 'x' },
      { token: 1.5, note: 'x' },
      { token: 'Infinity', note: 'x' },
      { token: '1e400', note: 'x' },
      { token: 100001, note: 'x' },
      { token: 5 },
      { token: 5, note: '' },
      { token: 5, note: '   ' },
      { token: 5, note: 'x'.repeat(501) },
    ];
    for (const body of refused) {
      const res = await pay(fan.token, body);
      expect([res.statusCode, body]).toEqual([400, body]);
    }
    expect(await t.balanceOf(fan.id)).toBe(100);
    expect(await db().select().from(earnings).where(eq(earnings.payerId, fan.id))).toHaveLength(0);
    // Only users pay, and only performers are paid.
    expect((await pay(performerToken, { token: 5, note: 'x' })).statusCode).toBe(403);
    const otherUser = await t.idOf('user@demo.test');
    expect((await pay(fan.token, { token: 5, note: 'x' }, {}, otherUser)).statusCode).toBe(404);
    expect(await t.balanceOf(fan.id)).toBe(100);
  });
});
