/**
 * Administrators manage commission: the site defaults (saved as settings, used by the
 * next sale) and the lists of performers and studios with the rates set for each.
 */
import { eq } from 'drizzle-orm';
import { apiOf, bearer, createTestApp, type TestApp } from './helpers';
import { accounts, auditLog, commissionRates, settings, studios } from '@/server/db/schema';
import { restoreColumnsAfterEach, restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let adminToken: string;
let performerToken: string;
let studioToken: string;
let userToken: string;

const db = () => t.deps.database.db;
const balanceOf = async (id: string) =>
  (await db().select({ balance: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, id)))[0].balance;
const call = apiOf(() => t);
const auditRows = (targetId: string) => db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
const tip = (performerId: string, token: number) => call('POST', `/member/send-tip-token/${performerId}`, userToken, { token });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [adminToken, performerToken, studioToken, userToken] = await Promise.all([
    t.login('users', 'admin@demo.test'),
    t.login('performers', 'demo-performer'),
    t.login('studio', 'studio@demo.test'),
    t.login('users', 'user@demo.test'),
  ]);
});
afterAll(() => t.close());
// Tests change the defaults and the rates: each starts from the seeded ones.
restoreTablesAfterEach(() => t, [settings, commissionRates]);
restoreColumnsAfterEach(() => t, studios, studios.accountId, {
  commissionPercent: studios.commissionPercent,
  memberSharePercent: studios.memberSharePercent,
});

