/**
 * Vouchers: administrators create codes worth tokens per redemption with a number of
 * redemptions; each account redeems a voucher once and gets its value; N redemptions
 * go to N accounts and the next is refused; parallel redemptions never pass the number;
 * a disabled voucher is refused; administrators see who used it and when; every
 * administrator's change writes its audit row. Also the token history they leave.
 */
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { newFundedUser } from './deployment';
import { accounts, auditLog, voucherRedemptions, vouchers } from '@/server/db/schema';
import { VOUCHER_TEXTS } from '@/server/modules/vouchers/service';

let t: TestApp;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { voucherTriesPerMinute: 100_000 } });
  userToken = await t.login('users', 'user@demo.test');
  adminToken = await t.login('users', 'admin@demo.test');
});
afterAll(() => t.close());

const balanceOf = async (email: string) =>
  Number((await t.deps.database.db.select({ b: accounts.balanceMinor }).from(accounts).where(eq(accounts.email, email)))[0].b) / 100;
const balance = () => balanceOf('user@demo.test');
const create = (body: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/admin/vouchers', headers: bearer(token), payload: body });
const update = (id: string, body: object, token = adminToken) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/vouchers/${id}`, headers: bearer(token), payload: body });
const lookup = (code: string, token = userToken) =>
  t.app.inject({ url: `/api/vouchers/${encodeURIComponent(code)}`, headers: bearer(token) });
const use = (code: string, token = userToken, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/vouchers/${encodeURIComponent(code)}/use`, headers: bearer(token), payload });
const auditRows = (id: string) => t.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.createdAt);

let serial = 0;
const newUsers = (n: number) => Promise.all(Array.from({ length: n }, () => newFundedUser(t, `voucher-user-${++serial}`, 0)));

