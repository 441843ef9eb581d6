/**
 * Earnings and payment information through the API: an earner sees only their own
 * rows, filtered by range and sale type, with totals, a per-day net, a CSV export;
 * payment information per method is validated field by field.
 */
import { eq } from 'drizzle-orm';
import { apiOf, createTestApp, type TestApp } from './helpers';
import { accounts, earnings } from '@/server/db/schema';

let t: TestApp;
let performerToken: string;
let studioToken: string;
let userToken: string;

const db = () => t.deps.database.db;
const call = apiOf(() => t);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [performerToken, studioToken, userToken] = await Promise.all([
    t.login('performers', 'demo-performer'),
    t.login('studio', 'studio@demo.test'),
    t.login('users', 'user@demo.test'),
  ]);
  const performer = await t.idOf('demo-performer');
  for (const token of [10, 20, 30]) await call('POST', `/member/send-tip-token/${performer}`, userToken, { token });
  await call('POST', `/member/send-tip-token/${await t.idOf('ioana-star')}`, userToken, { token: 50 });
  // One older sale: 2025-03-01 23:30 in Amsterdam is 22:30 UTC.
  const [first] = await db().select().from(earnings).where(eq(earnings.accountId, performer)).orderBy(earnings.createdAt).limit(1);
  await db()
    .update(earnings)
    .set({ createdAt: new Date('2025-03-01T22:30:00Z') })
    .where(eq(earnings.id, first.id));
});
afterAll(() => t.close());

