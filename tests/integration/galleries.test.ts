/**
 * Performers' photo galleries and their sale: a performer makes a gallery and uploads
 * real pictures (made here with sharp), of which the server keeps the original, a shown
 * version (upright, at most 1600 px a side, no metadata) and a square preview; orders
 * them and picks the cover. Viewers list the active galleries with photos of the
 * performers they may see, buy once through the ledger with the gallery's commission,
 * and then see the photos through signed, short-lived addresses. Bad pictures, bad
 * orders and others' galleries are refused, and a refusal keeps no file.
 */
import path from 'node:path';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, tamperedSignature, type TestApp } from './helpers';
import { expectItemSale } from './item-sales';
import { commissionRates, performerBlockedUsers, performerGalleries, performerPhotos } from '@/server/db/schema';
import { checkLedgerInvariants } from '@/server/modules/ledger/invariants';
import { PURCHASE_TEXTS } from '@/server/modules/purchases/service';
import { GALLERY_TEXTS } from '@/server/modules/assets/galleries';
import { AVATAR_EXTENSIONS } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import type { PerformerGallery, PerformerPhoto, Photo, PhotoList } from '@/shared/schemas/assets';
import { multipart, type FormFile } from '../support/multipart';
import { restoreTablesAfterEach } from '../support/restore';
import { picture } from '../support/pictures';

let t: TestApp;
let performerToken: string;
let otherPerformerToken: string;
let userToken: string;
let performerId: string;
let userId: string;

/** Pictures made once: a wide JPEG, a portrait that only its EXIF orientation turns upright, a small PNG. */
const pictures = { wide: Buffer.alloc(0), turned: Buffer.alloc(0), small: Buffer.alloc(0), bomb: Buffer.alloc(0) };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  performerToken = await t.login('performers', 'demo-performer');
  otherPerformerToken = await t.login('performers', 'sanne-sunshine');
  userToken = await t.login('users', 'user@demo.test');
  performerId = await t.idOf('demo-performer');
  userId = await t.idOf('user@demo.test');
  pictures.wide = await picture(2400, 1200)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Taken at home, Utrecht' } })
    .toBuffer();
  // Stored 1200×900 on its side; orientation 6 says to turn it a quarter clockwise: 900×1200 upright.
  pictures.turned = await picture(1200, 900).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  pictures.small = await picture(300, 200).png().toBuffer();
  // 60 million pixels of one colour: a few hundred kilobytes that would unpack to 180 MB.
  pictures.bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#808080' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
});
afterAll(() => t.close());
restoreTablesAfterEach(() => t, [commissionRates, performerBlockedUsers]);

