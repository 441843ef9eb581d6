/**
 * The shop's catalogue as administrators run it: site promos (CRUD with a picture, a
 * link and dates; the home page's list shows only those active now) and token packages
 * (disabled or deleted ones are never sold, past orders stay readable). Every change
 * writes one audit row.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { auditLog, paymentOrders, sitePromos } from '@/server/db/schema';
import { PROMO_TEXTS } from '@/server/modules/promos/service';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

let t: TestApp;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await t.login('users', 'admin@demo.test');
  userToken = await t.login('users', 'user@demo.test');
});
afterAll(() => t.close());

const auditRows = (id: string) => t.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.createdAt);

const BOUNDARY = '----promo-form';
/** A multipart body of text fields and, optionally, the picture `image`. */
function promoForm(fields: Record<string, string>, image?: { filename: string; data: Buffer }) {
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (image) {
    parts.push(
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${image.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        image.data,
        Buffer.from('\r\n'),
      ]),
    );
  }
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}
const sendPromo = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  image?: { filename: string; data: Buffer },
  token = adminToken,
) =>
  t.app.inject({
    method,
    url,
    payload: promoForm(fields, image),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...bearer(token) },
  });
const publicPromos = async () =>
  (await t.app.inject({ url: '/api/site-promo/search' })).json().data.data as Array<{
    _id: string;
    title: string;
    imageUrl: string | null;
    link: string | null;
    audience: string;
  }>;
