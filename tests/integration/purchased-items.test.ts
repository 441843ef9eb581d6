/**
 * The buyer's list of purchases (GET /purchased-items/user/search): every video and
 * gallery they own, the last bought first, each with what they paid, its performer and
 * its title in their language; one kind at a time when asked; refunded items and other
 * buyers' purchases are not in it, and an item deleted since stays.
 */
import { and, eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { purchasedItems } from '@/server/db/schema';
import type { PurchasedItemList } from '@/shared/schemas/assets';
import { multipart } from '../support/multipart';
import { testVideo } from '../support/videos';
import { testPhoto } from '../support/pictures';

let t: TestApp;
let performerToken: string;
let userToken: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  performerToken = await t.login('performers', 'demo-performer');
  userToken = await t.login('users', 'user@demo.test');
  userId = await t.idOf('user@demo.test');
});
afterAll(() => t.close());

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object): Promise<T> {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

async function upload(url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1]): Promise<string> {
  const form = multipart(fields, files);
  const res = await t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...bearer(performerToken) } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

const purchases = (query = '', token = userToken) => call<PurchasedItemList>('GET', `/api/purchased-items/user/search${query}`, token);

it('lists what the buyer owns, last bought first, one kind when asked, in their language, without refunded items', async () => {
  const video = await upload(
    '/api/performer/performer-assets/videos',
    { title: 'Owned video', price: '4' },
    { video: { name: 'v.mp4', data: testVideo() } },
  );
  await t.app.videoProcessing.idle();
  const gallery = (
    await call<{ _id: string }>('POST', '/api/performer/performer-assets/galleries', performerToken, { title: 'Owned gallery', price: 6.5 })
  )._id;
  await upload('/api/performer/performer-assets/photos', { galleryId: gallery }, { photo: { name: 'p.jpg', data: await testPhoto() } });
  await call('POST', `/api/user/performer-assets/galleries/${gallery}/translations`, performerToken, {
    locale: 'nl',
    title: 'Eigen galerij',
  });

  const before = (await purchases()).total;
  await call('POST', `/api/purchase-items/video/${video}`, userToken);
  await call('POST', `/api/purchase-items/gallery/${gallery}`, userToken);

  const all = await purchases('?limit=2');
  expect(all.total).toBe(before + 2);
  expect(all.data.map((item) => [item.itemType, item.itemId, item.title, item.price])).toEqual([
    ['gallery', gallery, 'Owned gallery', 6.5],
    ['video', video, 'Owned video', 4],
  ]);
  expect(all.data[0].performer).toMatchObject({ username: 'demo-performer' });
  expect((await purchases('?type=video&limit=100')).data.map((item) => item.itemId)).toContain(video);
  expect((await purchases('?type=video&limit=100')).data.map((item) => item.itemId)).not.toContain(gallery);
  expect((await purchases('?locale=nl&limit=1')).data[0].title).toBe('Eigen galerij');

  // A deleted item stays with its buyer; a refunded one leaves the list.
  await call('DELETE', `/api/performer/performer-assets/galleries/${gallery}`, performerToken);
  expect((await purchases('?limit=1')).data[0].itemId).toBe(gallery);
  await t.deps.database.db
    .update(purchasedItems)
    .set({ refundedAt: new Date() })
    .where(and(eq(purchasedItems.buyerId, userId), eq(purchasedItems.itemId, video)));
  const after = await purchases('?limit=100');
  expect(after.total).toBe(before + 1);
  expect(after.data.map((item) => item.itemId)).not.toContain(video);

  // Another buyer's purchase of the same gallery is not in this buyer's list.
  const [mine] = await t.deps.database.db
    .select()
    .from(purchasedItems)
    .where(and(eq(purchasedItems.buyerId, userId), eq(purchasedItems.itemId, gallery)));
  const [theirs] = await t.deps.database.db
    .insert(purchasedItems)
    .values({ ...mine, id: undefined, buyerId: await t.idOf('admin@demo.test') })
    .returning();
  const listed = (await purchases('?limit=100')).data.map((item) => item._id);
  expect(listed).toContain(mine.id);
  expect(listed).not.toContain(theirs.id);
});
