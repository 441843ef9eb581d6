/**
 * Payout requests through the API: a request takes exactly the unpaid earnings of
 * its range, one pending per requester, refusals say why; administrators (or the
 * studio, for its members) approve, reject and mark done, and done moves the tokens
 * through the ledger, marks the earnings paid and is refused when the balance
 * cannot cover it. The requester hears each decision on their socket.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiOf, createTestApp, type TestApp } from './helpers';
import { accounts, auditLog, earnings, ledgerEntries, payoutRequests, settings } from '@/server/db/schema';
import { PAYOUT_MESSAGES } from '@/server/modules/payouts/service';

let t: TestApp;
let userToken: string;
let performerToken: string;
let adminToken: string;
let studioToken: string;
let memberToken: string;

const db = () => t.deps.database.db;
const payoutsWallet = async () =>
  Number(
    (
      await db().execute<{ total: string }>(
        sql`select coalesce(sum(amount_minor), 0)::text as total from ${ledgerEntries} where wallet = 'payouts'`,
      )
    ).rows[0].total,
  ) / 100;
const call = apiOf(() => t);
const tip = async (performerId: string, token: number) =>
  expect((await call('POST', `/member/send-tip-token/${performerId}`, userToken, { token })).statusCode).toBe(200);

const auditRows = (targetId: string) => db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
const FROM = '2000-01-01T00:00:00.000Z';
const farFuture = () => new Date(Date.now() + 3600_000).toISOString();
const BANK = {
  accountHolder: 'Demo Performer',
  accountNumber: 'NL91ABNA0417164300',
  bankName: 'ABN AMRO',
  swift: 'ABNANL2A',
  country: 'NL',
};

/**
 * A demo performer of the test's own, with bank details saved and the demo user's tips of
 * `tips` (60 % of each theirs at the default commission): each test pays out its own.
 */
async function performerWith(username: string, tips: number[]) {
  const id = await t.idOf(username);
  const token = await t.login('performers', username);
  expect((await call('POST', '/performers/bank-transfer/update', token, BANK)).statusCode).toBe(200);
  for (const amount of tips) await tip(id, amount);
  return { id, token };
}
const requestPayout = (token: string, extra: object = {}) =>
  call('POST', '/payout-requests/performer', token, { fromDate: FROM, toDate: farFuture(), paymentAccountType: 'bank_transfer', ...extra });

async function setSetting(key: string, value: unknown) {
  await db().insert(settings).values({ key, value, group: 'payment' }).onConflictDoUpdate({ target: settings.key, set: { value } });
  t.app.settings.invalidate();
}
const setMinimum = (tokens: number) => setSetting('minimumPayoutTokens', tokens);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [userToken, performerToken, adminToken, studioToken, memberToken] = await Promise.all([
    t.login('users', 'user@demo.test'),
    t.login('performers', 'demo-performer'),
    t.login('users', 'admin@demo.test'),
    t.login('studio', 'studio@demo.test'),
    t.login('performers', 'ioana-star'),
  ]);
  await setMinimum(20);
});
afterAll(() => t.close());