describe('vouchers', () => {
  it('only administrators create vouchers, with unique codes, a value per redemption and a number of redemptions', async () => {
    expect((await create({ code: 'WELCOME-50', tokensPerRedemption: 50, redemptions: 3 }, userToken)).statusCode).toBe(403);
    const res = await create({ code: 'WELCOME-50', tokensPerRedemption: 50, redemptions: 3 });
    expect(res.statusCode).toBe(200);
    const voucher = res.json().data;
    expect(voucher).toMatchObject({ code: 'WELCOME-50', tokensPerRedemption: 50, redemptions: 3, redeemed: 0, status: 'active' });
    const [row] = await auditRows(voucher._id);
    expect(row).toMatchObject({
      action: 'voucher.create',
      targetType: 'voucher',
      before: null,
      after: { code: 'WELCOME-50', tokensPerRedemption: 50, redemptions: 3, status: 'active' },
    });

    const again = await create({ code: 'welcome-50', tokensPerRedemption: 10, redemptions: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VOUCHER_TEXTS.codeTaken);
    expect((await create({ tokensPerRedemption: 5, redemptions: 1 })).json().data.code).toMatch(/^[0-9A-F]{12}$/);
    expect((await create({ code: 'bad code!', tokensPerRedemption: 5, redemptions: 1 })).statusCode).toBe(400);
    for (const body of [
      { tokensPerRedemption: -5, redemptions: 1 },
      { tokensPerRedemption: 5 },
      { tokensPerRedemption: 5, redemptions: 0 },
      { tokensPerRedemption: 10.001, redemptions: 1 },
      { redemptions: 2 },
    ]) {
      const refused = await create(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message[0].property).toMatch(/tokensPerRedemption|redemptions/);
    }
    const past = await create({ tokensPerRedemption: 5, redemptions: 1, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(past.json().message).toBe(VOUCHER_TEXTS.expiryPast);
  });

  it('gives each account the value per redemption once, and says so on both sides', async () => {
    await create({ code: 'EACH-25', tokensPerRedemption: 25.5, redemptions: 10 });
    expect((await lookup('each-25')).json().data).toEqual({
      code: 'EACH-25',
      tokensPerRedemption: 25.5,
      expiresAt: null,
      redemptionsLeft: 10,
      usedByYou: false,
      usable: true,
      refusal: null,
    });
    const before = await balance();
    const first = await use('EACH-25');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ amountUsed: 25.5, redemptionsLeft: 9, balance: before + 25.5 });
    // The next user still gets the whole value: nothing was a shared pool.
    const [other] = await newUsers(1);
    expect((await lookup('EACH-25', other.token)).json().data).toMatchObject({ redemptionsLeft: 9, usedByYou: false, usable: true });
    expect((await use('EACH-25', other.token, { amountUsed: 25.5 })).json().data).toMatchObject({
      amountUsed: 25.5,
      redemptionsLeft: 8,
      balance: 25.5,
    });

    const second = await use('EACH-25');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(VOUCHER_TEXTS.alreadyUsed);
    expect((await lookup('EACH-25')).json().data).toMatchObject({
      usedByYou: true,
      usable: false,
      refusal: VOUCHER_TEXTS.alreadyUsed,
      redemptionsLeft: 8,
    });
    expect(await balance()).toBe(before + 25.5);

    // An `amountUsed` a client sends must be the voucher's, never another.
    const [third] = await newUsers(1);
    const otherAmount = await use('EACH-25', third.token, { amountUsed: 10 });
    expect(otherAmount.json().message).toBe(VOUCHER_TEXTS.otherAmount);
    expect((await lookup('EACH-25', third.token)).json().data).toMatchObject({ redemptionsLeft: 8, usedByYou: false });
    for (const amountUsed of [1e-9, '1e-9', 0.015, 'Infinity', 'lots', 0]) {
      const res = await use('EACH-25', third.token, { amountUsed });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([expect.objectContaining({ property: 'amountUsed' })]);
    }
  });

  it('gives N redemptions to N accounts and refuses the next, and lists who used it and when', async () => {
    const voucher = (await create({ code: 'THREE-ONLY', tokensPerRedemption: 10, redemptions: 3 })).json().data;
    const users = await newUsers(4);
    for (const [i, user] of users.slice(0, 3).entries()) {
      expect((await use('THREE-ONLY', user.token)).json().data).toMatchObject({ amountUsed: 10, redemptionsLeft: 2 - i, balance: 10 });
    }
    const fourth = await use('THREE-ONLY', users[3].token);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe(VOUCHER_TEXTS.usedUp);
    expect((await lookup('THREE-ONLY', users[3].token)).json().data).toMatchObject({
      redemptionsLeft: 0,
      usedByYou: false,
      usable: false,
      refusal: VOUCHER_TEXTS.usedUp,
    });
    expect(await balanceOf(users[3].email)).toBe(0);

    const listed = await t.app.inject({ url: `/api/admin/vouchers/${voucher._id}/redemptions`, headers: bearer(adminToken) });
    expect(listed.statusCode).toBe(200);
    const { data, total } = listed.json().data;
    expect(total).toBe(3);
    expect(data.map((row: { user: { email: string } }) => row.user.email)).toEqual(
      users
        .slice(0, 3)
        .map((u) => u.email)
        .reverse(),
    );
    expect(data[0]).toEqual({
      _id: expect.any(String),
      user: { _id: users[2].id, name: expect.any(String), username: expect.any(String), email: users[2].email },
      tokens: 10,
      createdAt: expect.any(String),
    });
    expect((await t.app.inject({ url: '/api/admin/vouchers?limit=100', headers: bearer(adminToken) })).json().data.data).toContainEqual(
      expect.objectContaining({ code: 'THREE-ONLY', redemptions: 3, redeemed: 3 }),
    );
    expect((await t.app.inject({ url: `/api/admin/vouchers/${voucher._id}/redemptions`, headers: bearer(userToken) })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: '/api/admin/vouchers/00000000-0000-4000-8000-000000000000/redemptions', headers: bearer(adminToken) }))
        .statusCode,
    ).toBe(404);
  });

  it('never gives more redemptions than its number when many accounts redeem at once, nor two to one account', async () => {
    await create({ code: 'RACE-4', tokensPerRedemption: 5, redemptions: 4 });
    const users = await newUsers(8);
    const results = await Promise.all(users.map((user) => use('RACE-4', user.token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.json().message)).toEqual(Array(4).fill(VOUCHER_TEXTS.usedUp));
    const [voucher] = await t.deps.database.db.select().from(vouchers).where(eq(vouchers.code, 'RACE-4'));
    expect(voucher.usedCount).toBe(4);
    const balances = await Promise.all(users.map((user) => balanceOf(user.email)));
    expect(balances.reduce((sum, b) => sum + b, 0)).toBe(20);

    await create({ code: 'RACE-ONE-ACCOUNT', tokensPerRedemption: 7, redemptions: 10 });
    const [racer] = await newUsers(1);
    const same = await Promise.all(Array.from({ length: 6 }, () => use('RACE-ONE-ACCOUNT', racer.token)));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 400).every((r) => r.json().message === VOUCHER_TEXTS.alreadyUsed)).toBe(true);
    expect(await balanceOf(racer.email)).toBe(7);
    const [{ n }] = await t.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(voucherRedemptions)
      .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
      .where(and(eq(vouchers.code, 'RACE-ONE-ACCOUNT'), eq(voucherRedemptions.userId, racer.id)));
    expect(n).toBe(1);
  });

  it('refuses a disabled voucher until it is enabled again, with an audit row for each change', async () => {
    const voucher = (await create({ code: 'SWITCHED', tokensPerRedemption: 3, redemptions: 5 })).json().data;
    expect((await update(voucher._id, { status: 'inactive' }, userToken)).statusCode).toBe(403);
    const disabled = await update(voucher._id, { status: 'inactive' });
    expect(disabled.json().data).toMatchObject({ status: 'inactive', redeemed: 0 });
    const [user] = await newUsers(1);
    const refused = await use('SWITCHED', user.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VOUCHER_TEXTS.disabled);
    expect((await lookup('SWITCHED', user.token)).json().data).toMatchObject({ usable: false, refusal: VOUCHER_TEXTS.disabled });
    expect(await balanceOf(user.email)).toBe(0);

    expect((await update(voucher._id, { status: 'active' })).json().data.status).toBe('active');
    expect((await use('SWITCHED', user.token)).statusCode).toBe(200);
    const rows = await auditRows(voucher._id);
    expect(rows.map((row) => row.action)).toEqual(['voucher.create', 'voucher.update', 'voucher.update']);
    expect(rows[1]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    expect(rows[2]).toMatchObject({ before: { status: 'inactive' }, after: { status: 'active' } });
    expect((await update('00000000-0000-4000-8000-000000000000', { status: 'inactive' })).statusCode).toBe(404);
    expect((await update(voucher._id, { status: 'gone' })).statusCode).toBe(400);
  });

  it('refuses unknown and expired codes with clear texts', async () => {
    const unknown = await use('NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(VOUCHER_TEXTS.unknown);
    expect((await lookup('NO-SUCH-CODE')).statusCode).toBe(404);

    await create({ code: 'OLD-ONE', tokensPerRedemption: 10, redemptions: 5 });
    await t.deps.database.db
      .update(vouchers)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(vouchers.code, 'OLD-ONE'));
    expect((await use('OLD-ONE')).json().message).toBe(VOUCHER_TEXTS.expired);
  });

  it('shows redemptions and tips in the token history, newest first', async () => {
    await create({ code: 'HISTORY-5', tokensPerRedemption: 5, redemptions: 1 });
    expect((await use('HISTORY-5')).statusCode).toBe(200);
    const [performer] = await t.deps.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'demo-performer'));
    await t.app.inject({
      method: 'POST',
      url: `/api/member/send-tip-token/${performer.id}`,
      headers: bearer(userToken),
      payload: { token: 15 },
    });
    const res = await t.app.inject({ url: '/api/transactions/user/search?limit=3', headers: bearer(userToken) });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(data[0]).toMatchObject({ kind: 'tip', amount: -15, counterparty: { _id: performer.id, username: 'demo-performer' } });
    expect(data[1]).toMatchObject({ kind: 'voucher', amount: 5, counterparty: null });

    const performerToken = await t.login('performers', 'demo-performer');
    const theirs = (await t.app.inject({ url: '/api/transactions/user/search', headers: bearer(performerToken) })).json().data;
    expect(theirs.data[0]).toMatchObject({ kind: 'tip', amount: 9, counterparty: { username: 'demo-user' } });
    const onlyVouchers = (
      await t.app.inject({ url: '/api/transactions/user/search?kind=voucher&limit=100', headers: bearer(userToken) })
    ).json().data;
    expect(onlyVouchers.data.every((row: { kind: string }) => row.kind === 'voucher')).toBe(true);
  });
});