const day = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const storedFile = (url: string) => path.join(t.deps.config.dataDir, 'uploads', 'public', url.replace(/^\/uploads\//, ''));

describe('site promos', () => {
  it('creates a promo with a picture, a link and dates, lists it, changes it and deletes it, each with its audit row', async () => {
    expect((await sendPromo('POST', '/api/admin/site-promos', { title: 'Nope' }, undefined, userToken)).statusCode).toBe(403);
    const created = await sendPromo(
      'POST',
      '/api/admin/site-promos',
      { title: 'Summer deal', text: 'Double tokens', link: '/user/buy-tokens', startAt: at(-day), endAt: at(day) },
      { filename: 'banner.png', data: PNG },
    );
    expect(created.statusCode).toBe(200);
    const promo = created.json().data;
    expect(promo).toMatchObject({
      title: 'Summer deal',
      text: 'Double tokens',
      link: '/user/buy-tokens',
      status: 'active',
      audience: 'everyone',
      showing: true,
      imageUrl: expect.stringMatching(/^\/uploads\/promos\/.+\.png$/),
    });
    expect(fs.existsSync(storedFile(promo.imageUrl))).toBe(true);
    expect(await publicPromos()).toContainEqual(
      expect.objectContaining({ _id: promo._id, title: 'Summer deal', imageUrl: promo.imageUrl, link: '/user/buy-tokens' }),
    );

    const list = (await t.app.inject({ url: '/api/admin/site-promos?limit=100', headers: bearer(adminToken) })).json().data;
    expect(list.total).toBe(list.data.length);
    expect(list.data).toContainEqual(expect.objectContaining({ _id: promo._id, startAt: expect.any(String), endAt: expect.any(String) }));

    // A new picture replaces the old file; the other fields change as sent.
    const updated = await sendPromo(
      'PUT',
      `/api/admin/site-promos/${promo._id}`,
      { title: 'Autumn deal', link: 'https://example.com/deal', startAt: promo.startAt, endAt: promo.endAt, audience: 'visitors' },
      { filename: 'other.png', data: PNG },
    );
    expect(updated.statusCode).toBe(200);
    const changed = updated.json().data;
    expect(changed).toMatchObject({ title: 'Autumn deal', text: null, link: 'https://example.com/deal', audience: 'visitors' });
    expect(await publicPromos()).toContainEqual(expect.objectContaining({ _id: promo._id, audience: 'visitors' }));
    expect(changed.imageUrl).not.toBe(promo.imageUrl);
    expect(fs.existsSync(storedFile(promo.imageUrl))).toBe(false);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/site-promos/${promo._id}`, headers: bearer(adminToken) });
    expect(deleted.json().data).toEqual({ success: true });
    expect(fs.existsSync(storedFile(changed.imageUrl))).toBe(false);
    expect((await publicPromos()).map((p) => p._id)).not.toContain(promo._id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/site-promos/${promo._id}`, headers: bearer(adminToken) })).statusCode,
    ).toBe(404);

    const rows = await auditRows(promo._id);
    expect(rows.map((row) => row.action)).toEqual(['promo.create', 'promo.update', 'promo.delete']);
    expect(rows[0]).toMatchObject({ targetType: 'promo', before: null, after: expect.objectContaining({ title: 'Summer deal' }) });
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ title: 'Summer deal', text: 'Double tokens' }),
      after: expect.objectContaining({ title: 'Autumn deal', text: null }),
    });
    expect(rows[2]).toMatchObject({ before: expect.objectContaining({ title: 'Autumn deal' }), after: null });
  });

  it('shows only promos active now: not before their start, not after their end, not disabled', async () => {
    const make = async (title: string, fields: Record<string, string>) =>
      (await sendPromo('POST', '/api/admin/site-promos', { title, ...fields })).json().data;
    const future = await make('Later', { startAt: at(day), endAt: at(2 * day) });
    const past = await make('Over', { startAt: at(-2 * day), endAt: at(-day) });
    const open = await make('Open ended', { startAt: at(-day) });
    const off = await make('Switched off', { status: 'inactive' });
    expect([future.showing, past.showing, open.showing, off.showing]).toEqual([false, false, true, false]);
    const shown = (await publicPromos()).map((p) => p._id);
    expect(shown).toContain(open._id);
    for (const hidden of [future, past, off]) expect(shown).not.toContain(hidden._id);

    // Moving the future promo's start to the past shows it.
    await sendPromo('PUT', `/api/admin/site-promos/${future._id}`, { title: 'Later', startAt: at(-60_000) });
    expect((await publicPromos()).map((p) => p._id)).toContain(future._id);
  });

  it('refuses an end before the start, bad links and files, and changes nothing', async () => {
    const before = await t.deps.database.db.select().from(sitePromos);
    const backwards = await sendPromo('POST', '/api/admin/site-promos', { title: 'Backwards', startAt: at(day), endAt: at(-day) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toEqual([
      expect.objectContaining({ property: 'endAt', constraints: expect.objectContaining({ after: PROMO_TEXTS.endBeforeStart }) }),
    ]);
    const same = at(day);
    expect((await sendPromo('POST', '/api/admin/site-promos', { title: 'Zero length', startAt: same, endAt: same })).statusCode).toBe(400);
    expect(
      (await sendPromo('POST', '/api/admin/site-promos', { title: 'Bad link', link: 'javascript:alert(1)' })).json().message[0].property,
    ).toBe('link');
    expect((await sendPromo('POST', '/api/admin/site-promos', { title: 'Bad date', startAt: 'tomorrow' })).json().message[0].property).toBe(
      'startAt',
    );
    expect((await sendPromo('POST', '/api/admin/site-promos', { title: '' })).json().message[0].property).toBe('title');
    expect(
      (
        await sendPromo(
          'POST',
          '/api/admin/site-promos',
          { title: 'Not a picture' },
          { filename: 'x.png', data: Buffer.from('MZ not a picture at all') },
        )
      ).statusCode,
    ).toBe(400);
    expect(await t.deps.database.db.select().from(sitePromos)).toHaveLength(before.length);

    // An update whose new end falls before the kept start is refused too.
    const promo = (await sendPromo('POST', '/api/admin/site-promos', { title: 'Dated', startAt: at(day), endAt: at(2 * day) })).json().data;
    const bad = await sendPromo('PUT', `/api/admin/site-promos/${promo._id}`, { title: 'Dated', endAt: at(-day) });
    expect(bad.statusCode).toBe(400);
    expect((await auditRows(promo._id)).map((row) => row.action)).toEqual(['promo.create']);
    expect((await sendPromo('PUT', '/api/admin/site-promos/00000000-0000-4000-8000-000000000000', { title: 'Ghost' })).statusCode).toBe(
      404,
    );
  });
});