describe('a performer requests a payout and an administrator pays it', () => {
  it('refuses without payment information for the method, and below the minimum', async () => {
    const performer = await t.idOf('demo-performer');
    await tip(performer, 20); // 12 net at the default 40 %
    const body = { fromDate: FROM, toDate: farFuture(), paymentAccountType: 'bank_transfer' };
    let res = await call('POST', '/payout-requests/performer', performerToken, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYOUT_MESSAGES.noPaymentInformation);

    expect((await call('POST', '/performers/bank-transfer/update', performerToken, BANK)).statusCode).toBe(200);
    res = await call('POST', '/payout-requests/performer', performerToken, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYOUT_MESSAGES.belowMinimum);
    expect(await db().select().from(payoutRequests).where(eq(payoutRequests.requesterId, performer))).toEqual([]);
    expect((await db().select().from(earnings).where(eq(earnings.accountId, performer))).every((e) => e.payoutRequestId === null)).toBe(
      true,
    );

    res = await call('POST', '/payout-requests/performer', performerToken, { ...body, fromDate: farFuture(), toDate: FROM });
    expect(res.json().message).toBe(PAYOUT_MESSAGES.badRange);
    res = await call('POST', '/payout-requests/performer', performerToken, { ...body, paymentAccountType: 'cash' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0].property).toBe('paymentAccountType');
  });

  it('takes exactly the unpaid net of the range, and only one pending request at a time', async () => {
    const { id: performer, token } = await performerWith('daan-utrecht', [20, 30]); // 12 + 18 net
    const preview = await call('GET', `/earning/performer/payout?fromDate=${FROM}&toDate=${encodeURIComponent(farFuture())}`, token);
    // At the default rate of 0.05 per token.
    expect(preview.json().data).toEqual({
      amount: 30,
      count: 2,
      minimumPayout: 20,
      value: { amount: 1.5, currency: 'EUR' },
      tokenValue: 0.05,
    });

    const res = await requestPayout(token, { requestNote: 'Monthly' });
    expect(res.statusCode).toBe(200);
    const request = res.json().data;
    expect(request).toMatchObject({
      amount: 30,
      value: { amount: 1.5, currency: 'EUR' },
      status: 'pending',
      studioId: null,
      requesterKind: 'performer',
      paymentAccountType: 'bank_transfer',
      requestNote: 'Monthly',
      paymentAccountInfo: BANK,
    });
    const covered = await db().select().from(earnings).where(eq(earnings.payoutRequestId, request._id));
    expect(covered.length).toBe(2);

    // Covered earnings are no longer offered, and a second pending request is refused.
    expect((await call('GET', '/earning/performer/payout', token)).json().data.amount).toBe(0);
    await tip(performer, 50);
    const second = await requestPayout(token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PAYOUT_MESSAGES.pendingExists);

    const pending = await call('GET', '/payout-requests/performer/pending-requests', token);
    expect(pending.json().data.data.map((r: { _id: string }) => r._id)).toEqual([request._id]);
  });

  it('lets the requester edit the pending request, which takes the earnings of the new range', async () => {
    const { id: performer, token } = await performerWith('amara-joy', [20, 30]);
    const requestId = (await requestPayout(token)).json().data._id;
    await tip(performer, 50); // after the request: not in it yet
    expect((await db().select().from(earnings).where(eq(earnings.payoutRequestId, requestId))).length).toBe(2);
    // The request's value is fixed when it is made or changed: a new rate reaches it with the change.
    await setSetting('payoutTokenValue', 0.0333);
    await setSetting('payoutCurrency', 'USD');
    expect((await call('GET', `/payout-requests/performer/${requestId}/view`, token)).json().data.value).toEqual({
      amount: 1.5,
      currency: 'EUR',
    });
    const res = await call('PUT', `/payout-requests/performer/${requestId}`, token, {
      fromDate: FROM,
      toDate: farFuture(),
      paymentAccountType: 'bank_transfer',
      requestNote: 'All of it',
    });
    expect(res.statusCode).toBe(200);
    // 60 tokens at 0.0333: 1.998, half a cent rounded up.
    expect(res.json().data).toMatchObject({
      amount: 60,
      value: { amount: 2, currency: 'USD' },
      requestNote: 'All of it',
      status: 'pending',
    });
    await setSetting('payoutTokenValue', 0.05);
    await setSetting('payoutCurrency', 'EUR');
    expect((await db().select().from(earnings).where(eq(earnings.payoutRequestId, requestId))).length).toBe(3);

    // Another performer can neither see nor change it.
    expect((await call('GET', `/payout-requests/performer/${requestId}/view`, memberToken)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/payout-requests/performer/${requestId}`, memberToken, {
          fromDate: FROM,
          toDate: farFuture(),
          paymentAccountType: 'bank_transfer',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/payout-requests/performer/${requestId}/view`, token)).json().data.amount).toBe(60);
  });

  it('goes to the administrators: done before approval is refused; approved, then done, moves the tokens', async () => {
    const { id: performer, token } = await performerWith('mei-lin', [20, 30, 50]);
    const requestId = (await requestPayout(token)).json().data._id;
    const list = await call('GET', '/admin/payout-requests?status=pending', adminToken);
    expect(list.json().data.data.map((r: { _id: string }) => r._id)).toContain(requestId);
    expect((await call('GET', '/admin/payout-requests', token)).statusCode).toBe(403);

    let res = await call('PUT', `/admin/payout-requests/${requestId}`, adminToken, { status: 'done' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYOUT_MESSAGES.badTransition);

    // What the requester's sockets are told.
    const told: { accountId: string; event: string; payload: unknown }[] = [];
    const toAccount = t.deps.realtime.toAccount;
    t.deps.realtime.toAccount = ((accountId: string, event: string, payload: unknown) =>
      void told.push({ accountId, event, payload })) as typeof toAccount;
    const decisionsTold = () =>
      told
        .filter((e) => e.event === 'payout/updated')
        .map((e) => [e.accountId, (e.payload as { request: { _id: string; status: string } }).request]);

    res = await call('PUT', `/admin/payout-requests/${requestId}`, adminToken, { status: 'approved', adminNote: 'Paying Friday' });
    expect(res.json().data).toMatchObject({ status: 'approved', adminNote: 'Paying Friday' });
    expect(decisionsTold()).toEqual([[performer, res.json().data]]);
    // Approved is not pending: a new request may be made, but it cannot take the approved one's earnings.
    expect((await call('GET', '/earning/performer/payout', token)).json().data.amount).toBe(0);

    const [balanceBefore, walletBefore] = [await t.balanceOf(performer), await payoutsWallet()];
    res = await call('PUT', `/admin/payout-requests/${requestId}`, adminToken, { status: 'done' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('done');
    expect(res.json().data.transactionId).toEqual(expect.any(String));
    expect(decisionsTold()).toEqual([
      [performer, expect.objectContaining({ _id: requestId, status: 'approved' })],
      [performer, res.json().data],
    ]);
    t.deps.realtime.toAccount = toAccount;
    expect(await t.balanceOf(performer)).toBe(balanceBefore - 60);
    expect(await payoutsWallet()).toBe(walletBefore + 60);
    const rows = await db().select().from(earnings).where(eq(earnings.payoutRequestId, requestId));
    expect(rows.every((row) => row.paidAt !== null)).toBe(true);

    const stats = await call('GET', '/earning/performer/stats', token);
    expect(stats.json().data).toMatchObject({ net: 60, paid: 60, unpaid: 0 });
    const search = await call('GET', '/earning/performer/search?limit=10', token);
    expect(search.json().data.data.every((e: { isPaid: boolean }) => e.isPaid)).toBe(true);

    // Done is final.
    expect((await call('PUT', `/admin/payout-requests/${requestId}`, adminToken, { status: 'rejected' })).statusCode).toBe(400);
    // Each decision wrote its audit row, the refused ones none.
    const admin = (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'admin@demo.test')))[0].id;
    expect(await auditRows(requestId)).toEqual([
      expect.objectContaining({
        adminId: admin,
        action: 'payout.approve',
        targetType: 'payout',
        before: { status: 'pending', adminNote: null },
        after: { status: 'approved', adminNote: 'Paying Friday' },
        reason: 'Paying Friday',
      }),
      expect.objectContaining({
        adminId: admin,
        action: 'payout.done',
        targetType: 'payout',
        before: { status: 'approved', adminNote: 'Paying Friday' },
        after: { status: 'done', adminNote: 'Paying Friday', transactionId: res.json().data.transactionId },
      }),
    ]);
    const requestStats = await call('POST', '/payout-requests/performer/stats', token, {});
    expect(requestStats.json().data.done).toEqual({ count: 1, amount: 60 });
  });

  it('releases the earnings of a rejected request', async () => {
    const { token } = await performerWith('fleur-red', [40]);
    const res = await requestPayout(token);
    expect(res.json().data.amount).toBe(24);
    const id = res.json().data._id;
    expect(
      (await call('PUT', `/admin/payout-requests/${id}`, adminToken, { status: 'rejected', adminNote: 'Documents missing' })).json().data
        .status,
    ).toBe('rejected');
    expect(await auditRows(id)).toEqual([
      expect.objectContaining({
        action: 'payout.reject',
        after: { status: 'rejected', adminNote: 'Documents missing' },
        reason: 'Documents missing',
      }),
    ]);
    expect(await db().select().from(earnings).where(eq(earnings.payoutRequestId, id))).toEqual([]);
    expect((await call('GET', '/earning/performer/payout', token)).json().data.amount).toBe(24);
    expect(
      (
        await call('PUT', `/payout-requests/performer/${id}`, token, {
          fromDate: FROM,
          toDate: farFuture(),
          paymentAccountType: 'bank_transfer',
        })
      ).json().message,
    ).toBe(PAYOUT_MESSAGES.notPending);
  });

  it('refuses to mark done when the balance cannot cover it, and changes nothing', async () => {
    const { id: performer, token } = await performerWith('robin-sky', [40]);
    const res = await requestPayout(token);
    const id = res.json().data._id;
    await call('PUT', `/admin/payout-requests/${id}`, adminToken, { status: 'approved' });
    // A balance set behind the ledger's back, for this test only.
    const [{ balanceMinor }] = await db().select({ balanceMinor: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, performer));
    await db().update(accounts).set({ balanceMinor: 1000n }).where(eq(accounts.id, performer));
    try {
      const walletBefore = await payoutsWallet();
      const done = await call('PUT', `/admin/payout-requests/${id}`, adminToken, { status: 'done' });
      expect(done.statusCode).toBe(400);
      expect(done.json().message).toBe(PAYOUT_MESSAGES.balanceTooLow);
      expect(await t.balanceOf(performer)).toBe(10);
      expect(await payoutsWallet()).toBe(walletBefore);
      const [request] = await db().select().from(payoutRequests).where(eq(payoutRequests.id, id));
      expect(request).toMatchObject({ status: 'approved', transactionId: null });
      const unpaid = await db()
        .select()
        .from(earnings)
        .where(and(eq(earnings.payoutRequestId, id), isNull(earnings.paidAt)));
      expect(unpaid.length).toBe(1);
    } finally {
      await db().update(accounts).set({ balanceMinor }).where(eq(accounts.id, performer));
    }
  });
});

