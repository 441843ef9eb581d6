/**
 * GET /statistics/admin: after real sales (tokens bought through the sandbox gateway, a
 * tip, a private show minute, a paid message, a payout) every money figure equals the
 * sum of the ledger's entries of the range; days are Europe/Amsterdam days; a range that
 * runs backwards or is no date is refused.
 */
import { eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, ledgerEntries, ledgerTransactions, paymentOrders, payoutRequests, settings } from '@/server/db/schema';
import { post } from '@/server/modules/ledger/ledger';
import { recordSale } from '@/server/modules/ledger/sales';
import { commissionDefaults } from '@/server/modules/ledger/defaults';
import { todayInZone } from '@/server/modules/statistics/service';
import type { AdminStatistics } from '@/shared/schemas/statistics';
import type { TokenPackage } from '@/shared/schemas/money';
import { restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let adminToken: string;
let userToken: string;
let userId: string;
let performerId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await t.login('users', 'admin@demo.test');
  userToken = await t.login('users', 'user@demo.test');
  userId = await t.idOf('user@demo.test');
  performerId = await t.idOf('performer@demo.test');
});
afterAll(() => t.close());
// A test charges for messages: the next starts from the seeded settings.
restoreTablesAfterEach(() => t, [settings]);

const db = () => t.deps.database.db;
const statistics = (query = '', token = adminToken) => t.app.inject({ url: `/api/statistics/admin${query}`, headers: bearer(token) });
const statsOf = async (query: string): Promise<AdminStatistics> => {
  const res = await statistics(query);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** Tokens of the ledger's entries of the Amsterdam days `from`..`to`, summed as `what` says. */
async function ledgerSum(from: string, to: string, what: { kinds?: string[]; wallet?: string; credits?: boolean }): Promise<number> {
  const kinds = what.kinds
    ? sql`and t.kind in (${sql.join(
        what.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  const wallet = what.wallet ? sql`and e.wallet = ${what.wallet}` : sql``;
  const credits = what.credits ? sql`and e.amount_minor > 0` : sql``;
  const { rows } = await db().execute<{ total: string }>(sql`
    select coalesce(sum(e.amount_minor), 0)::text as total
    from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
    where t.created_at >= (${from}::date)::timestamp at time zone 'Europe/Amsterdam'
      and t.created_at < ((${to}::date) + 1)::timestamp at time zone 'Europe/Amsterdam'
      ${kinds} ${wallet} ${credits}`);
  return Number(rows[0].total) / 100;
}

describe('the money of a range equals the ledger', () => {
  it('after a purchase, a tip, a private minute, a paid message and a payout', async () => {
    const today = todayInZone();
    const range = `?fromDate=${today}&toDate=${today}`;
    const before = await statsOf(range);

    // Tokens bought through the sandbox gateway.
    const packs: TokenPackage[] = (await t.app.inject({ url: '/api/package/token/search' })).json().data.data;
    const bought = await t.app.inject({
      method: 'POST',
      url: `/api/payment/purchase-tokens/${packs[0]._id}`,
      headers: bearer(userToken),
      payload: { gateway: 'sandbox' },
    });
    const url = new URL(bought.json().data.paymentUrl, 'http://x');
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${url.pathname.split('/').pop()}/decide`,
      payload: { signature: url.searchParams.get('signature'), outcome: 'approve' },
    });
    expect(decided.statusCode).toBe(200);
    // A tip.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/member/send-tip-token/${performerId}`,
          headers: bearer(userToken),
          payload: { token: 25 },
        })
      ).statusCode,
    ).toBe(200);
    // A minute of a private show, charged as the show charges it.
    const defaults = await commissionDefaults(t.app.settings);
    await db().transaction((tx) => recordSale(tx, { saleType: 'private', payerId: userId, performerId, grossMinor: 6000n }, defaults));
    // A paid message.
    for (const [key, value] of [
      ['enableTokenPerMessage', true],
      ['tokenPerMessage', 3],
    ] as const) {
      await db()
        .insert(settings)
        .values({ key, value, group: 'payment', public: true })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    }
    t.app.settings.invalidate();
    const conversation = (
      await t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: bearer(userToken),
        payload: { source: 'performer', sourceId: performerId },
      })
    ).json().data;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/messages/conversations/${conversation._id}`,
          headers: bearer(userToken),
          payload: { text: 'Hi' },
        })
      ).statusCode,
    ).toBe(200);
    // A payout paid to the performer.
    const [request] = await db()
      .insert(payoutRequests)
      .values({
        requesterId: performerId,
        requesterKind: 'performer',
        fromDate: new Date(0),
        toDate: new Date(),
        amountMinor: 1000n,
        valueMinor: 50n,
        valueCurrency: 'EUR',
        method: 'paxum',
        paymentDetails: { email: 'luna@example.com' },
        status: 'approved',
      })
      .returning();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/payout-requests/${request.id}`,
          headers: bearer(adminToken),
          payload: { status: 'done' },
        })
      ).statusCode,
    ).toBe(200);

    const after = await statsOf(range);
    // What was sold shows in the figures...
    expect(after.money.tokensSold - before.money.tokensSold).toBe(packs[0].tokens);
    expect(after.money.tips - before.money.tips).toBe(25);
    expect(after.money.privateShows - before.money.privateShows).toBe(60);
    expect(after.money.showMinutes - before.money.showMinutes).toBe(1);
    expect(after.money.paidMessages - before.money.paidMessages).toBe(3);
    expect(after.money.payoutsDone - before.money.payoutsDone).toBe(10);
    // ...and each figure is the ledger's own sum.
    const m = after.money;
    expect(m.tokensSold).toBe(await ledgerSum(today, today, { kinds: ['purchase'], credits: true }));
    expect(m.voucherTokens).toBe(await ledgerSum(today, today, { kinds: ['voucher'], credits: true }));
    expect(m.tips).toBe(await ledgerSum(today, today, { kinds: ['tip'], credits: true }));
    expect(m.privateShows).toBe(await ledgerSum(today, today, { kinds: ['private'], credits: true }));
    expect(m.groupShows).toBe(await ledgerSum(today, today, { kinds: ['group'], credits: true }));
    expect(m.paidMessages).toBe(await ledgerSum(today, today, { kinds: ['message'], credits: true }));
    expect(m.contentSales).toBe(await ledgerSum(today, today, { kinds: ['product', 'video', 'gallery', 'photo'], credits: true }));
    expect(m.refunds).toBe(await ledgerSum(today, today, { kinds: ['refund'], credits: true }));
    expect(m.chargebacks).toBe(await ledgerSum(today, today, { kinds: ['chargeback'], credits: true }));
    expect(m.commission).toBe(await ledgerSum(today, today, { wallet: 'platform' }));
    expect(m.commission).toBeGreaterThan(before.money.commission);
    expect(m.payoutsDone).toBe(await ledgerSum(today, today, { wallet: 'payouts' }));
    // Revenue per gateway: the paid orders of the range and the tokens the ledger credited for them.
    const [paid] = await db()
      .select({
        cents: sql<number>`sum(${paymentOrders.priceCents})::int`,
        tokens: sql<number>`sum(${paymentOrders.tokens})::int`,
        orders: sql<number>`count(*)::int`,
      })
      .from(paymentOrders)
      .where(eq(paymentOrders.gateway, 'sandbox'));
    const sandbox = m.revenue.find((row) => row.gateway === 'sandbox')!;
    expect(sandbox).toMatchObject({ currency: 'EUR', orders: paid.orders, amountCents: paid.cents, tokens: paid.tokens });
    expect(sandbox.amountCents).toBe(
      (before.money.revenue.find((row) => row.gateway === 'sandbox')?.amountCents ?? 0) + Math.round(packs[0].price * 100),
    );
    // The day's series adds up to the range.
    expect(after.days).toHaveLength(1);
    expect(after.days[0]).toMatchObject({ date: today, tips: m.tips, commission: m.commission, tokensSold: m.tokensSold });
  });

  it('counts the accounts as they are now', async () => {
    const { counts } = await statsOf('');
    const kinds = await db().select({ kind: accounts.kind, status: accounts.status }).from(accounts);
    expect(counts.users).toBe(kinds.filter((row) => row.kind === 'user').length);
    expect(counts.studios).toBe(kinds.filter((row) => row.kind === 'studio').length);
    expect(counts.performers.total).toBe(kinds.filter((row) => row.kind === 'performer').length);
    expect(counts.performers.pending + counts.performers.active + counts.performers.suspended + counts.performers.rejected).toBe(
      counts.performers.total,
    );
  });

  it('lists every day of the default range, the last 30 days up to today', async () => {
    const stats = await statsOf('');
    expect(stats.toDate).toBe(todayInZone());
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0].date).toBe(stats.fromDate);
    expect(stats.days.at(-1)!.date).toBe(stats.toDate);
    expect(stats.money.tips).toBe(stats.days.reduce((sum, day) => sum + day.tips * 100, 0) / 100);
  });
});

