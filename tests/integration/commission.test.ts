/**
 * Commission settings through the API: performers and studios see their effective
 * percentages; studios set their own members' shares; administrators set
 * per-performer rates and studio rates, and the next sale is split by them.
 */
import { eq } from 'drizzle-orm';
import { apiOf, createTestApp, type TestApp } from './helpers';
import { commissionRates, earnings, performers, studios } from '@/server/db/schema';
import { restoreColumnsAfterEach, restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let performerToken: string;
let memberToken: string;
let studioToken: string;
let adminToken: string;
let userToken: string;

const db = () => t.deps.database.db;
const call = apiOf(() => t);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [performerToken, memberToken, studioToken, adminToken, userToken] = await Promise.all([
    t.login('performers', 'demo-performer'),
    t.login('performers', 'ioana-star'),
    t.login('studio', 'studio@demo.test'),
    t.login('users', 'admin@demo.test'),
    t.login('users', 'user@demo.test'),
  ]);
});
afterAll(() => t.close());
// Tests set rates and shares: each starts from the seeded ones.
restoreTablesAfterEach(() => t, [commissionRates]);
restoreColumnsAfterEach(() => t, studios, studios.accountId, {
  commissionPercent: studios.commissionPercent,
  memberSharePercent: studios.memberSharePercent,
});
restoreColumnsAfterEach(() => t, performers, performers.accountId, { memberSharePercent: performers.memberSharePercent });

describe('performer commission', () => {
  it('shows the site default to an independent performer, then the rates an administrator sets', async () => {
    let res = await call('GET', '/settings/performer/commission', performerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      rates: { tip: 40, private: 40, group: 40, product: 40, video: 40, gallery: 40, photo: 40, message: 40, direct_payment: 40 },
      studio: null,
    });

    const performer = await t.idOf('demo-performer');
    res = await call('PUT', `/admin/performers/${performer}/commission`, adminToken, { tip: 25, video: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rates).toMatchObject({ tip: 25, video: 10, private: null });
    expect((await call('GET', '/settings/performer/commission', performerToken)).json().data.rates).toMatchObject({
      tip: 25,
      video: 10,
      private: 40,
    });

    // The next tip is split at 25 %.
    const tip = await call('POST', `/member/send-tip-token/${performer}`, userToken, { token: 20 });
    const [earning] = await db().select().from(earnings).where(eq(earnings.transactionId, tip.json().data.transactionId));
    expect(earning).toMatchObject({ netMinor: 1500n, commissionMinor: 500n });

    res = await call('PUT', `/admin/performers/${performer}/commission`, adminToken, { tip: null });
    expect(res.json().data.rates.tip).toBeNull();
    expect((await call('GET', '/settings/performer/commission', performerToken)).json().data.rates.tip).toBe(40);
  });

  it('refuses rates outside 0-100, unknown sale types, unknown performers and non-administrators', async () => {
    const performer = await t.idOf('demo-performer');
    let res = await call('PUT', `/admin/performers/${performer}/commission`, adminToken, { tip: 101 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatchObject({ property: 'tip' });
    expect((await call('PUT', `/admin/performers/${performer}/commission`, adminToken, { tip: 10.5 })).statusCode).toBe(400);
    expect((await call('PUT', `/admin/performers/${performer}/commission`, adminToken, { spy: 10 })).statusCode).toBe(400);
    expect((await call('PUT', `/admin/performers/${performer}/commission`, adminToken, {})).statusCode).toBe(400);
    expect(
      (await call('PUT', '/admin/performers/00000000-0000-4000-8000-000000000000/commission', adminToken, { tip: 10 })).statusCode,
    ).toBe(404);
    res = await call('PUT', `/admin/performers/${performer}/commission`, performerToken, { tip: 0 });
    expect(res.statusCode).toBe(403);
  });

  it("shows a studio member the studio's rate and their share", async () => {
    const res = await call('GET', '/settings/performer/commission', memberToken);
    // The demo studio's platform percentage is 20; the member share the site default 60.
    expect(res.json().data).toMatchObject({
      rates: { tip: 20, message: 20 },
      studio: { _id: await t.idOf('demo-studio'), name: 'Demo Studio', memberSharePercent: 60 },
    });
  });
});

describe('studio commission', () => {
  it("shows the studio its setting and members, and lets it set its own members' shares only", async () => {
    expect((await call('GET', '/studio/commission-setting', studioToken)).json().data).toEqual({
      commissionPercent: 20,
      memberSharePercent: 60,
      commissionIsDefault: false,
      memberShareIsDefault: true,
    });
    let res = await call('GET', '/studio/commission', studioToken);
    expect(res.json().data.total).toBe(2);
    const member = await t.idOf('ioana-star');
    expect(res.json().data.data.find((m: { _id: string }) => m._id === member)).toMatchObject({
      memberSharePercent: 60,
      ownSharePercent: null,
    });

    res = await call('PUT', `/studio/commission/member/${member}`, studioToken, { memberSharePercent: 75 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: member, memberSharePercent: 75, ownSharePercent: 75 });
    expect((await call('GET', '/settings/performer/commission', memberToken)).json().data.studio.memberSharePercent).toBe(75);

    const outsider = await t.idOf('demo-performer');
    expect((await call('PUT', `/studio/commission/member/${outsider}`, studioToken, { memberSharePercent: 75 })).statusCode).toBe(404);
    res = await call('PUT', `/studio/commission/member/${member}`, studioToken, { memberSharePercent: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0].property).toBe('memberSharePercent');
    expect((await call('PUT', `/studio/commission/member/${member}`, memberToken, { memberSharePercent: 90 })).statusCode).toBe(403);

    res = await call('PUT', `/studio/commission/member/${member}`, studioToken, { memberSharePercent: null });
    expect(res.json().data).toMatchObject({ memberSharePercent: 60, ownSharePercent: null });
  });

  it("lets administrators set a studio's rates", async () => {
    const studio = await t.idOf('demo-studio');
    let res = await call('PUT', `/admin/studios/${studio}/commission`, adminToken, { commissionPercent: 30, memberSharePercent: 50 });
    expect(res.json().data).toEqual({
      commissionPercent: 30,
      memberSharePercent: 50,
      commissionIsDefault: false,
      memberShareIsDefault: false,
    });
    res = await call('PUT', `/admin/studios/${studio}/commission`, adminToken, { commissionPercent: null });
    expect(res.json().data).toMatchObject({ commissionPercent: 40, commissionIsDefault: true, memberSharePercent: 50 });
    expect(
      (await call('PUT', `/admin/studios/${await t.idOf('demo-performer')}/commission`, adminToken, { commissionPercent: 10 })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/admin/studios/${studio}/commission`, studioToken, { commissionPercent: 0 })).statusCode).toBe(403);
  });
});
