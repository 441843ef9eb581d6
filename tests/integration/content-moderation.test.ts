/**
 * Content moderation: an administrator lists what performers sell (each kind, found by a
 * title or a performer, filtered by takedown), takes an item down with a reason and puts
 * it back. Down, it is shown to nobody but its performer and administrators, sold to
 * nobody, and its buyers lose it; its performer reads why in their list and by mail; both
 * decisions are audit-logged. Bad input and other roles change nothing.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { newFundedUser } from './deployment';
import { auditLog, performerVideos } from '@/server/db/schema';
import { MODERATION_TEXTS } from '@/server/modules/content-moderation/service';
import { PURCHASE_TEXTS } from '@/server/modules/purchases/service';
import type { ModeratedItem, ModeratedItemList } from '@/shared/schemas/moderation';
import { multipart, PDF, PNG } from '../support/multipart';
import { testVideo } from '../support/videos';

let t: TestApp;
let adminToken: string;
let performerToken: string;
let performerId: string;
let buyer: { id: string; token: string };
let onlooker: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { loginMaxPerIp: 1000 } });
  adminToken = await t.login('users', 'admin@demo.test');
  performerToken = await t.login('performers', 'demo-performer');
  performerId = await t.idOf('demo-performer');
  buyer = await newFundedUser(t, 'moderation-buyer', 500);
  onlooker = await newFundedUser(t, 'moderation-onlooker', 500);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const data = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<T> => {
  const res = await call(method, url, token, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
};

/** A new video of the performer, processed and ready. */
async function newVideo(title: string, price = '5'): Promise<string> {
  const form = multipart({ title, price }, { video: { name: 'v.mp4', data: testVideo() } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/performer/performer-assets/videos',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(performerToken) },
  });
  expect(res.statusCode).toBe(200);
  await t.app.videoProcessing.idle();
  return res.json().data._id;
}

