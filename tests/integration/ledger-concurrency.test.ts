/**
 * The ledger under load (issue proof): many parallel tips, purchases and voucher
 * redemptions against balances that cannot cover them all, on fixed and on randomly
 * generated operation sequences (fast-check). Afterwards no balance is negative,
 * every transaction's entries sum to zero, balances match their entries, the total
 * of balances plus platform revenue equals tokens sold, redeemed and given, and
 * each idempotency key had exactly one effect. Most telling on PostgreSQL, where
 * the requests truly run at the same time.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, ledgerEntries, performers, studios } from '@/server/db/schema';
import { hashPassword } from '@/server/security/passwords';
import { post } from '@/server/modules/ledger/ledger';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';

let t: TestApp;
let adminToken: string;
const users: { id: string; token: string }[] = [];
let performerIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { loginMaxPerIp: 1000, voucherTriesPerMinute: 100000 } });
  const db = t.deps.database.db;
  const passwordHash = await hashPassword('demo12345');
  const rows = await db
    .insert(accounts)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        kind: 'user' as const,
        email: `racer${i}@demo.test`,
        username: `racer${i}`,
        name: `Racer ${i}`,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: accounts.id, email: accounts.email });
  for (const row of rows) users.push({ id: row.id, token: await t.login('users', row.email) });
  // An independent performer and two studio members (their studio takes a share).
  const names = ['demo-performer', 'ioana-star', 'mateo-cruz'];
  performerIds = (
    await db
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(sql`${accounts.username} in ('demo-performer', 'ioana-star', 'mateo-cruz')`)
  )
    .sort((a, b) => names.indexOf(a.username!) - names.indexOf(b.username!))
    .map((row) => row.id);
  await db.update(studios).set({ memberSharePercent: 55 });
  await db.update(performers).set({ memberSharePercent: 33 }).where(eq(performers.accountId, performerIds[2]));
  adminToken = await t.login('users', 'admin@demo.test');
});
afterAll(() => t.close());

/** A voucher of the test's own (the racers redeem it): 40 tokens, 4 redemptions. */
async function newVoucher(code: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/vouchers',
    headers: bearer(adminToken),
    payload: { code, tokensPerRedemption: 40, redemptions: 4 },
  });
  expect(res.statusCode).toBe(200);
  return code;
}

type Op =
  | { type: 'tip'; user: number; performer: number; tokens: number; key?: string }
  | { type: 'voucher'; user: number }
  | { type: 'buy'; user: number };

async function run(op: Op, voucher: string) {
  const user = users[op.user];
  if (op.type === 'tip') {
    return t.app.inject({
      method: 'POST',
      url: `/api/member/send-tip-token/${performerIds[op.performer]}`,
      headers: { ...bearer(user.token), ...(op.key ? { 'idempotency-key': op.key } : {}) },
      payload: { token: op.tokens },
    });
  }
  if (op.type === 'voucher')
    return t.app.inject({ method: 'POST', url: `/api/vouchers/${voucher}/use`, headers: bearer(user.token), payload: {} });
  const packs = (await t.app.inject({ url: '/api/package/token/search' })).json().data.data;
  const bought = await t.app.inject({
    method: 'POST',
    url: `/api/payment/purchase-tokens/${packs[0]._id}`,
    headers: bearer(user.token),
    payload: { gateway: 'sandbox' },
  });
  const url = new URL(bought.json().data.paymentUrl, 'http://x');
  const orderId = url.pathname.split('/').pop();
  const decide = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${orderId}/decide`,
      payload: { signature: url.searchParams.get('signature'), outcome: 'approve' },
    });
  // The gateway calls back twice: the second must change nothing.
  const [first] = await Promise.all([decide(), decide()]);
  return first;
}

async function checkInvariants() {
  const { db } = t.deps.database;
  expect((await checkLedgerInvariants(db)).filter((result) => result.violations > 0)).toEqual([]);
  // Every token in an account or kept as commission was sold, redeemed or given by an adjustment.
  const [totals] = (
    await db.execute<{ accounts: string; platform: string; issued: string }>(sql`select
      coalesce(sum(amount_minor) filter (where wallet = 'account'), 0)::text as accounts,
      coalesce(sum(amount_minor) filter (where wallet = 'platform'), 0)::text as platform,
      coalesce(-sum(amount_minor) filter (where wallet in ('gateway', 'vouchers', 'adjustments')), 0)::text as issued
    from ${ledgerEntries}`)
  ).rows;
  expect(BigInt(totals.accounts) + BigInt(totals.platform)).toBe(BigInt(totals.issued));
  const [{ balances }] = (
    await db.execute<{ balances: string }>(sql`select coalesce(sum(balance_minor), 0)::text as balances from ${accounts}`)
  ).rows;
  expect(BigInt(balances)).toBe(BigInt(totals.accounts));
}

describe('the ledger under concurrent load', () => {
  it('keeps every invariant when many tips, purchases and redemptions race for too few tokens', async () => {
    const { db } = t.deps.database;
    // Each racer has 100 tokens and tries to spend far more.
    await db.transaction((tx) =>
      post(tx, {
        kind: 'adjustment',
        accountId: null,
        description: 'opening balances',
        entries: [
          { wallet: 'adjustments', amountMinor: -60000n },
          ...users.map((user) => ({ wallet: 'account' as const, accountId: user.id, amountMinor: 10000n })),
        ],
      }),
    );

    const ops: Op[] = [];
    for (let i = 0; i < 60; i++) ops.push({ type: 'tip', user: i % 6, performer: i % 3, tokens: 15 + (i % 4) * 5 });
    for (let i = 0; i < 12; i++) ops.push({ type: 'voucher', user: i % 6 });
    for (let i = 0; i < 6; i++) ops.push({ type: 'tip', user: 0, performer: 1, tokens: 20, key: 'same-tip-key' });
    ops.push({ type: 'buy', user: 1 }, { type: 'buy', user: 2 });
    const voucher = await newVoucher('LOAD-TEST');
    const results = await Promise.all(ops.map((op) => run(op, voucher)));

    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 400).map((r) => r.body)).toEqual([]);
    expect(results.some((r) => r.statusCode === 400)).toBe(true);
    const redeemed = results.slice(60, 72).filter((r) => r.statusCode === 200).length;
    expect(redeemed).toBe(4); // 4 redemptions of 40 tokens, one per account, for 6 accounts trying twice
    const keyed = results.slice(72, 78);
    expect(new Set(keyed.filter((r) => r.statusCode === 200).map((r) => r.json().data.transactionId)).size).toBeLessThanOrEqual(1);
    await checkInvariants();
  });

  it('keeps every invariant on random operation sequences', async () => {
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        type: fc.constant('tip' as const),
        user: fc.nat(5),
        performer: fc.nat(2),
        tokens: fc.integer({ min: 1, max: 120 }),
        key: fc.option(fc.constantFrom('k-a', 'k-b', 'k-c'), { nil: undefined }),
      }),
      fc.record({ type: fc.constant('voucher' as const), user: fc.nat(5) }),
      fc.record({ type: fc.constant('buy' as const), user: fc.nat(5) }),
    );
    const voucher = await newVoucher('LOAD-RANDOM');
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const results = await Promise.all(ops.map((each) => run(each, voucher)));
        for (const r of results) expect([200, 400, 404]).toContain(r.statusCode);
        await checkInvariants();
      }),
      { numRuns: 15 },
    );
  });
});
