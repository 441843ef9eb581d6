/**
 * Performers' videos and their sale: a performer uploads a real video (ffprobe reads
 * it; in the background ffmpeg takes its picture and makes a version browsers play when
 * they cannot play the upload), manages and translates it; viewers list what is shown,
 * buy once through the ledger with the video's commission, watch through a signed,
 * short-lived address that answers byte ranges; bad input and refusals change nothing.
 */
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, tamperedSignature, type TestApp } from './helpers';
import { expectItemSale } from './item-sales';
import { commissionRates, performerVideos, purchasedItems } from '@/server/db/schema';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';
import { NOT_ENOUGH_TOKENS } from '@/server/modules/tips/service';
import { PURCHASE_TEXTS } from '@/server/modules/purchases/service';
import { VIDEO_TEXTS } from '@/server/modules/assets/videos';
import { probeVideo } from '@/server/media/ffmpeg';
import { createVideoProcessing } from '@/server/modules/assets/video-processing';
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

/** A new video of the performer, processed. */
async function newVideo(fields: Record<string, string> = {}, video = { name: 'dance.mp4', data: testVideo() }): Promise<string> {
  const res = await saveVideo({ title: 'Evening dance', price: '12.5', ...fields }, { video });
  expect(res.statusCode).toBe(200);
  await t.app.videoProcessing.idle();
  return res.json().data._id;
}

const rowOf = async (id: string) => (await db().select().from(performerVideos).where(eq(performerVideos.id, id)))[0];

/** The socket events sent to accounts while `during` runs. */
async function toldDuring(during: () => Promise<unknown>) {
  const told: Array<{ accountId: string; event: string; payload: unknown }> = [];
  const toAccount = t.deps.realtime.toAccount;
  t.deps.realtime.toAccount = ((accountId: string, event: string, payload: unknown) =>
    void told.push({ accountId, event, payload })) as typeof toAccount;
  try {
    await during();
  } finally {
    t.deps.realtime.toAccount = toAccount;
  }
  return told;
}

const tools = () => ({ ffprobePath: 'ffprobe', ffmpegPath: 'ffmpeg', timeoutMs: 30_000 });

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
const buy = (id: string, token = userToken) =>
  t.app.inject({ method: 'POST', url: `/api/purchase-items/video/${id}`, headers: bearer(token) });

