/**
 * Vouchers: administrators create codes; users look them up and redeem part or all
 * of what is left; every refusal is clear and changes nothing; racing redemptions
 * never give out more than the voucher holds. Also the token history they leave.
 */
import { eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, vouchers } from '@/server/db/schema';
import { VOUCHER_TEXTS } from '@/server/modules/vouchers/service';

let t: TestApp;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  userToken = await t.login('users', 'user@demo.test');
  adminToken = await t.login('users', 'admin@demo.test');
});
afterAll(() => t.close());

const balance = async () => Number((await t.deps.database.db.select({ b: accounts.balanceMinor }).from(accounts).where(eq(accounts.email, 'user@demo.test')))[0].b) / 100;
const create = (body: object, token = adminToken) => t.app.inject({ method: 'POST', url: '/api/admin/vouchers', headers: bearer(token), payload: body });
const lookup = (code: string) => t.app.inject({ url: `/api/vouchers/${encodeURIComponent(code)}`, headers: bearer(userToken) });
const use = (code: string, amountUsed: unknown) => t.app.inject({ method: 'POST', url: `/api/vouchers/${encodeURIComponent(code)}/use`, headers: bearer(userToken), payload: { amountUsed } });

describe('vouchers', () => {
  it('only administrators create vouchers, with unique codes', async () => {
    expect((await create({ code: 'WELCOME-50', tokens: 50 }, userToken)).statusCode).toBe(403);
    const res = await create({ code: 'WELCOME-50', tokens: 50, maxUses: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'WELCOME-50', value: 50, remaining: 50, maxUses: 3, usedCount: 0 });
    const again = await create({ code: 'welcome-50', tokens: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VOUCHER_TEXTS.codeTaken);
    const generated = await create({ tokens: 5 });
    expect(generated.json().data.code).toMatch(/^[0-9A-F]{12}$/);
    expect((await create({ code: 'bad code!', tokens: 5 })).statusCode).toBe(400);
    expect((await create({ code: 'NEGATIVE', tokens: -5 })).statusCode).toBe(400);
  });

  it('takes amounts in whole hundredths of a token only: a smaller one is refused, not rounded to 0', async () => {
    await create({ code: 'TINY-10', tokens: 10 });
    const before = await balance();
    for (const amountUsed of [1e-9, '1e-9', 0.015, 0.0001, 'Infinity', '1e400']) {
      const res = await use('TINY-10', amountUsed);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([expect.objectContaining({ property: 'amountUsed' })]);
    }
    expect((await lookup('TINY-10')).json().data).toMatchObject({ remaining: 10, usable: true });
    expect(await balance()).toBe(before);
    for (const tokens of [1e-9, 10.001, 'Infinity']) {
      const res = await create({ tokens });
      expect(res.statusCode).toBe(400);
      expect(res.json().message[0].property).toBe('tokens');
    }
    // The largest voucher keeps its two decimals exactly.
    expect((await create({ code: 'LARGEST', tokens: 9999999.99 })).json().data).toMatchObject({ value: 9999999.99, remaining: 9999999.99 });
  });

  it('redeems part of a voucher, then the rest, then refuses', async () => {
    await create({ code: 'PARTS-100', tokens: 100 });
    const before = await balance();
    expect((await lookup('parts-100')).json().data).toMatchObject({ remaining: 100, value: 100, usesLeft: null, usable: true });

    // Two decimals are exact, also where binary floating point is not (0.29, 19.99).
    expect((await use('PARTS-100', 0.29)).statusCode).toBe(200);
    expect((await use('PARTS-100', 19.99)).statusCode).toBe(200);
    expect((await use('PARTS-100', 0.001)).statusCode).toBe(400);
    const first = await use('PARTS-100', 10.22);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ amountUsed: 10.22, remaining: 69.5, balance: before + 30.5 });
    const over = await use('PARTS-100', 70);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(VOUCHER_TEXTS.overAmount);
    expect((await use('PARTS-100', 69.5)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 100);
    const usedUp = await use('PARTS-100', 1);
    expect(usedUp.json().message).toBe(VOUCHER_TEXTS.usedUp);
    expect((await lookup('PARTS-100')).json().data).toMatchObject({ remaining: 0, usable: false });
  });

  it('refuses unknown, expired and used-up codes with clear texts', async () => {
    const unknown = await use('NO-SUCH-CODE', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(VOUCHER_TEXTS.unknown);
    expect((await lookup('NO-SUCH-CODE')).statusCode).toBe(404);

    await create({ code: 'OLD-ONE', tokens: 10 });
    await t.deps.database.db.update(vouchers).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(vouchers.code, 'OLD-ONE'));
    expect((await use('OLD-ONE', 1)).json().message).toBe(VOUCHER_TEXTS.expired);

    await create({ code: 'ONCE-ONLY', tokens: 10, maxUses: 1 });
    expect((await use('ONCE-ONLY', 2)).statusCode).toBe(200);
    expect((await use('ONCE-ONLY', 2)).json().message).toBe(VOUCHER_TEXTS.usedUp);
    expect((await lookup('ONCE-ONLY')).json().data).toMatchObject({ remaining: 8, usesLeft: 0, usable: false });
    expect((await use('ONCE-ONLY', 0)).statusCode).toBe(400);
    expect((await use('ONCE-ONLY', 'lots')).statusCode).toBe(400);
  });

  it('never hands out more than the voucher holds when redemptions race', async () => {
    await create({ code: 'RACE-20', tokens: 20 });
    const before = await balance();
    const results = await Promise.all(Array.from({ length: 8 }, () => use('RACE-20', 5)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(await balance()).toBe(before + 20);
  });

  it('shows redemptions and tips in the token history, newest first', async () => {
    const [performer] = await t.deps.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'demo-performer'));
    await t.app.inject({ method: 'POST', url: `/api/member/send-tip-token/${performer.id}`, headers: bearer(userToken), payload: { token: 15 } });
    const res = await t.app.inject({ url: '/api/transactions/user/search?limit=3', headers: bearer(userToken) });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(data[0]).toMatchObject({ kind: 'tip', amount: -15, counterparty: { _id: performer.id, username: 'demo-performer' } });
    expect(data[1]).toMatchObject({ kind: 'voucher', amount: 5, counterparty: null });

    const performerToken = await t.login('performers', 'demo-performer');
    const theirs = (await t.app.inject({ url: '/api/transactions/user/search', headers: bearer(performerToken) })).json().data;
    expect(theirs.data[0]).toMatchObject({ kind: 'tip', amount: 9, counterparty: { username: 'demo-user' } });
    const onlyVouchers = (await t.app.inject({ url: '/api/transactions/user/search?kind=voucher&limit=100', headers: bearer(userToken) })).json().data;
    expect(onlyVouchers.data.every((row: { kind: string }) => row.kind === 'voucher')).toBe(true);
  });
});
