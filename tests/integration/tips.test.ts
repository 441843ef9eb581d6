/**
 * Tips through the API: the ledger moves exactly the tip, split by commission
 * between performer, studio and platform; refusals change nothing; a retried tip
 * with the same idempotency key counts once.
 */
import { eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { commissionRates, earnings, ledgerEntries, performerBlockedUsers, settings, studios } from '@/server/db/schema';
import { NOT_ENOUGH_TOKENS } from '@/server/modules/tips/service';
import { restoreColumnsAfterEach, restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let userToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  userToken = await t.login('users', 'user@demo.test');
});
afterAll(() => t.close());
// Tests change rates, settings and blocks: each starts from the seeded ones.
restoreTablesAfterEach(() => t, [settings, commissionRates, performerBlockedUsers]);
restoreColumnsAfterEach(() => t, studios, studios.accountId, {
  commissionPercent: studios.commissionPercent,
  memberSharePercent: studios.memberSharePercent,
});

const db = () => t.deps.database.db;
const tip = (performerId: string, body: object, headers: Record<string, string> = {}, token = userToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/member/send-tip-token/${performerId}`,
    headers: { ...bearer(token), ...headers },
    payload: body,
  });
const platformTotal = async () =>
  Number(
    (
      await db().execute<{ total: string }>(
        sql`select coalesce(sum(amount_minor), 0)::text as total from ${ledgerEntries} where wallet = 'platform'`,
      )
    ).rows[0].total,
  ) / 100;

describe('POST /member/send-tip-token/{id}', () => {
  it('moves the tip from the user to an independent performer, minus the platform commission', async () => {
    const user = await t.idOf('demo-user');
    const performer = await t.idOf('demo-performer');
    const [userBefore, performerBefore, platformBefore] = [await t.balanceOf(user), await t.balanceOf(performer), await platformTotal()];

    const res = await tip(performer, { token: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ token: 25, balance: userBefore - 25 });

    // Site default: the platform takes 40 %.
    expect(await t.balanceOf(user)).toBe(userBefore - 25);
    expect(await t.balanceOf(performer)).toBe(performerBefore + 15);
    expect(await platformTotal()).toBe(platformBefore + 10);
    const [earning] = await db().select().from(earnings).where(eq(earnings.transactionId, res.json().data.transactionId));
    expect(earning).toMatchObject({
      accountId: performer,
      earnerKind: 'performer',
      saleType: 'tip',
      grossMinor: 2500n,
      commissionMinor: 1000n,
      netMinor: 1500n,
      platformMinor: 1000n,
      paidAt: null,
    });
  });

  it("splits a studio member's tip between platform, studio and member", async () => {
    const member = await t.idOf('ioana-star');
    const studio = await t.idOf('demo-studio');
    await db().update(studios).set({ commissionPercent: 20, memberSharePercent: 70 }).where(eq(studios.accountId, studio));
    const [memberBefore, studioBefore, platformBefore] = [await t.balanceOf(member), await t.balanceOf(studio), await platformTotal()];

    const res = await tip(member, { token: 33 });
    expect(res.statusCode).toBe(200);
    // 33 gross: platform 20 % = 6.60; 26.40 left, of which the member gets 70 % = 18.48 and the studio 7.92.
    expect(await platformTotal()).toBeCloseTo(platformBefore + 6.6, 2);
    expect(await t.balanceOf(member)).toBeCloseTo(memberBefore + 18.48, 2);
    expect(await t.balanceOf(studio)).toBeCloseTo(studioBefore + 7.92, 2);
    const rows = await db().select().from(earnings).where(eq(earnings.transactionId, res.json().data.transactionId));
    expect(rows.map((r) => [r.earnerKind, r.netMinor, r.commissionMinor])).toEqual(
      expect.arrayContaining([
        ['performer', 1848n, 1452n],
        ['studio', 792n, 2508n],
      ]),
    );
  });

  it('uses a commission rate set for the performer and sale type before the defaults', async () => {
    const performer = await t.idOf('sanne-sunshine');
    await db().execute(sql`insert into commission_rates (performer_id, sale_type, percent) values (${performer}, 'tip', 25)`);
    await db()
      .insert(settings)
      .values({ key: 'performerCommission', value: 50, group: 'payment' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 50 } });
    t.app.settings.invalidate();
    const before = await t.balanceOf(performer);
    expect((await tip(performer, { token: 20 })).statusCode).toBe(200);
    expect(await t.balanceOf(performer)).toBe(before + 15);
  });

  it('refuses a tip above the balance and changes nothing', async () => {
    const user = await t.idOf('demo-user');
    const performer = await t.idOf('demo-performer');
    const [userBefore, performerBefore] = [await t.balanceOf(user), await t.balanceOf(performer)];
    const res = await tip(performer, { token: Math.floor(userBefore) + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_ENOUGH_TOKENS);
    expect(await t.balanceOf(user)).toBe(userBefore);
    expect(await t.balanceOf(performer)).toBe(performerBefore);
  });

  it('counts a retried tip with the same idempotency key once', async () => {
    const user = await t.idOf('demo-user');
    const performer = await t.idOf('daan-utrecht');
    const before = await t.balanceOf(user);
    const key = { 'idempotency-key': 'tip-retry-0001' };
    const responses = await Promise.all([
      tip(performer, { token: 15 }, key),
      tip(performer, { token: 15 }, key),
      tip(performer, { token: 15 }, key),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().data.transactionId)).size).toBe(1);
    expect(await t.balanceOf(user)).toBe(before - 15);
    // A new key is a new tip.
    expect((await tip(performer, { token: 15 }, { 'idempotency-key': 'tip-retry-0002' })).statusCode).toBe(200);
    expect(await t.balanceOf(user)).toBe(before - 30);
  });

  it('answers a replay with what the first request did, not with what the replay asks', async () => {
    const user = await t.idOf('demo-user');
    const performer = await t.idOf('daan-utrecht');
    const key = { 'idempotency-key': 'tip-replay-amount' };
    const first = await tip(performer, { token: 20 }, key);
    expect(first.statusCode).toBe(200);
    const afterFirst = await t.balanceOf(user);
    const replay = await tip(performer, { token: 50 }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ transactionId: first.json().data.transactionId, token: 20, balance: afterFirst });
    expect(await t.balanceOf(user)).toBe(afterFirst);
  });

  it('validates the amount', async () => {
    const performer = await t.idOf('demo-performer');
    for (const token of [0, -5, 2.5, 'ten']) {
      const res = await tip(performer, { token });
      expect(res.statusCode).toBe(400);
    }
    expect((await tip(performer, {})).statusCode).toBe(400);
  });

  it('refuses tips to a performer who blocked the user, to unknown performers, and from non-users', async () => {
    const user = await t.idOf('demo-user');
    const performer = await t.idOf('fleur-red');
    await db().insert(performerBlockedUsers).values({ performerId: performer, userId: user });
    expect((await tip(performer, { token: 15 })).statusCode).toBe(404);
    expect((await tip('00000000-0000-4000-8000-000000000000', { token: 15 })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/member/send-tip-token/${performer}`, payload: { token: 15 } })).statusCode,
    ).toBe(401);
    const performerToken = await t.login('performers', 'demo-performer');
    expect((await tip(performer, { token: 15 }, {}, performerToken)).statusCode).toBe(403);
  });
});