describe('GET /earning/{performer|studio}/...', () => {
  it('lists only the earner’s own rows, newest first, with payer and amounts', async () => {
    const res = await call('GET', '/earning/performer/search', performerToken);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBe(3);
    expect(data.map((e: { grossPrice: number }) => e.grossPrice)).toEqual([30, 20, 10]);
    expect(data[0]).toMatchObject({
      saleType: 'tip',
      payer: { name: 'Demo User', username: 'demo-user' },
      performer: { username: 'demo-performer' },
      grossPrice: 30,
      commission: 12,
      netPrice: 18,
      isPaid: false,
      paidAt: null,
    });
    const paged = await call('GET', '/earning/performer/search?limit=1&offset=1', performerToken);
    expect(paged.json().data).toMatchObject({ total: 3, data: [{ grossPrice: 20 }] });
  });

  it('filters by range and sale type', async () => {
    const range = 'fromDate=2025-03-01T00:00:00%2B01:00&toDate=2025-03-01T23:59:59%2B01:00';
    expect((await call('GET', `/earning/performer/search?${range}`, performerToken)).json().data.total).toBe(1);
    expect((await call('GET', '/earning/performer/search?saleType=video', performerToken)).json().data.total).toBe(0);
    expect((await call('GET', '/earning/performer/search?saleType=spy', performerToken)).statusCode).toBe(400);
    expect((await call('GET', '/earning/performer/search?fromDate=yesterday', performerToken)).statusCode).toBe(400);
  });

  it('totals the range and gives the net per Amsterdam day', async () => {
    const res = await call('GET', '/earning/performer/stats', performerToken);
    const stats = res.json().data;
    expect(stats).toMatchObject({ count: 3, gross: 60, commission: 24, net: 36, paid: 0, unpaid: 36 });
    expect(stats.daily[0]).toEqual({ date: '2025-03-01', net: 6 });
    expect(stats.daily.reduce((sum: number, d: { net: number }) => sum + d.net, 0)).toBe(36);
  });

  it('exports the range as CSV with a header row', async () => {
    const res = await call('GET', '/earning/performer/export/csv', performerToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="earnings-.*\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Payer,Performer,Sale type,Gross,Commission,Net,Paid,Paid at');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('01/03/2025 23:30:00,Demo User,Luna Demo,tip,10.00,4.00,6.00,no,');
  });

  it('keeps names a spreadsheet would run as formulas as plain text', async () => {
    const user = await t.idOf('demo-user');
    await db().update(accounts).set({ name: '=HYPERLINK("http://x.test","y")' }).where(eq(accounts.id, user));
    const res = await call(
      'GET',
      '/earning/performer/export/csv?fromDate=2025-03-01T00:00:00Z&toDate=2025-03-02T00:00:00Z',
      performerToken,
    );
    await db().update(accounts).set({ name: 'Demo User' }).where(eq(accounts.id, user));
    expect(res.body.trim().split('\r\n')[1]).toBe(
      `01/03/2025 23:30:00,"'=HYPERLINK(""http://x.test"",""y"")",Luna Demo,tip,10.00,4.00,6.00,no,`,
    );
  });

  it("gives a studio its part of its members' sales, and keeps roles apart", async () => {
    const res = await call('GET', '/earning/studio/search', studioToken);
    // 50 gross at the studio's 20 %: 40 left, the member 60 % = 24, the studio 16.
    expect(res.json().data).toMatchObject({
      total: 1,
      data: [{ grossPrice: 50, netPrice: 16, commission: 34, performer: { username: 'ioana-star' } }],
    });
    expect((await call('GET', '/earning/studio/search', performerToken)).statusCode).toBe(403);
    expect((await call('GET', '/earning/performer/stats', studioToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/earning/performer/search' })).statusCode).toBe(401);
  });
});

describe('payment information', () => {
  it('validates the fields of each method in the contract shape', async () => {
    let res = await call('POST', '/performers/bank-transfer/update', performerToken, {
      accountHolder: '',
      accountNumber: '12',
      bankName: 'Bank',
      swift: 'nope',
      country: 'NL',
    });
    expect(res.statusCode).toBe(400);
    const properties = res
      .json()
      .message.map((item: { property: string }) => item.property)
      .sort();
    expect(properties).toEqual(['accountHolder', 'accountNumber', 'swift']);
    expect(res.json().message.find((i: { property: string }) => i.property === 'swift').constraints).toEqual({
      matches: 'Please enter a valid SWIFT/BIC code',
    });

    res = await call('POST', '/payment-information', performerToken, {
      paymentAccountType: 'direct_deposit',
      accountHolder: 'D P',
      accountNumber: '123456',
      bankName: 'Chase',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([{ property: 'routingNumber', constraints: { isNotEmpty: 'This field is required!' } }]);
    res = await call('POST', '/payment-information', performerToken, { paymentAccountType: 'paxum', email: 'not-an-email' });
    expect(res.json().message[0]).toMatchObject({ property: 'email', constraints: { isEmail: 'Not a validate email!' } });
    expect((await call('POST', '/payment-information', performerToken, { paymentAccountType: 'cheque' })).statusCode).toBe(400);
  });

  it('saves per method, replaces on save, and lists only the account’s own', async () => {
    let res = await call('POST', '/payment-information', performerToken, {
      paymentAccountType: 'paxum',
      email: 'me@paxum.test',
      unknownField: 'dropped',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ paymentAccountType: 'paxum', details: { email: 'me@paxum.test' } });
    await call('POST', '/performers/paxum/update', performerToken, { email: 'new@paxum.test' });
    await call('POST', '/performers/direct-deposit/update', performerToken, {
      accountHolder: 'D P',
      accountNumber: '123456',
      routingNumber: '021000021',
      bankName: 'Chase',
    });
    res = await call('GET', '/payment-information', performerToken);
    expect(res.json().data.data.map((p: { paymentAccountType: string; details: object }) => [p.paymentAccountType, p.details])).toEqual([
      ['direct_deposit', { accountHolder: 'D P', accountNumber: '123456', routingNumber: '021000021', bankName: 'Chase' }],
      ['paxum', { email: 'new@paxum.test' }],
    ]);
    expect((await call('GET', '/payment-information', studioToken)).json().data.data).toEqual([]);
    expect((await call('GET', '/payment-information', userToken)).statusCode).toBe(403);
    expect((await call('POST', '/studio/paxum/update', performerToken, { email: 'x@paxum.test' })).statusCode).toBe(403);
  });
});