const db = () => t.deps.database.db;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const get = (url: string, token?: string) => call('GET', url, token);
const data = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object): Promise<T> => {
  const res = await call(method, url, token, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
};

const GALLERIES = '/api/performer/performer-assets/galleries';
const PHOTOS = '/api/performer/performer-assets/photos';

async function newGallery(fields: Record<string, unknown> = {}, token = performerToken): Promise<string> {
  return (await data<PerformerGallery>('POST', GALLERIES, token, { title: 'Beach day', price: 7.5, ...fields }))._id;
}
const ownGallery = (id: string) => data<PerformerGallery>('GET', `${GALLERIES}/${id}/view`, performerToken);
const changeGallery = (id: string, changes: object, token = performerToken) => call('PUT', `${GALLERIES}/${id}`, token, changes);

/** Sends one photo form (POST, or PUT to `photoId`). */
function sendPhoto(
  fields: Record<string, string>,
  file: FormFile | null,
  { token = performerToken, url = PHOTOS, photoId }: { token?: string; url?: string; photoId?: string } = {},
) {
  const form = multipart(fields, file ? { photo: file } : {});
  return t.app.inject({
    method: photoId ? 'PUT' : 'POST',
    url: photoId ? `${PHOTOS}/${photoId}` : url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

async function addPhoto(galleryId: string, file: FormFile = { name: 'wide.jpg', data: pictures.wide }): Promise<PerformerPhoto> {
  const res = await sendPhoto({ galleryId }, file);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const photoRows = (galleryId: string) =>
  db().select().from(performerPhotos).where(eq(performerPhotos.galleryId, galleryId)).orderBy(performerPhotos.position);
const order = async (galleryId: string) => (await photoRows(galleryId)).map((row) => row.id);

/** Every file under the data folder's uploads, incoming ones included. */
function storedFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(path.join(t.deps.config.dataDir, 'uploads')).sort();
}

/** Waits until a session of this database waits for a lock (at most 10 s). */
async function waitForLockWaiter() {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await db().execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('No request came to wait for the gallery');
}

/** A stored file as the browser gets it: its status, media type, and the picture's size. */
async function fetched(url: string) {
  const res = await get(url);
  const meta = res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null;
  return { status: res.statusCode, type: res.headers['content-type'], width: meta?.width, height: meta?.height, exif: meta?.exif };
}

const buy = (id: string, token = userToken) => call('POST', `/api/purchase-items/gallery/${id}`, token);
const details = (id: string, token?: string) => get(`/api/user/performer-assets/galleries/${id}/view`, token);
const viewerPhotos = (id: string, token?: string) => get(`/api/user/performer-assets/photos/${id}/search`, token);
const viewerList = async (query: string, token?: string) =>
  (await data<{ data: { _id: string }[] }>('GET', `/api/user/performer-assets/galleries/search?${query}`, token)).data.map(
    (gallery) => gallery._id,
  );

describe('a performer makes a gallery of photos', () => {
  it('keeps the original, makes an upright shown version of at most 1600 px and a square preview, and serves both', async () => {
    const gallery = await data<PerformerGallery>('POST', GALLERIES, performerToken, {
      title: ' Beach day ',
      description: 'Sun and sea',
      tags: 'Beach, sun, beach',
      price: 7.5,
    });
    expect(gallery).toMatchObject({
      title: 'Beach day',
      description: 'Sun and sea',
      tags: ['beach', 'sun'],
      price: 7.5,
      isSale: true,
      status: 'active',
      photoCount: 0,
      cover: null,
      coverPhotoId: null,
      sold: 0,
      earned: 0,
    });

    const wide = await addPhoto(gallery._id);
    expect(wide).toMatchObject({ galleryId: gallery._id, position: 0, width: 1600, height: 800, title: null });
    expect(wide.preview).toMatch(/^\/uploads\/photo-previews\/[0-9a-f-]{36}\.jpg$/);
    expect(wide.url).toMatch(/^\/files\/private\/photos\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=/);
    expect(await fetched(wide.preview)).toEqual({ status: 200, type: 'image/jpeg', width: 400, height: 400, exif: undefined });
    // The shown version keeps the proportions and none of the photo's metadata.
    expect(await fetched(wide.url)).toEqual({ status: 200, type: 'image/jpeg', width: 1600, height: 800, exif: undefined });
    const [row] = await photoRows(gallery._id);
    expect(row.originalPath).toMatch(/^private\/photo-originals\/[0-9a-f-]{36}\.jpg$/);
    expect(await t.deps.files.sizeOf(row.originalPath)).toBe(pictures.wide.length);

    // Turned upright by its EXIF orientation; smaller than 1600 px, so not enlarged.
    const turned = await addPhoto(gallery._id, { name: 'turned.jpeg', data: pictures.turned });
    expect(turned).toMatchObject({ position: 1, width: 900, height: 1200 });
    expect(await fetched(turned.url)).toMatchObject({ width: 900, height: 1200 });
    // The same form at …/photos/upload; a PNG becomes a JPEG too.
    const small = (
      await sendPhoto({ galleryId: gallery._id, title: ' Pier ' }, { name: 'small.png', data: pictures.small }, { url: `${PHOTOS}/upload` })
    ).json().data as PerformerPhoto;
    expect(small).toMatchObject({ position: 2, width: 300, height: 200, title: 'Pier' });
    expect(await fetched(small.preview)).toMatchObject({ type: 'image/jpeg', width: 400, height: 400 });

    expect(await ownGallery(gallery._id)).toMatchObject({ photoCount: 3, cover: wide.preview });
    const listed = await data<{ data: PerformerPhoto[] }>('GET', `${PHOTOS}/search?galleryId=${gallery._id}`, performerToken);
    expect(listed.data.map((photo) => photo._id)).toEqual([wide._id, turned._id, small._id]);
    expect((await data<PerformerPhoto>('GET', `${PHOTOS}/${turned._id}/view`, performerToken)).position).toBe(1);
  });

  it('places photos sent side by side one after another', async () => {
    const id = await newGallery();
    const sent = await Promise.all(Array.from({ length: 4 }, () => sendPhoto({ galleryId: id }, { name: 'p.png', data: pictures.small })));
    expect(sent.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await photoRows(id)).map((row) => row.position)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a file that is not a picture, a broken one and one too large to decode, and keeps nothing', async () => {
    const id = await newGallery();
    const before = storedFiles();
    const notAPicture = await sendPhoto({ galleryId: id }, { name: 'notes.jpg', data: Buffer.from('Just some words, no picture at all.') });
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().message).toBe(MSG.uploadExtension(AVATAR_EXTENSIONS.join(', ')));

    // A JPEG's first bytes, then nothing a decoder can read.
    const broken = Buffer.concat([pictures.wide.subarray(0, 4), Buffer.alloc(4000, 0x41)]);
    for (const file of [
      { name: 'broken.jpg', data: broken },
      { name: 'cut.jpg', data: pictures.wide.subarray(0, Math.floor(pictures.wide.length / 2)) },
      { name: 'huge.png', data: pictures.bomb },
    ]) {
      const res = await sendPhoto({ galleryId: id }, file);
      expect([file.name, res.statusCode, res.json().message]).toEqual([file.name, 400, GALLERY_TEXTS.notAPicture]);
    }
    expect((await sendPhoto({ galleryId: id }, null)).json().message).toBe(GALLERY_TEXTS.noPhoto);
    expect(storedFiles()).toEqual(before);
    expect(await photoRows(id)).toEqual([]);
  });

  it('keeps nothing of a photo whose gallery is deleted while the photo is made', async () => {
    const id = await newGallery();
    const before = storedFiles();
    let upload: Promise<{ statusCode: number }> | undefined;
    // The gallery's row is held while the upload is checked, decoded and stored; then it is deleted.
    await db().transaction(async (tx) => {
      await tx.select().from(performerGalleries).where(eq(performerGalleries.id, id)).for('update');
      upload = sendPhoto({ galleryId: id }, { name: 'p.jpg', data: pictures.wide }).then((res) => res);
      // On PostgreSQL the upload gets as far as waiting for the row; PGlite runs one transaction at a time, so it waits at its first look.
      if (process.env.TEST_TARGET === 'postgres') await waitForLockWaiter();
      await tx.update(performerGalleries).set({ deletedAt: new Date() }).where(eq(performerGalleries.id, id));
    });
    const res = await upload!;
    expect(res.statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it("answers 404 for another performer's gallery and photos, keeping nothing, and lets only performers in", async () => {
    const id = await newGallery();
    const photo = await addPhoto(id);
    const before = storedFiles();
    const foreign = await sendPhoto({ galleryId: id }, { name: 'p.jpg', data: pictures.wide }, { token: otherPerformerToken });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(GALLERY_TEXTS.notFound);
    const replaced = await sendPhoto(
      { title: 'Mine' },
      { name: 'p.jpg', data: pictures.wide },
      { token: otherPerformerToken, photoId: photo._id },
    );
    expect(replaced.statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);

    for (const [method, url] of [
      ['GET', `${GALLERIES}/${id}/view`],
      ['PUT', `${GALLERIES}/${id}`],
      ['DELETE', `${GALLERIES}/${id}`],
      ['GET', `${PHOTOS}/search?galleryId=${id}`],
      ['GET', `${PHOTOS}/${photo._id}/view`],
      ['DELETE', `${PHOTOS}/${photo._id}`],
    ] as const) {
      expect([method, url, (await call(method, url, otherPerformerToken, method === 'PUT' ? {} : undefined)).statusCode]).toEqual([
        method,
        url,
        404,
      ]);
    }
    expect((await call('POST', GALLERIES, userToken, { title: 'x', price: 1 })).statusCode).toBe(403);
    expect((await sendPhoto({ galleryId: id }, { name: 'p.jpg', data: pictures.wide }, { token: userToken })).statusCode).toBe(403);
    expect(await order(id)).toEqual([photo._id]);
  });

  it('orders the photos, and refuses an order that is not exactly its photos, changing nothing', async () => {
    const id = await newGallery();
    const photos = [await addPhoto(id), await addPhoto(id), await addPhoto(id)];
    const [a, b, c] = photos.map((photo) => photo._id);
    const elsewhere = (await addPhoto(await newGallery()))._id;

    const reordered = await changeGallery(id, { photoIds: [c, a, b] });
    expect(reordered.statusCode).toBe(200);
    expect(await order(id)).toEqual([c, a, b]);
    expect((await photoRows(id)).map((row) => row.position)).toEqual([0, 1, 2]);
    // Without a chosen cover, the new first photo is the cover.
    expect(reordered.json().data.cover).toBe(photos[2].preview);

    for (const photoIds of [
      [c, a],
      [c, a, elsewhere],
      [c, a, b, elsewhere],
      [c, a, a],
      [c, a, b, b],
      [c, a, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await changeGallery(id, { photoIds, title: 'Changed with a bad order' });
      expect([photoIds, res.statusCode, res.json().message]).toEqual([photoIds, 400, GALLERY_TEXTS.order]);
    }
    expect(await order(id)).toEqual([c, a, b]);
    expect((await ownGallery(id)).title).toBe('Beach day');
    expect((await changeGallery(id, { photoIds: ['not-an-id'] })).statusCode).toBe(400);
  });

  it('takes a chosen cover, and the first photo again when the cover is deleted', async () => {
    const id = await newGallery();
    const [a, b, c] = [await addPhoto(id), await addPhoto(id), await addPhoto(id)];
    const chosen = await changeGallery(id, { coverPhotoId: b._id });
    expect(chosen.json().data).toMatchObject({ coverPhotoId: b._id, cover: b.preview });
    const elsewhere = (await addPhoto(await newGallery()))._id;
    const wrong = await changeGallery(id, { coverPhotoId: elsewhere });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(GALLERY_TEXTS.cover);
    expect((await ownGallery(id)).coverPhotoId).toBe(b._id);

    const [bRow] = (await photoRows(id)).filter((row) => row.id === b._id);
    expect((await call('DELETE', `${PHOTOS}/${b._id}`, performerToken)).statusCode).toBe(200);
    expect(await ownGallery(id)).toMatchObject({ coverPhotoId: null, cover: a.preview, photoCount: 2 });
    // The photos after it moved up, and its three files are gone.
    expect((await photoRows(id)).map((row) => [row.id, row.position])).toEqual([
      [a._id, 0],
      [c._id, 1],
    ]);
    for (const key of [bRow.originalPath, bRow.displayPath, bRow.previewPath]) expect(await t.deps.files.sizeOf(key)).toBeNull();
    expect((await get(b.preview)).statusCode).toBe(404);

    // Back to the first photo on request too.
    await changeGallery(id, { coverPhotoId: c._id });
    expect((await changeGallery(id, { coverPhotoId: null })).json().data).toMatchObject({ coverPhotoId: null, cover: a.preview });
  });

  it('counts its photos as they are added and removed, in its own list and in viewers', async () => {
    const id = await newGallery({ title: 'Counted gallery' });
    const card = async () =>
      (
        await data<{ data: { _id: string; photoCount: number }[] }>(
          'GET',
          `/api/user/performer-assets/galleries/search?performerId=${performerId}&limit=60`,
        )
      ).data.find((gallery) => gallery._id === id);
    const mine = async () =>
      (await data<{ data: PerformerGallery[] }>('GET', `${GALLERIES}/search?q=counted`, performerToken)).data.find(
        (gallery) => gallery._id === id,
      );
    expect((await mine())?.photoCount).toBe(0);
    expect(await card()).toBeUndefined();
    const first = await addPhoto(id);
    await addPhoto(id);
    expect((await mine())?.photoCount).toBe(2);
    expect((await card())?.photoCount).toBe(2);
    await call('DELETE', `${PHOTOS}/${first._id}`, performerToken);
    expect((await mine())?.photoCount).toBe(1);
    expect((await card())?.photoCount).toBe(1);
  });

  it("replaces a photo's picture and title, and removes the old files", async () => {
    const id = await newGallery();
    const photo = await addPhoto(id);
    const [before] = await photoRows(id);
    const retitled = await sendPhoto({ title: ' Sunset ' }, null, { photoId: photo._id });
    expect(retitled.json().data).toMatchObject({ title: 'Sunset', width: 1600 });
    const res = await sendPhoto({ title: 'Sunset' }, { name: 'small.png', data: pictures.small }, { photoId: photo._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: photo._id, title: 'Sunset', width: 300, height: 200, position: 0 });
    const [after] = await photoRows(id);
    expect(after.originalPath).toMatch(/\.png$/);
    for (const key of [before.originalPath, before.displayPath, before.previewPath]) expect(await t.deps.files.sizeOf(key)).toBeNull();
    // A broken replacement changes nothing.
    const broken = await sendPhoto({ title: 'Broken' }, { name: 'b.jpg', data: pictures.wide.subarray(0, 500) }, { photoId: photo._id });
    expect(broken.json().message).toBe(GALLERY_TEXTS.notAPicture);
    expect((await photoRows(id))[0]).toEqual(after);
  });

  it('changes only the fields sent, and a title and description per language that readers see', async () => {
    const id = await newGallery({ description: 'Sun and sea', tags: 'beach' });
    await addPhoto(id);
    const changed = await changeGallery(id, { price: 3, status: 'inactive' });
    expect(changed.json().data).toMatchObject({
      title: 'Beach day',
      description: 'Sun and sea',
      tags: ['beach'],
      price: 3,
      status: 'inactive',
    });
    await changeGallery(id, { status: 'active', description: '' });
    const translated = await call('POST', `/api/user/performer-assets/galleries/${id}/translations`, performerToken, {
      locale: 'nl',
      title: 'Stranddag',
      description: 'Zon en zee',
    });
    expect(translated.statusCode).toBe(200);
    expect(translated.json().data.translations).toEqual({ nl: { title: 'Stranddag', description: 'Zon en zee' } });
    expect((await details(id)).json().data).toMatchObject({ title: 'Beach day', description: null });
    expect((await get(`/api/user/performer-assets/galleries/${id}/view?locale=nl`)).json().data).toMatchObject({
      title: 'Stranddag',
      description: 'Zon en zee',
    });
    expect(
      (await call('POST', `/api/user/performer-assets/galleries/${id}/translations`, otherPerformerToken, { locale: 'nl', title: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('viewers', () => {
  it('see the active galleries with photos of performers they may see, found by title or whole tag', async () => {
    const shown = await newGallery({ title: 'Shown gallery', tags: 'harbour, boats' });
    await addPhoto(shown);
    const empty = await newGallery({ title: 'Empty gallery' });
    const inactive = await newGallery({ title: 'Inactive gallery', status: 'inactive' });
    await addPhoto(inactive);
    const deleted = await newGallery({ title: 'Deleted gallery' });
    await addPhoto(deleted);
    await call('DELETE', `${GALLERIES}/${deleted}`, performerToken);

    const ids = await viewerList(`performerId=${performerId}&limit=60`);
    expect(ids).toContain(shown);
    for (const hidden of [empty, inactive, deleted]) expect(ids).not.toContain(hidden);
    expect(await viewerList('q=harbour')).toEqual([shown]);
    expect(await viewerList('q=SHOWN%20gall')).toEqual([shown]);
    expect(await viewerList('q=harb')).not.toContain(shown);
    for (const hidden of [empty, inactive, deleted]) expect((await details(hidden)).statusCode).toBe(404);
    // The owner still opens an inactive or empty one, not a deleted one.
    expect((await details(inactive, performerToken)).json().data.canView).toBe(true);
    expect((await details(empty, performerToken)).statusCode).toBe(200);
    expect((await details(deleted, performerToken)).statusCode).toBe(404);
    // Its own list leaves the deleted one out.
    const mine = await data<{ data: PerformerGallery[] }>('GET', `${GALLERIES}/search?limit=100`, performerToken);
    expect(mine.data.map((gallery) => gallery._id)).not.toContain(deleted);
    expect((await ownGallery(shown)).photoCount).toBe(1);

    const card = (await data<{ data: Record<string, unknown>[] }>('GET', '/api/user/performer-assets/galleries/search?q=harbour')).data[0];
    expect(card).toMatchObject({ isBought: false, photoCount: 1, price: 7.5, performer: { _id: performerId, username: 'demo-performer' } });

    // A viewer the performer blocked sees none of hers.
    await db().insert(performerBlockedUsers).values({ performerId, userId });
    expect(await viewerList(`performerId=${performerId}`, userToken)).toEqual([]);
    expect((await details(shown, userToken)).statusCode).toBe(404);
    expect((await buy(shown)).statusCode).toBe(404);
  });

  it("list every performer's galleries newest or cheapest first, and refuse another order", async () => {
    const dear = await newGallery({ title: 'Sorted dear', tags: 'sorting', price: 30 });
    await addPhoto(dear);
    const cheap = await newGallery({ title: 'Sorted cheap', tags: 'sorting', price: 2 });
    await addPhoto(cheap);
    expect(await viewerList('q=sorting')).toEqual([cheap, dear]);
    expect(await viewerList('q=sorting&sortBy=newest')).toEqual([cheap, dear]);
    expect(await viewerList('q=sorting&sortBy=price')).toEqual([cheap, dear]);
    await data('PUT', `${GALLERIES}/${cheap}`, performerToken, { price: 50 });
    expect(await viewerList('q=sorting&sortBy=price')).toEqual([dear, cheap]);
    expect((await get('/api/user/performer-assets/galleries/search?sortBy=popular')).statusCode).toBe(400);
  });

  it('see the photos of a paid gallery only after buying it, and of a free one at once', async () => {
    const paid = await newGallery({ price: 2 });
    await addPhoto(paid);
    const refused = await viewerPhotos(paid, userToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GALLERY_TEXTS.notBought);
    expect((await viewerPhotos(paid)).statusCode).toBe(403);
    expect((await details(paid, userToken)).json().data).toMatchObject({ canView: false, isBought: false });
    expect((await viewerPhotos(paid, performerToken)).statusCode).toBe(200);

    const free = await newGallery({ price: 0 });
    await addPhoto(free);
    expect((await details(free)).json().data.canView).toBe(true);
    const photos = (await viewerPhotos(free)).json().data as PhotoList;
    expect(photos.total).toBe(1);
    expect(photos.data[0]).toEqual({
      _id: expect.any(String),
      title: null,
      width: 1600,
      height: 800,
      preview: expect.stringMatching(/^\/uploads\/photo-previews\//),
      url: expect.stringMatching(/^\/files\/private\/photos\//),
    });
    expect(await fetched(photos.data[0].url)).toMatchObject({ status: 200, width: 1600 });
    expect((await buy(free)).json().message).toBe(PURCHASE_TEXTS.free);
    expect((await viewerPhotos('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('buying a gallery', () => {
  it("charges the buyer once, pays the performer minus the gallery's commission, and opens its photos", async () => {
    const id = await newGallery({ price: 20 });
    const photo = await addPhoto(id);
    const { res, buyerBefore: userBefore } = await expectItemSale(t, {
      type: 'gallery',
      id,
      performerId,
      buyerId: userId,
      buy: () => buy(id),
    });

    // Again, and several at once: the same purchase, nothing more charged.
    const again = await Promise.all([buy(id), buy(id), buy(id)]);
    expect(again.map((answer) => answer.json().data._id)).toEqual(Array(3).fill(res.json().data._id));
    expect(await t.balanceOf(userId)).toBe(userBefore - 20);
    for (const check of await checkLedgerInvariants(db())) expect(check).toEqual({ label: check.label, violations: 0 });

    expect((await details(id, userToken)).json().data).toMatchObject({ isBought: true, canView: true });
    const photos = (await viewerPhotos(id, userToken)).json().data as { data: Photo[] };
    expect(photos.data.map((p) => p._id)).toEqual([photo._id]);
    expect(await fetched(photos.data[0].url)).toMatchObject({ status: 200, type: 'image/jpeg', width: 1600, height: 800 });
    expect((await get(tamperedSignature(photos.data[0].url))).statusCode).toBe(403);

    expect(await ownGallery(id)).toMatchObject({ sold: 1, earned: 14 });
    const bought = await data<{ data: { _id: string; isBought: boolean }[] }>('GET', '/api/purchased-items/user/galleries', userToken);
    expect(bought.data[0]).toMatchObject({ _id: id, isBought: true });
  });

  it('refuses a gallery without photos, inactive, not for sale, its own performer and visitors, and charges nothing', async () => {
    const before = await t.balanceOf(userId);
    const empty = await newGallery();
    const inactive = await newGallery({ status: 'inactive' });
    await addPhoto(inactive);
    const notForSale = await newGallery({ isSale: false });
    await addPhoto(notForSale);
    for (const id of [empty, inactive, notForSale, '00000000-0000-4000-8000-000000000000']) {
      const res = await buy(id);
      expect([id, res.statusCode, res.json().message]).toEqual([id, 404, PURCHASE_TEXTS.notFound]);
    }
    const forSale = await newGallery();
    await addPhoto(forSale);
    // Performers (its owner too) do not buy; visitors log in first.
    expect((await buy(forSale, performerToken)).statusCode).toBe(403);
    expect((await call('POST', `/api/purchase-items/gallery/${forSale}`)).statusCode).toBe(401);
    expect(await t.balanceOf(userId)).toBe(before);
  });

  it('leaves a deleted or inactive gallery to its buyers only', async () => {
    const id = await newGallery({ price: 1 });
    await addPhoto(id);
    await buy(id);
    await call('DELETE', `${GALLERIES}/${id}`, performerToken);
    expect((await details(id, userToken)).json().data.canView).toBe(true);
    expect((await viewerPhotos(id, userToken)).statusCode).toBe(200);
    expect((await details(id)).statusCode).toBe(404);
    expect((await viewerPhotos(id)).statusCode).toBe(404);
    expect(await viewerList(`performerId=${performerId}&limit=60`, userToken)).not.toContain(id);
    const bought = await data<{ data: { _id: string }[] }>('GET', '/api/purchased-items/user/galleries?limit=60', userToken);
    expect(bought.data.map((gallery) => gallery._id)).toContain(id);
    // Its photos are the buyers' now: the performer no longer changes them.
    expect((await call('GET', `${PHOTOS}/search?galleryId=${id}`, performerToken)).statusCode).toBe(404);

    const inactive = await newGallery({ price: 1 });
    await addPhoto(inactive);
    await buy(inactive);
    await changeGallery(inactive, { status: 'inactive' });
    expect(await viewerList(`performerId=${performerId}&limit=60`, userToken)).not.toContain(inactive);
    expect((await viewerPhotos(inactive, userToken)).statusCode).toBe(200);
  });
});