describe("a studio member's request goes to the studio", () => {
  it('is decided by the studio only; done moves the tokens from the member to the studio', async () => {
    const member = await t.idOf('ioana-star');
    const studio = await t.idOf('demo-studio');
    const memberPayouts = async () => (await call('GET', '/earning/studio/search?saleType=member_payout', studioToken)).json().data.data;
    const earlierPayouts = (await memberPayouts()).length;
    await tip(member, 100);
    expect(
      (await call('POST', '/payment-information', memberToken, { paymentAccountType: 'paxum', email: 'ioana@paxum.test' })).statusCode,
    ).toBe(200);
    const res = await call('POST', '/payout-requests/performer', memberToken, {
      fromDate: FROM,
      toDate: farFuture(),
      paymentAccountType: 'paxum',
    });
    expect(res.statusCode).toBe(200);
    const request = res.json().data;
    expect(request.studioId).toBe(studio);

    // Not the administrators' to decide, nor another studio's member list.
    expect((await call('GET', '/admin/payout-requests', adminToken)).json().data.data.map((r: { _id: string }) => r._id)).not.toContain(
      request._id,
    );
    expect((await call('PUT', `/admin/payout-requests/${request._id}`, adminToken, { status: 'approved' })).statusCode).toBe(404);
    expect((await call('PUT', `/payout-requests/studio/update/${request._id}`, memberToken, { status: 'approved' })).statusCode).toBe(403);

    const list = await call('GET', '/payout-requests/studio/performer-request', studioToken);
    expect(list.json().data.data.map((r: { _id: string }) => r._id)).toContain(request._id);
    expect((await call('GET', `/payout-requests/studio/${request._id}/view`, studioToken)).json().data.requester.username).toBe(
      'ioana-star',
    );

    expect((await call('PUT', `/payout-requests/studio/update/${request._id}`, studioToken, { status: 'approved' })).statusCode).toBe(200);
    const [memberBefore, studioBefore, walletBefore] = [await t.balanceOf(member), await t.balanceOf(studio), await payoutsWallet()];
    const done = await call('PUT', `/payout-requests/studio/update/${request._id}`, studioToken, {
      status: 'done',
      adminNote: 'Paid in cash',
    });
    expect(done.json().data).toMatchObject({ status: 'done', adminNote: 'Paid in cash' });
    expect(await t.balanceOf(member)).toBeCloseTo(memberBefore - request.amount, 2);
    expect(await t.balanceOf(studio)).toBeCloseTo(studioBefore + request.amount, 2);
    expect(await payoutsWallet()).toBe(walletBefore);
    // The platform now owes the studio what it paid its member.
    const studioEarnings = await memberPayouts();
    expect(studioEarnings).toHaveLength(earlierPayouts + 1);
    expect(studioEarnings[0]).toMatchObject({ saleType: 'member_payout', netPrice: request.amount, commission: 0, isPaid: false });
  });

  it("a studio's own request goes to the administrators and covers what it paid its members", async () => {
    const studio = await t.idOf('demo-studio');
    const range = `fromDate=${FROM}&toDate=${encodeURIComponent(farFuture())}`;
    // Whatever the studio had earned before this test is in its request too.
    const earlier = (await call('GET', `/earning/studio/payout?${range}`, studioToken)).json().data.amount as number;
    // A member's 100-token tip, paid out to the member by the studio.
    const mateo = await t.idOf('mateo-cruz');
    const mateoToken = await t.login('performers', 'mateo-cruz');
    await tip(mateo, 100);
    expect((await call('POST', '/performers/paxum/update', mateoToken, { email: 'mateo@paxum.test' })).statusCode).toBe(200);
    const memberRequest = (
      await call('POST', '/payout-requests/performer', mateoToken, { fromDate: FROM, toDate: farFuture(), paymentAccountType: 'paxum' })
    ).json().data;
    for (const status of ['approved', 'done'])
      expect((await call('PUT', `/payout-requests/studio/update/${memberRequest._id}`, studioToken, { status })).statusCode).toBe(200);

    expect(
      (await call('POST', '/studio/bitpay/update', studioToken, { walletAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' }))
        .statusCode,
    ).toBe(200);
    const res = await call('POST', '/payout-requests/studio', studioToken, {
      fromDate: FROM,
      toDate: farFuture(),
      paymentAccountType: 'bitpay',
    });
    // The studio's part of the member's 100-token tip (seeded at 20 % platform): 80 * 40 % = 32,
    // and the 48 it paid the member.
    expect(res.json().data).toMatchObject({ requesterKind: 'studio', studioId: null, amount: earlier + 80 });
    const id = res.json().data._id;
    expect((await call('PUT', `/payout-requests/studio/update/${id}`, studioToken, { status: 'approved' })).statusCode).toBe(404);
    expect((await call('PUT', `/admin/payout-requests/${id}`, adminToken, { status: 'approved' })).statusCode).toBe(200);
    expect((await call('GET', '/payout-requests/studio/search?status=approved', studioToken)).json().data.total).toBe(1);
    const [studioBefore, walletBefore] = [await t.balanceOf(studio), await payoutsWallet()];
    expect((await call('PUT', `/admin/payout-requests/${id}`, adminToken, { status: 'done' })).statusCode).toBe(200);
    expect(await t.balanceOf(studio)).toBeCloseTo(studioBefore - earlier - 80, 2);
    expect(await payoutsWallet()).toBeCloseTo(walletBefore + earlier + 80, 2);
  });
});

describe('one pending request per requester under concurrency', () => {
  it('accepts exactly one of several simultaneous requests', async () => {
    const performer = await t.idOf('sanne-sunshine');
    const token = await t.login('performers', 'sanne-sunshine');
    await tip(performer, 100);
    await call('POST', '/performers/paxum/update', token, { email: 'sanne@paxum.test' });
    const body = { fromDate: FROM, toDate: farFuture(), paymentAccountType: 'paxum' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/payout-requests/performer', token, body)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 400 || c === 409)).toBe(true);
    const rows = await db().select().from(payoutRequests).where(eq(payoutRequests.requesterId, performer));
    expect(rows).toHaveLength(1);
    const covered = await db().select().from(earnings).where(eq(earnings.payoutRequestId, rows[0].id));
    expect(covered.reduce((sum, e) => sum + e.netMinor, 0n)).toBe(rows[0].amountMinor);
  });
});