describe('token packages', () => {
  const packages = async () => (await t.app.inject({ url: '/api/package/token/search' })).json().data.data as Array<{ _id: string }>;
  const savePackage = (method: 'POST' | 'PUT', url: string, payload: object, token = adminToken) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const buy = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/purchase-tokens/${id}`,
      headers: bearer(userToken),
      payload: { gateway: 'sandbox' },
    });

  it('writes an audit row for creating and changing a package; a disabled one is not sold, and sold again when enabled', async () => {
    const created = await savePackage('POST', '/api/admin/packages', { name: 'Starter', tokens: 100, price: 9.99 });
    expect(created.statusCode).toBe(200);
    const pack = created.json().data;
    const disabled = await savePackage('PUT', `/api/admin/packages/${pack._id}`, {
      name: 'Starter',
      tokens: 100,
      price: 9.99,
      status: 'inactive',
    });
    expect(disabled.json().data.status).toBe('inactive');
    expect((await packages()).map((p) => p._id)).not.toContain(pack._id);
    expect((await buy(pack._id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/packages', headers: bearer(adminToken) })).json().data.data).toContainEqual(
      expect.objectContaining({ _id: pack._id, status: 'inactive' }),
    );

    await savePackage('PUT', `/api/admin/packages/${pack._id}`, { name: 'Starter', tokens: 100, price: 9.99, status: 'active' });
    expect((await buy(pack._id)).statusCode).toBe(200);
    const rows = await auditRows(pack._id);
    expect(rows.map((row) => row.action)).toEqual(['package.create', 'package.update', 'package.update']);
    expect(rows[0]).toMatchObject({
      targetType: 'package',
      before: null,
      after: expect.objectContaining({ name: 'Starter', tokens: 100, price: 9.99, status: 'active' }),
    });
    expect(rows[1]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    expect(
      (await savePackage('PUT', '/api/admin/packages/00000000-0000-4000-8000-000000000000', { name: 'Ghost', tokens: 1, price: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a package: never sold again, its past orders still readable, a waiting order still credited as ordered', async () => {
    const pack = (await savePackage('POST', '/api/admin/packages', { name: 'Big pack', tokens: 500, price: 40 })).json().data;
    // One order paid, one left waiting at the gateway.
    const paid = (await buy(pack._id)).json().data;
    const signature = new URL(paid.paymentUrl, 'http://site.test').searchParams.get('signature');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/payment/sandbox/${paid.orderId}/decide`,
          payload: { signature, outcome: 'approve' },
        })
      ).statusCode,
    ).toBe(200);
    const waiting = (await buy(pack._id)).json().data;

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/packages/${pack._id}`, headers: bearer(userToken) })).statusCode).toBe(
      403,
    );
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/packages/${pack._id}`, headers: bearer(adminToken) });
    expect(deleted.json().data).toEqual({ success: true });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/packages/${pack._id}`, headers: bearer(adminToken) })).statusCode).toBe(
      404,
    );

    expect((await packages()).map((p) => p._id)).not.toContain(pack._id);
    expect(
      (await t.app.inject({ url: '/api/admin/packages', headers: bearer(adminToken) })).json().data.data.map((p: { _id: string }) => p._id),
    ).not.toContain(pack._id);
    expect((await buy(pack._id)).statusCode).toBe(404);

    const order = await t.app.inject({ url: `/api/payment/orders/${paid.orderId}`, headers: bearer(userToken) });
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({ description: 'Big pack (500 tokens)', tokens: 500, price: 40, status: 'paid' });
    expect(
      (await t.app.inject({ url: '/api/payment/orders/search?limit=100', headers: bearer(userToken) })).json().data.data,
    ).toContainEqual(expect.objectContaining({ _id: paid.orderId, tokens: 500 }));
    expect(
      (await t.app.inject({ url: '/api/admin/payment/orders?limit=100', headers: bearer(adminToken) })).json().data.data,
    ).toContainEqual(expect.objectContaining({ _id: paid.orderId, description: 'Big pack (500 tokens)' }));

    const waitingSignature = new URL(waiting.paymentUrl, 'http://site.test').searchParams.get('signature');
    await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${waiting.orderId}/decide`,
      payload: { signature: waitingSignature, outcome: 'approve' },
    });
    const [late] = await t.deps.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, waiting.orderId));
    expect(late).toMatchObject({ status: 'paid', tokens: 500, packageId: null });

    const rows = await auditRows(pack._id);
    expect(rows.map((row) => row.action)).toEqual(['package.create', 'package.delete']);
    expect(rows[1]).toMatchObject({ before: expect.objectContaining({ name: 'Big pack', tokens: 500 }), after: null });
  });
});