async function newProduct(title: string): Promise<string> {
  const form = multipart(
    { title, type: 'digital', price: '7' },
    { digitalFile: { name: 'diary.pdf', data: PDF }, image: { name: 'p.png', data: PNG } },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/performer/performer-assets/products',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(performerToken) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data._id;
}

const takeDown = (kind: string, id: string, reason: unknown, token = adminToken) =>
  call('POST', `/api/admin/performer-assets/${kind}/${id}/take-down`, token, { reason });
const restore = (kind: string, id: string, token = adminToken) => call('POST', `/api/admin/performer-assets/${kind}/${id}/restore`, token);
const search = (kind: string, query = '') =>
  data<ModeratedItemList>('GET', `/api/admin/performer-assets/${kind}/search${query}`, adminToken);
const shownVideoIds = async (token?: string) =>
  (
    await data<{ data: { _id: string }[] }>('GET', `/api/user/performer-assets/videos/search?performerId=${performerId}&limit=60`, token)
  ).data.map((video) => video._id);

describe('the administration lists what performers sell', () => {
  it('one kind at a time, newest first, found by title or performer, with its picture, state and performer', async () => {
    const video = await newVideo('Moderated rain dance');
    const product = await newProduct('Moderated diary');
    const videos = await search('videos', '?q=moderated%20rain');
    expect(videos.data).toEqual([
      expect.objectContaining({
        _id: video,
        kind: 'videos',
        title: 'Moderated rain dance',
        price: 5,
        status: 'active',
        deleted: false,
        takenDown: null,
        performer: { _id: performerId, name: expect.any(String), username: 'demo-performer' },
      }),
    ]);
    expect(videos.data[0].picture).toMatch(/^\/uploads\/video-pictures\//);
    const byPerformer = await search('products', '?q=demo-performer&limit=100');
    expect(byPerformer.data.map((item) => item._id)).toContain(product);
    expect(byPerformer.data.every((item) => item.performer.username === 'demo-performer')).toBe(true);
    expect((await search('galleries', '?q=moderated')).data).toEqual([]);
  });

  it('to administrators only; an unknown kind or a bad filter is refused', async () => {
    for (const token of [buyer.token, performerToken])
      expect((await call('GET', '/api/admin/performer-assets/videos/search', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/performer-assets/videos/search')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/performer-assets/photos/search', adminToken)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/performer-assets/videos/search?takenDown=perhaps', adminToken)).statusCode).toBe(400);
  });
});

describe('taking an item down', () => {
  it('hides it from viewers and buyers, keeps it for its performer with why, mails them, and logs it; restoring brings it back', async () => {
    const id = await newVideo('Evening on the pier');
    await data('POST', `/api/purchase-items/video/${id}`, buyer.token);
    const mailsBefore = t.mails().length;

    const down = await takeDown('videos', id, '  Shows a person who did not agree to be filmed  ');
    expect(down.statusCode).toBe(200);
    const item = down.json().data as ModeratedItem;
    expect(item.takenDown).toEqual({ at: expect.any(String), reason: 'Shows a person who did not agree to be filmed' });

    // Viewers: gone from the lists and its page, for its buyer too; nobody can buy it.
    expect(await shownVideoIds()).not.toContain(id);
    expect(await shownVideoIds(buyer.token)).not.toContain(id);
    for (const token of [undefined, buyer.token, onlooker.token])
      expect((await call('GET', `/api/user/performer-assets/videos/${id}`, token)).statusCode).toBe(404);
    const refused = await call('POST', `/api/purchase-items/video/${id}`, onlooker.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PURCHASE_TEXTS.notFound);
    expect((await call('POST', `/api/user/performer-assets/videos/${id}/inc-view`)).statusCode).toBe(404);

    // Its performer sees it and why; an administrator still opens and watches it.
    const own = await data<{ takenDown: unknown }>('GET', `/api/performer/performer-assets/videos/${id}/view`, performerToken);
    expect(own.takenDown).toEqual(item.takenDown);
    expect((await data<{ canWatch: boolean }>('GET', `/api/user/performer-assets/videos/${id}`, performerToken)).canWatch).toBe(true);
    const seen = await data<{ canWatch: boolean; videoUrl: string }>('GET', `/api/user/performer-assets/videos/${id}`, adminToken);
    expect(seen.canWatch).toBe(true);
    expect((await call('GET', seen.videoUrl)).statusCode).toBe(200);
    // Making it active again does not show it: the takedown decides.
    const form = multipart({ title: 'Evening on the pier', price: '5', status: 'active' }, {});
    await t.app.inject({
      method: 'PUT',
      url: `/api/performer/performer-assets/videos/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(performerToken) },
    });
    expect(await shownVideoIds()).not.toContain(id);

    await t.app.background.idle();
    const mail = t.mails().slice(mailsBefore).join('\n');
    expect(mail).toContain('Evening on the pier');
    expect(mail).toContain('Shows a person who did not agree to be filmed');
    expect((await search('videos', '?takenDown=true&limit=100')).data.map((video) => video._id)).toContain(id);
    expect((await search('videos', '?takenDown=false&limit=100')).data.map((video) => video._id)).not.toContain(id);

    const back = await restore('videos', id);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.takenDown).toBeNull();
    expect(await shownVideoIds()).toContain(id);
    expect((await data<{ canWatch: boolean }>('GET', `/api/user/performer-assets/videos/${id}`, buyer.token)).canWatch).toBe(true);
    await t.app.background.idle();
    expect(t.mails().length).toBe(mailsBefore + 2);

    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => [row.action, row.targetType, row.reason])).toEqual([
      ['content.take-down', 'content', 'Shows a person who did not agree to be filmed'],
      ['content.restore', 'content', null],
    ]);
  });

  it('refuses a missing reason, an unknown item, a second takedown, a restore of what is not down, and other roles, and changes nothing', async () => {
    const id = await newVideo('Morning swim');
    for (const reason of ['', '   ', undefined]) expect((await takeDown('videos', id, reason)).statusCode).toBe(400);
    expect((await takeDown('videos', '00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
    // A video's id is no product's.
    expect((await takeDown('products', id, 'x')).json().message).toBe(MODERATION_TEXTS.notFound);
    expect((await takeDown('videos', id, 'x', performerToken)).statusCode).toBe(403);
    expect((await takeDown('videos', id, 'x', buyer.token)).statusCode).toBe(403);
    const notDown = await restore('videos', id);
    expect(notDown.statusCode).toBe(400);
    expect(notDown.json().message).toBe(MODERATION_TEXTS.notDown);
    const [row] = await db().select().from(performerVideos).where(eq(performerVideos.id, id));
    expect(row.takenDownAt).toBeNull();
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([]);

    // Two administrators at once: one takedown lands, the other is told.
    const answers = await Promise.all([takeDown('videos', id, 'first'), takeDown('videos', id, 'second')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.statusCode === 400)!.json().message).toBe(MODERATION_TEXTS.alreadyDown);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(1);
  });

  it('takes down galleries and products the same way: a product is sold no more and its download is gone', async () => {
    const product = await newProduct('Moderated ebook');
    await data('POST', `/api/purchase-items/product/${product}`, buyer.token);
    expect((await call('GET', `/api/user/performer-assets/products/${product}/download-link`, buyer.token)).statusCode).toBe(200);
    expect((await takeDown('products', product, 'Not the performer’s own work')).statusCode).toBe(200);
    expect((await call('GET', `/api/user/performer-assets/products/${product}/download-link`, buyer.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/purchase-items/product/${product}`, onlooker.token)).json().message).toBe(PURCHASE_TEXTS.notFound);
    const mine = await data<{ data: { _id: string; takenDown: unknown }[] }>(
      'GET',
      '/api/performer/performer-assets/products/search?limit=100',
      performerToken,
    );
    expect(mine.data.find((item) => item._id === product)?.takenDown).toMatchObject({ reason: 'Not the performer’s own work' });

    const gallery = await data<{ _id: string }>('POST', '/api/performer/performer-assets/galleries', performerToken, {
      title: 'Moderated gallery',
      price: 3,
    });
    expect((await takeDown('galleries', gallery._id, 'Spam')).statusCode).toBe(200);
    expect((await search('galleries', '?takenDown=true')).data.map((item) => item._id)).toContain(gallery._id);
  });
});