describe('a performer uploads and manages a video', () => {
  it('reads its duration, then takes its picture in the background, tells the performer, and lists it with what it sold', async () => {
    let res!: Awaited<ReturnType<typeof saveVideo>>;
    const told = await toldDuring(async () => {
      res = await saveVideo(
        { title: ' Evening dance ', description: 'Slow and warm', tags: 'Dance, music, dance', price: '12.5' },
        { video: { name: 'dance.mp4', data: testVideo(3) }, trailer: { name: 'teaser.webm', data: testVideo(1, 'webm') } },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ processing: 'processing', processingFailure: null, thumbnail: null });
      await t.app.videoProcessing.idle();
    });
    const video = (await get(`/api/performer/performer-assets/videos/${res.json().data._id}/view`, performerToken)).json().data;
    expect(told).toEqual([{ accountId: performerId, event: 'video/processed', payload: { video } }]);
    expect(video).toMatchObject({
      processing: 'ready',
      processingFailure: null,
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
    // The MP4 plays as it came; the WebM trailer gets a version in MP4 (every browser plays it), the upload kept too.
    const row = await rowOf(video._id);
    expect(row.playableVideoPath).toBeNull();
    expect(row.playableTrailerPath).toMatch(/^public\/trailers\/[0-9a-f-]{36}\.mp4$/);
    expect(await t.deps.files.sizeOf(row.trailerPath!)).toBe(testVideo(1, 'webm').length);
    const { trailerUrl } = (await get(`/api/user/performer-assets/videos/${video._id}`)).json().data;
    expect(trailerUrl).toBe(t.deps.files.url(row.playableTrailerPath!));
    expect((await get(trailerUrl)).statusCode).toBe(200);
  });

  it('makes a version of a video browsers cannot play as it is, and gives that one to its viewers', async () => {
    const id = await newVideo({ price: '0' }, { name: 'dance.webm', data: testVideo(2, 'webm') });
    const row = await rowOf(id);
    expect(row).toMatchObject({ processing: 'ready', processingClaimedAt: null });
    expect(row.videoPath).toMatch(/\.webm$/);
    expect(await t.deps.files.sizeOf(row.videoPath)).toBe(testVideo(2, 'webm').length);
    const { videoUrl } = (await get(`/api/user/performer-assets/videos/${id}`, userToken)).json().data;
    expect(new URL(videoUrl, 'http://x').pathname).toBe(`/files/${row.playableVideoPath}`);
    const played = await get(videoUrl);
    expect(played.headers['content-type']).toBe('video/mp4');
    const file = t.deps.files.incomingPath((await t.deps.files.receive(Readable.from(played.rawPayload))).key);
    expect(await probeVideo(tools(), file)).toMatchObject({ durationSeconds: 2, width: 64, height: 48, playable: true });
  });

  it('shows a video being processed to its owner and buyers only, sells it only when ready, and gives no address meanwhile', async () => {
    const id = await newVideo({ price: '1' });
    const processing = (state: 'processing' | 'ready') =>
      db().update(performerVideos).set({ processing: state, processingClaimedAt: new Date() }).where(eq(performerVideos.id, id));
    await processing('processing');
    const list = (await get(`/api/user/performer-assets/videos/search?performerId=${performerId}&limit=60`)).json().data;
    expect(list.data.map((v: { _id: string }) => v._id)).not.toContain(id);
    expect((await get(`/api/user/performer-assets/videos/${id}`)).statusCode).toBe(404);
    expect((await buy(id)).json().message).toBe(PURCHASE_TEXTS.notFound);
    await processing('ready');
    expect((await buy(id)).statusCode).toBe(200);
    // A new file of it is being processed: its buyer and its owner wait for it.
    await processing('processing');
    for (const token of [userToken, performerToken]) {
      expect((await get(`/api/user/performer-assets/videos/${id}`, token)).json().data).toMatchObject({
        processing: 'processing',
        canWatch: true,
        videoUrl: null,
        trailerUrl: null,
      });
    }
  });

  it('marks a video failed, and tells its performer why, when ffmpeg runs out of its time or its file is gone', async () => {
    const { config } = t.deps;
    const limit = config.videoProcessingTimeoutMs;
    config.videoProcessingTimeoutMs = 1;
    let slow!: string;
    const told = await toldDuring(async () => {
      try {
        slow = await newVideo({}, { name: 'dance.webm', data: testVideo(2, 'webm') });
      } finally {
        config.videoProcessingTimeoutMs = limit;
      }
    });
    expect(await rowOf(slow)).toMatchObject({ processing: 'failed', processingFailure: 'timeout', playableVideoPath: null });
    expect(told).toEqual([
      {
        accountId: performerId,
        event: 'video/processed',
        payload: { video: expect.objectContaining({ _id: slow, processing: 'failed' }) },
      },
    ]);

    const lost = await newVideo();
    const row = await rowOf(lost);
    await t.deps.files.remove(row.videoPath);
    await db().update(performerVideos).set({ processing: 'processing' }).where(eq(performerVideos.id, lost));
    t.app.videoProcessing.nudge();
    await t.app.videoProcessing.idle();
    expect(await rowOf(lost)).toMatchObject({ processing: 'failed', processingFailure: 'unreadable' });
    // A new file brings it back.
    const again = await saveVideo({ title: 'Evening dance', price: '12.5' }, { video: { name: 'v.mp4', data: testVideo() } }, lost);
    expect(again.json().data).toMatchObject({ processing: 'processing', processingFailure: null });
    await t.app.videoProcessing.idle();
    expect((await rowOf(lost)).processing).toBe('ready');
  });

  it('gives a video back when the server stops while it takes it up', async () => {
    const id = await newVideo();
    await db().update(performerVideos).set({ processing: 'processing' }).where(eq(performerVideos.id, id));
    const stopping = createVideoProcessing(t.deps, t.app.log);
    stopping.nudge();
    await stopping.stop();
    expect(await rowOf(id)).toMatchObject({ processing: 'processing', processingClaimedAt: null });
    // Another server (here: the app's own) takes it up at once.
    t.app.videoProcessing.nudge();
    await t.app.videoProcessing.idle();
    expect((await rowOf(id)).processing).toBe('ready');
  });

  it('takes up a video that a stopped server left, and never one that another is working on', async () => {
    const id = await newVideo();
    const claimed = new Date();
    await db().update(performerVideos).set({ processing: 'processing', processingClaimedAt: claimed }).where(eq(performerVideos.id, id));
    t.app.videoProcessing.nudge();
    await t.app.videoProcessing.idle();
    expect(await rowOf(id)).toMatchObject({ processing: 'processing', processingClaimedAt: claimed });
    const longAgo = new Date(Date.now() - t.deps.config.videoProcessingTimeoutMs - 11 * 60_000);
    await db().update(performerVideos).set({ processingClaimedAt: longAgo }).where(eq(performerVideos.id, id));
    t.app.videoProcessing.nudge();
    await t.app.videoProcessing.idle();
    expect(await rowOf(id)).toMatchObject({ processing: 'ready', processingClaimedAt: null });
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
    expect(res.json().data).toMatchObject({ duration: 3, processing: 'processing' });
    await t.app.videoProcessing.idle();
    const after = await rowOf(id);
    expect(after).toMatchObject({ processing: 'ready', thumbnailPath: before.thumbnailPath });
    expect(after.videoPath).toMatch(/\.webm$/);
    expect(after.playableVideoPath).toMatch(/\.mp4$/);
    expect(await t.deps.files.open(before.videoPath)).toBeNull();
    expect(await t.deps.files.sizeOf(after.videoPath)).toBe(testVideo(3, 'webm').length);
    // Its playable version goes with it when it is replaced again.
    await saveVideo({ title: 'Evening dance', price: '12.5' }, { video: { name: 'v.mp4', data: testVideo() } }, id);
    await t.app.videoProcessing.idle();
    expect(await rowOf(id)).toMatchObject({ processing: 'ready', playableVideoPath: null });
    expect(await t.deps.files.open(after.playableVideoPath!)).toBeNull();
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
