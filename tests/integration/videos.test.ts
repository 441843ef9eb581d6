/**
 * Performers' videos and their sale: a performer uploads a real video (ffprobe reads
 * it, ffmpeg takes its picture), manages and translates it; viewers list what is shown,
 * buy once through the ledger with the video's commission, watch through a signed,
 * short-lived address that answers byte ranges; bad input and refusals change nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, tamperedSignature, type TestApp } from './helpers';
import { expectItemSale } from './item-sales';
import { commissionRates, performerVideos, purchasedItems } from '@/server/db/schema';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';
import { NOT_ENOUGH_TOKENS } from '@/server/modules/tips/service';
import { PURCHASE_TEXTS } from '@/server/modules/purchases/service';
import { VIDEO_TEXTS } from '@/server/modules/assets/videos';
import { multipart, PNG } from '../support/multipart';
import { FAKE_MP4, testVideo } from '../support/videos';
import { restoreTablesAfterEach } from '../support/restore';

let t: TestApp;
let performerToken: string;
let userToken: string;
let performerId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  performerToken = await t.login('performers', 'demo-performer');
  userToken = await t.login('users', 'user@demo.test');
  performerId = await t.idOf('demo-performer');
  userId = await t.idOf('user@demo.test');
});
afterAll(() => t.close());
restoreTablesAfterEach(() => t, [commissionRates]);

const db = () => t.deps.database.db;

/** POST (or PUT to `id`) of the performer's video form. */
function saveVideo(fields: Record<string, string>, files: Parameters<typeof multipart>[1], id?: string, token = performerToken) {
  const form = multipart(fields, files);
  return t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: `/api/performer/performer-assets/videos${id ? `/${id}` : ''}`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

async function newVideo(fields: Record<string, string> = {}): Promise<string> {
  const res = await saveVideo({ title: 'Evening dance', price: '12.5', ...fields }, { video: { name: 'dance.mp4', data: testVideo() } });
  expect(res.statusCode).toBe(200);
  return res.json().data._id;
}

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
const buy = (id: string, token = userToken) =>
  t.app.inject({ method: 'POST', url: `/api/purchase-items/video/${id}`, headers: bearer(token) });

describe('a performer uploads and manages a video', () => {
  it('reads its duration, takes its picture, and lists it with what it sold', async () => {
    const res = await saveVideo(
      { title: ' Evening dance ', description: 'Slow and warm', tags: 'Dance, music, dance', price: '12.5' },
      { video: { name: 'dance.mp4', data: testVideo(3) }, trailer: { name: 'teaser.webm', data: testVideo(1, 'webm') } },
    );
    expect(res.statusCode).toBe(200);
    const video = res.json().data;
    expect(video).toMatchObject({
      title: 'Evening dance',
      description: 'Slow and warm',
      tags: ['dance', 'music'],
      price: 12.5,
      isSale: true,
      status: 'active',
      duration: 3,
      hasTrailer: true,
      sold: 0,
      earned: 0,
    });
    expect(video.thumbnail).toMatch(/^\/uploads\/video-pictures\/[0-9a-f-]{36}\.jpg$/);
    const picture = await get(video.thumbnail);
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);

    const mine = (await get('/api/performer/performer-assets/videos/search?q=evening', performerToken)).json().data;
    expect(mine.data.map((v: { _id: string }) => v._id)).toContain(video._id);
    expect((await get(`/api/performer/performer-assets/videos/${video._id}/view`, performerToken)).json().data.duration).toBe(3);
  });

  it('keeps a picture that is given instead of taking one', async () => {
    const res = await saveVideo(
      { title: 'With a picture', price: '0' },
      { video: { name: 'v.mp4', data: testVideo() }, thumbnail: { name: 'p.png', data: PNG } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.thumbnail).toMatch(/\.png$/);
  });

  it('refuses a file that only looks like a video, a missing video and bad prices, and keeps nothing', async () => {
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(performerVideos)
      )[0].n;
    const before = await count();
    const fake = await saveVideo({ title: 'Fake', price: '5' }, { video: { name: 'fake.mp4', data: FAKE_MP4 } });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(VIDEO_TEXTS.notAVideo);
    expect((await saveVideo({ title: 'No file', price: '5' }, {})).json().message).toBe(VIDEO_TEXTS.noVideo);
    for (const price of ['-1', '1.005', 'Infinity', 'NaN', 'five', '100000.01']) {
      const res = await saveVideo({ title: 'Priced', price }, { video: { name: 'v.mp4', data: testVideo() } });
      expect(res.statusCode).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('lets only performers upload, and only the owner change or delete', async () => {
    const id = await newVideo();
    expect(
      (await saveVideo({ title: 'x', price: '1' }, { video: { name: 'v.mp4', data: testVideo() } }, undefined, userToken)).statusCode,
    ).toBe(403);
    const other = await t.login('performers', 'sanne-sunshine');
    expect((await saveVideo({ title: 'Mine now', price: '1' }, {}, id, other)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/performer/performer-assets/videos/${id}`, headers: bearer(other) })).statusCode,
    ).toBe(404);
  });

  it('replaces the video with a new file, whose length it reads, and removes the old file', async () => {
    const id = await newVideo();
    const [before] = await db().select().from(performerVideos).where(eq(performerVideos.id, id));
    const res = await saveVideo(
      { title: 'Evening dance', price: '12.5' },
      { video: { name: 'longer.webm', data: testVideo(3, 'webm') } },
      id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.duration).toBe(3);
    const [after] = await db().select().from(performerVideos).where(eq(performerVideos.id, id));
    expect(after.videoPath).toMatch(/\.webm$/);
    expect(await t.deps.files.open(before.videoPath)).toBeNull();
    expect(await t.deps.files.sizeOf(after.videoPath)).toBe(testVideo(3, 'webm').length);
  });

  it('changes fields, and a title and description per language that readers of it see', async () => {
    const id = await newVideo();
    const changed = await saveVideo({ title: 'Morning dance', price: '3', status: 'inactive' }, {}, id);
    expect(changed.json().data).toMatchObject({ title: 'Morning dance', price: 3, status: 'inactive' });
    await saveVideo({ title: 'Morning dance', price: '3', status: 'active' }, {}, id);
    const translated = await t.app.inject({
      method: 'POST',
      url: `/api/user/performer-assets/videos/${id}/translations`,
      headers: bearer(performerToken),
      payload: { locale: 'nl', title: 'Ochtenddans', description: 'Rustig' },
    });
    expect(translated.statusCode).toBe(200);
    expect(translated.json().data.translations).toEqual({ nl: { title: 'Ochtenddans', description: 'Rustig' } });
    const nl = (await get(`/api/user/performer-assets/videos/${id}?locale=nl`)).json().data;
    expect(nl).toMatchObject({ title: 'Ochtenddans', description: 'Rustig' });
    expect((await get(`/api/user/performer-assets/videos/${id}?locale=en`)).json().data.title).toBe('Morning dance');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/user/performer-assets/videos/${id}/translations`,
      headers: bearer(performerToken),
      payload: { locale: 'de', title: 'Tanz' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('viewers', () => {
  it('see active videos of performers they may see, not inactive or deleted ones', async () => {
    const shown = await newVideo({ title: 'Shown video' });
    const hidden = await newVideo({ title: 'Hidden video', status: 'inactive' });
    const deleted = await newVideo({ title: 'Deleted video' });
    await t.app.inject({ method: 'DELETE', url: `/api/performer/performer-assets/videos/${deleted}`, headers: bearer(performerToken) });
    const list = (await get(`/api/user/performer-assets/videos/search?performerId=${performerId}&limit=60`)).json().data;
    const ids = list.data.map((v: { _id: string }) => v._id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(deleted);
    expect(list.data[0]).toMatchObject({ isBought: false, performer: { _id: performerId, username: 'demo-performer' } });
    expect((await get(`/api/user/performer-assets/videos/${hidden}`)).statusCode).toBe(404);
    expect((await get(`/api/user/performer-assets/videos/${deleted}`)).statusCode).toBe(404);
    // The owner still opens an inactive one.
    expect((await get(`/api/user/performer-assets/videos/${hidden}`, performerToken)).json().data.canWatch).toBe(true);
  });

  it('get the trailer but not the video before buying; a free video is for everyone', async () => {
    const paid = (await get(`/api/user/performer-assets/videos/${await newVideo()}`)).json().data;
    expect(paid).toMatchObject({ canWatch: false, videoUrl: null, isBought: false });
    const free = (await get(`/api/user/performer-assets/videos/${await newVideo({ price: '0' })}`)).json().data;
    expect(free.canWatch).toBe(true);
    expect(free.videoUrl).toMatch(/^\/files\/private\/videos\/[0-9a-f-]{36}\.mp4\?expires=\d+&signature=/);
    expect((await get(free.videoUrl)).statusCode).toBe(200);
  });

  it('count views of shown videos only', async () => {
    const id = await newVideo();
    const view = () => t.app.inject({ method: 'POST', url: `/api/user/performer-assets/videos/${id}/inc-view` });
    expect((await view()).json().data.views).toBe(1);
    expect((await view()).json().data.views).toBe(2);
    await saveVideo({ title: 'Off', price: '1', status: 'inactive' }, {}, id);
    expect((await view()).statusCode).toBe(404);
  });
});

describe('buying a video', () => {
  it("charges the buyer once, pays the performer minus the video's commission, and opens the video", async () => {
    const id = await newVideo({ price: '20' });
    const { res, buyerBefore: userBefore } = await expectItemSale(t, {
      type: 'video',
      id,
      performerId,
      buyerId: userId,
      buy: () => buy(id),
    });

    // Again: the same purchase, nothing charged.
    const again = await buy(id);
    expect(again.json().data._id).toBe(res.json().data._id);
    expect(await t.balanceOf(userId)).toBe(userBefore - 20);

    const details = (await get(`/api/user/performer-assets/videos/${id}`, userToken)).json().data;
    expect(details).toMatchObject({ isBought: true, canWatch: true });
    const mine = (await get('/api/performer/performer-assets/videos/search', performerToken))
      .json()
      .data.data.find((v: { _id: string }) => v._id === id);
    expect(mine).toMatchObject({ sold: 1, earned: 14 });
    const bought = (await get('/api/purchased-items/user/videos', userToken)).json().data;
    expect(bought.data[0]).toMatchObject({ _id: id, isBought: true });
  });

  it('streams the bought video by byte ranges through its signed address, and nothing through a wrong or old one', async () => {
    const id = await newVideo({ price: '2' });
    await buy(id);
    const { videoUrl } = (await get(`/api/user/performer-assets/videos/${id}`, userToken)).json().data;
    const whole = await get(videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(testVideo())).toBe(true);

    const part = await get(videoUrl, undefined, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${testVideo().length}`);
    expect(part.rawPayload.equals(testVideo().subarray(100, 200))).toBe(true);
    const tail = await get(videoUrl, undefined, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(testVideo().subarray(-10))).toBe(true);
    expect((await get(videoUrl, undefined, { range: `bytes=${testVideo().length}-` })).statusCode).toBe(416);

    const key = new URL(videoUrl, 'http://x').pathname.slice('/files/'.length);
    expect((await get(tamperedSignature(videoUrl))).statusCode).toBe(403);
    expect((await get(`/files/${key}`)).statusCode).toBe(403);
    const expired = await get(t.deps.fileUrls.url(key, -1));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This address has expired; please open the page again');
  });

  it('charges once for fifty purchases sent at once', async () => {
    const id = await newVideo({ price: '3' });
    const before = await t.balanceOf(userId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(id)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((res) => res.json().data._id)).size).toBe(1);
    expect(await t.balanceOf(userId)).toBe(before - 3);
    const rows = await db().select().from(purchasedItems).where(eq(purchasedItems.itemId, id));
    expect(rows).toHaveLength(1);
    for (const check of await checkLedgerInvariants(db())) expect(check).toEqual({ label: check.label, violations: 0 });
  });

  it('refuses what is not for sale, a short balance and other roles, and changes nothing', async () => {
    const before = await t.balanceOf(userId);
    const inactive = await newVideo({ status: 'inactive' });
    const notForSale = await newVideo({ isSale: 'false' });
    const free = await newVideo({ price: '0' });
    const deleted = await newVideo();
    await t.app.inject({ method: 'DELETE', url: `/api/performer/performer-assets/videos/${deleted}`, headers: bearer(performerToken) });
    for (const id of [inactive, notForSale, deleted, '00000000-0000-4000-8000-000000000000']) {
      const res = await buy(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PURCHASE_TEXTS.notFound);
    }
    expect((await buy(free)).json().message).toBe(PURCHASE_TEXTS.free);
    const dear = await newVideo({ price: String(before + 1) });
    const short = await buy(dear);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(NOT_ENOUGH_TOKENS);
    expect((await buy(await newVideo(), performerToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/purchase-items/video/${dear}` })).statusCode).toBe(401);
    // A kind the store does not sell is refused; a video's id is no product and no gallery.
    expect((await t.app.inject({ method: 'POST', url: `/api/purchase-items/photo/${dear}`, headers: bearer(userToken) })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/purchase-items/product/${dear}`, headers: bearer(userToken) })).json().message,
    ).toBe(PURCHASE_TEXTS.notFound);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/purchase-items/gallery/${dear}`, headers: bearer(userToken) })).json().message,
    ).toBe(PURCHASE_TEXTS.notFound);
    expect(await t.balanceOf(userId)).toBe(before);
  });

  it('leaves a deleted video to its buyers only', async () => {
    const id = await newVideo({ price: '1' });
    await buy(id);
    await t.app.inject({ method: 'DELETE', url: `/api/performer/performer-assets/videos/${id}`, headers: bearer(performerToken) });
    expect((await get(`/api/user/performer-assets/videos/${id}`, userToken)).json().data.canWatch).toBe(true);
    expect((await get(`/api/user/performer-assets/videos/${id}`)).statusCode).toBe(404);
    const bought = (await get('/api/purchased-items/user/videos?limit=60', userToken)).json().data;
    expect(bought.data.map((v: { _id: string }) => v._id)).toContain(id);
  });
});