describe('days are Europe/Amsterdam days', () => {
  /** A tip-kind transaction at `at` that touches no account: 5 tokens from the adjustments to the platform. */
  const tipAt = (at: string) =>
    db().transaction(async (tx) => {
      const posted = await post(tx, {
        kind: 'tip',
        accountId: null,
        entries: [
          { wallet: 'adjustments', amountMinor: -500n },
          { wallet: 'platform', amountMinor: 500n },
        ],
      });
      await tx
        .update(ledgerTransactions)
        .set({ createdAt: new Date(at) })
        .where(eq(ledgerTransactions.id, posted.transactionId));
    });

  it('counts 23:59 local time on its day and midnight on the next (summer and winter time)', async () => {
    await tipAt('2025-03-31T21:59:59Z'); // 23:59:59 on 31 March in Amsterdam (CEST)
    await tipAt('2025-03-31T22:00:00Z'); // 00:00 on 1 April
    await tipAt('2025-12-31T22:59:00Z'); // 23:59 on 31 December (CET)
    await tipAt('2025-12-31T23:00:00Z'); // 00:00 on 1 January
    expect((await statsOf('?fromDate=2025-03-31&toDate=2025-03-31')).money.tips).toBe(5);
    const spring = await statsOf('?fromDate=2025-03-30&toDate=2025-04-01');
    expect(spring.days.map((day) => [day.date, day.tips])).toEqual([
      ['2025-03-30', 0],
      ['2025-03-31', 5],
      ['2025-04-01', 5],
    ]);
    expect(spring.money).toMatchObject({ tips: 10, commission: 10 });
    expect((await statsOf('?fromDate=2025-12-31&toDate=2025-12-31')).days).toEqual([
      expect.objectContaining({ date: '2025-12-31', tips: 5 }),
    ]);
    expect((await statsOf('?fromDate=2026-01-01&toDate=2026-01-01')).money.tips).toBe(5);
  });
});

describe('bad ranges', () => {
  it.each([
    ['?fromDate=2026-02-02&toDate=2026-02-01', 'The start date must be on or before the end date'],
    ['?fromDate=2026-02-31&toDate=2026-03-01', 'Use a date such as 2026-01-31'],
    ['?fromDate=2026-2-1', null],
    ['?fromDate=2024-01-01&toDate=2026-01-01', 'Choose a range of at most 366 days'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await statistics(query);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('is for administrators only', async () => {
    expect((await statistics('', userToken)).statusCode).toBe(403);
  });
});