describe('site defaults', () => {
  it('shows the defaults in effect and saves new ones as payment settings', async () => {
    // Audit rows stay: this test's are those after the ones already there.
    const earlier = (await auditRows('site')).length;
    let res = await call('GET', '/admin/commission', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ performerCommission: 40, studioMemberShare: 60 });

    res = await call('PUT', '/admin/commission', adminToken, { performerCommission: 35 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ performerCommission: 35, studioMemberShare: 60 });
    const [saved] = await db().select().from(settings).where(eq(settings.key, 'performerCommission'));
    expect(saved).toMatchObject({ value: 35, group: 'payment', public: false });

    res = await call('PUT', '/admin/commission', adminToken, { performerCommission: 40, studioMemberShare: 60 });
    expect(res.json().data).toEqual({ performerCommission: 40, studioMemberShare: 60 });
    expect((await call('GET', '/admin/commission', adminToken)).json().data).toEqual({ performerCommission: 40, studioMemberShare: 60 });
    // One audit row per change, with only what changed.
    expect((await auditRows('site')).slice(earlier)).toEqual([
      expect.objectContaining({
        action: 'commission.update',
        targetType: 'commission',
        before: { performerCommission: 40 },
        after: { performerCommission: 35 },
      }),
      expect.objectContaining({
        action: 'commission.update',
        targetType: 'commission',
        before: { performerCommission: 35 },
        after: { performerCommission: 40 },
      }),
    ]);
  });

  it('splits the next tip by a changed default', async () => {
    const performer = await t.idOf('demo-performer');
    const user = await t.idOf('demo-user');
    const [performerBefore, userBefore] = [await balanceOf(performer), await balanceOf(user)];

    expect((await call('PUT', '/admin/commission', adminToken, { performerCommission: 30 })).statusCode).toBe(200);
    expect((await tip(performer, 20)).statusCode).toBe(200);
    // 20 tokens at 30 %: the performer gets 14.
    expect((await balanceOf(performer)) - performerBefore).toBe(1400n);
    expect(userBefore - (await balanceOf(user))).toBe(2000n);

    expect((await call('PUT', '/admin/commission', adminToken, { performerCommission: 40 })).statusCode).toBe(200);
    expect((await tip(performer, 20)).statusCode).toBe(200);
    expect((await balanceOf(performer)) - performerBefore).toBe(1400n + 1200n);
  });

  it("splits a studio member's next tip by a changed member share", async () => {
    const member = await t.idOf('ioana-star');
    const studio = await t.idOf('demo-studio');
    const [memberBefore, studioBefore] = [await balanceOf(member), await balanceOf(studio)];

    expect((await call('PUT', '/admin/commission', adminToken, { studioMemberShare: 50 })).statusCode).toBe(200);
    expect((await tip(member, 20)).statusCode).toBe(200);
    // The studio's platform percentage is 20: 16 tokens remain, half of them the member's.
    expect((await balanceOf(member)) - memberBefore).toBe(800n);
    expect((await balanceOf(studio)) - studioBefore).toBe(800n);
  });

  it('refuses values outside 0-100, fractions, unknown and missing fields', async () => {
    let res = await call('PUT', '/admin/commission', adminToken, { performerCommission: 101 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatchObject({ property: 'performerCommission', constraints: expect.any(Object) });
    res = await call('PUT', '/admin/commission', adminToken, { studioMemberShare: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0].property).toBe('studioMemberShare');
    expect((await call('PUT', '/admin/commission', adminToken, { performerCommission: 12.5 })).statusCode).toBe(400);
    res = await call('PUT', '/admin/commission', adminToken, { performerCommission: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0].property).toBe('performerCommission');
    expect((await call('PUT', '/admin/commission', adminToken, { performerCommission: '3x' })).statusCode).toBe(400);
    expect((await call('PUT', '/admin/commission', adminToken, { minimumPayoutTokens: 1 })).statusCode).toBe(400);
    expect((await call('PUT', '/admin/commission', adminToken, {})).statusCode).toBe(400);
    expect((await call('GET', '/admin/commission', adminToken)).json().data).toEqual({ performerCommission: 40, studioMemberShare: 60 });
  });

  it('refuses numbers that are not finite, however they are written', async () => {
    // Type coercion reads these texts as Infinity, which a maximum alone does not stop.
    for (const performerCommission of ['Infinity', '-Infinity', '1e400', '-1e400']) {
      const res = await call('PUT', '/admin/commission', adminToken, { performerCommission });
      expect(res.statusCode).toBe(400);
      expect(res.json().message.map((item: { property: string }) => item.property)).toEqual(['performerCommission']);
    }
    const literal = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/commission',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      payload: '{"studioMemberShare":1e400}',
    });
    expect(literal.statusCode).toBe(400);
    expect(literal.json().message[0].property).toBe('studioMemberShare');
    expect((await call('GET', '/admin/commission', adminToken)).json().data).toEqual({ performerCommission: 40, studioMemberShare: 60 });
  });

  it('refuses everyone but administrators', async () => {
    for (const token of [userToken, performerToken, studioToken]) {
      expect((await call('GET', '/admin/commission', token)).statusCode).toBe(403);
      expect((await call('PUT', '/admin/commission', token, { performerCommission: 0 })).statusCode).toBe(403);
      expect((await call('GET', '/admin/performers/commission', token)).statusCode).toBe(403);
      expect((await call('GET', '/admin/studios/commission', token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/commission' })).statusCode).toBe(401);
    expect((await call('GET', '/admin/commission', adminToken)).json().data.performerCommission).toBe(40);
  });
});

describe('performer rates', () => {
  it('lists performers by name with their own rates and the default that applies otherwise', async () => {
    const robin = await t.idOf('robin-sky');
    await call('PUT', `/admin/performers/${robin}/commission`, adminToken, { tip: 25, video: 10 });
    expect(await auditRows(robin)).toEqual([
      expect.objectContaining({
        action: 'commission.update',
        targetType: 'account',
        before: { tip: null, video: null },
        after: { tip: 25, video: 10 },
      }),
    ]);

    let res = await call('GET', '/admin/performers/commission?limit=100', adminToken);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.total).toBe(29);
    const names = list.data.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list.data.find((p: { _id: string }) => p._id === robin)).toEqual({
      _id: robin,
      name: 'Robin Sky',
      username: 'robin-sky',
      studioName: null,
      rates: {
        tip: 25,
        private: null,
        group: null,
        product: null,
        video: 10,
        gallery: null,
        photo: null,
        message: null,
        direct_payment: null,
      },
      defaultPercent: 40,
    });
    // A studio member falls back to the studio's 20 %.
    expect(list.data.find((p: { username: string }) => p.username === 'ioana-star')).toMatchObject({
      studioName: 'Demo Studio',
      defaultPercent: 20,
      rates: { tip: null },
    });

    res = await call('GET', '/admin/performers/commission?q=ROBIN', adminToken);
    expect(res.json().data).toMatchObject({ total: 1, data: [{ _id: robin }] });
    res = await call('GET', '/admin/performers/commission?q=ioana-st', adminToken);
    expect(res.json().data.data.map((p: { username: string }) => p.username)).toEqual(['ioana-star']);
    expect((await call('GET', '/admin/performers/commission?q=%25', adminToken)).json().data.total).toBe(0);

    res = await call('GET', '/admin/performers/commission?offset=5&limit=5', adminToken);
    expect(res.json().data.total).toBe(29);
    expect(res.json().data.data.map((p: { name: string }) => p.name)).toEqual(names.slice(5, 10));
    expect((await call('GET', '/admin/performers/commission?limit=500', adminToken)).statusCode).toBe(400);
  });
});

describe('studio rates', () => {
  it('lists studios with their own values, null where the site default applies', async () => {
    const studio = await t.idOf('demo-studio');
    let res = await call('GET', '/admin/studios/commission', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total: 1,
      data: [{ _id: studio, name: 'Demo Studio', commissionPercent: 20, memberSharePercent: null }],
    });

    await call('PUT', `/admin/studios/${studio}/commission`, adminToken, { commissionPercent: null, memberSharePercent: 55 });
    expect(await auditRows(studio)).toEqual([
      expect.objectContaining({
        action: 'commission.update',
        targetType: 'account',
        before: { commissionPercent: 20, memberSharePercent: null },
        after: { commissionPercent: null, memberSharePercent: 55 },
      }),
    ]);
    res = await call('GET', '/admin/studios/commission', adminToken);
    expect(res.json().data.data[0]).toMatchObject({ commissionPercent: null, memberSharePercent: 55 });
  });
});
