/**
 * Protected files of an app whose files are in a bucket (a real s3rver): the app checks
 * who asks, as with the data directory, and then sends the browser to a presigned address
 * of the bucket that ends when the app's signed address does. A bought video is read from
 * the bucket by byte ranges, a bought gallery's photos and a digital product's download
 * (as an attachment of its name) too; a viewer who did not buy gets 403 and no address, and
 * the bucket refuses a presigned address once its time is past. (s3rver checks a presigned
 * address's time but not its signature, which is the SDK's: a real bucket checks both.)
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { presignedTimes, s3FileStore } from '@/server/storage/s3';
import { presignedOrigin } from '@/server/storage/s3-origin';
import type { Photo } from '@/shared/schemas/assets';
import type { DownloadLink } from '@/shared/schemas/products';
import { startS3Server, type S3Server } from '../support/s3-server';
import { multipart, PDF, PNG, type FormFile } from '../support/multipart';
import { testVideo } from '../support/videos';
import { testPhoto } from '../support/pictures';
import { createTestApp, bearer, tamperedSignature, type TestApp } from './helpers';
import { newFundedUser } from './deployment';

let s3: S3Server;
let t: TestApp;
let performerToken: string;
let buyer: { token: string };
let onlooker: { token: string };
const dirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ seed: true, config: { s3: s3.config } });
  performerToken = await t.login('performers', 'demo-performer');
  buyer = await newFundedUser(t, 'bucket-buyer', 500);
  onlooker = await newFundedUser(t, 'bucket-onlooker', 500);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
const data = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<T> => {
  const res = await call(method, url, token, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
};

/** Sends a performer's multipart form. */
async function sendForm<T>(url: string, fields: Record<string, string>, files: Record<string, FormFile>): Promise<T> {
  const form = multipart(fields, files);
  const res = await t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...bearer(performerToken) } });
  if (res.statusCode !== 200) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

const buy = (type: 'video' | 'gallery' | 'product', id: string) => data('POST', `/api/purchase-items/${type}/${id}`, buyer.token);

/** The app's answer to a signed address: a redirect to the bucket, whose address it returns. */
async function redirected(url: string, headers: Record<string, string> = {}): Promise<URL> {
  const res = await call('GET', url, undefined, undefined, headers);
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  expect(location.origin).toBe(presignedOrigin(s3.config));
  expect(location.pathname).toBe(`/${s3.config.bucket}/${new URL(url, 'http://app').pathname.slice('/files/'.length)}`);
  // No checksum is asked of the answer: several S3-compatible services refuse the SDK's default (s3.ts).
  expect(location.searchParams.has('x-amz-checksum-mode')).toBe(false);
  return location;
}

/** When a presigned address ends: its signing time (`20261207T030246Z`) plus its lifetime. */
const presignedEnd = (address: URL) => {
  const at = address.searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z');
  return Date.parse(at) + Number(address.searchParams.get('X-Amz-Expires')) * 1000;
};
const expiresOf = (url: string) => Number(new URL(url, 'http://app').searchParams.get('expires')) * 1000;

describe('a bought video', () => {
  let id: string;
  let videoUrl: string;
  beforeAll(async () => {
    id = (
      await sendForm<{ _id: string }>(
        '/api/performer/performer-assets/videos',
        { title: 'Bucket dance', price: '5' },
        {
          video: { name: 'dance.mp4', data: testVideo() },
        },
      )
    )._id;
    // Processed from the bucket like any stored file: copied to this machine for ffmpeg, its picture kept in the bucket.
    await t.app.videoProcessing.idle();
    const own = await data<{ processing: string; thumbnail: string }>(
      'GET',
      `/api/performer/performer-assets/videos/${id}/view`,
      performerToken,
    );
    expect(own.processing).toBe('ready');
    expect((await call('GET', own.thumbnail)).statusCode).toBe(200);
    await buy('video', id);
    videoUrl = (await data<{ videoUrl: string }>('GET', `/api/user/performer-assets/videos/${id}`, buyer.token)).videoUrl;
  });

  it('is read from the bucket at a presigned address that ends when the signed one does, by byte ranges', async () => {
    expect(videoUrl).toMatch(/^\/files\/private\/videos\/[0-9a-f-]{36}\.mp4\?expires=\d+&signature=/);
    // The player's first request asks for a range already: the redirect does not depend on it.
    const address = await redirected(videoUrl, { range: 'bytes=0-' });
    expect(presignedEnd(address)).toBe(expiresOf(videoUrl));

    const whole = await fetch(address);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(testVideo())).toBe(true);

    const part = await fetch(address, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${testVideo().length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(testVideo().subarray(100, 200))).toBe(true);
  });

  it('gives a viewer who did not buy it no address, and a wrong or missing signature 403 without a redirect', async () => {
    expect(await data('GET', `/api/user/performer-assets/videos/${id}`, onlooker.token)).toMatchObject({ canWatch: false, videoUrl: null });
    const key = new URL(videoUrl, 'http://app').pathname.slice('/files/'.length);
    for (const url of [`/files/${key}`, tamperedSignature(videoUrl)]) {
      const refused = await call('GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers.location).toBeUndefined();
    }
  });

  it('is refused by the bucket once its presigned address is past its time', async () => {
    const key = new URL(videoUrl, 'http://app').pathname.slice('/files/'.length);
    const shortLived = t.deps.fileUrls.url(key, 2);
    const address = await redirected(shortLived);
    expect((await fetch(address)).status).toBe(200);
    await sleep(expiresOf(shortLived) + 1100 - Date.now());
    const late = await fetch(address);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });
});

it("shows a bought gallery's photos from the bucket, and none to a viewer who did not buy it", async () => {
  const gallery = await data<{ _id: string }>('POST', '/api/performer/performer-assets/galleries', performerToken, {
    title: 'Bucket beach',
    price: 3,
  });
  await sendForm(
    '/api/performer/performer-assets/photos',
    { galleryId: gallery._id },
    { photo: { name: 'p.jpg', data: await testPhoto() } },
  );
  const photos = `/api/user/performer-assets/photos/${gallery._id}/search`;
  const refused = await call('GET', photos, onlooker.token);
  expect(refused.statusCode).toBe(403);
  expect(refused.body).not.toContain('/files/');

  await buy('gallery', gallery._id);
  const [photo] = (await data<{ data: Photo[] }>('GET', photos, buyer.token)).data;
  const shown = await fetch(await redirected(photo.url));
  expect(shown.status).toBe(200);
  expect(shown.headers.get('content-type')).toBe('image/jpeg');
  expect(
    Buffer.from(await shown.arrayBuffer())
      .subarray(0, 3)
      .equals(Buffer.from([0xff, 0xd8, 0xff])),
  ).toBe(true);
});

it('downloads a bought digital product from the bucket as an attachment of its name, and gives nobody else a link', async () => {
  const product = await sendForm<{ _id: string }>(
    '/api/performer/performer-assets/products',
    { title: 'Été diary', type: 'digital', price: '4' },
    { digitalFile: { name: 'Été diary.pdf', data: PDF }, image: { name: 'cover.png', data: PNG } },
  );
  const linkOf = (token: string) => call('GET', `/api/user/performer-assets/products/${product._id}/download-link`, token);
  const refused = await linkOf(onlooker.token);
  expect(refused.statusCode).toBe(403);
  expect(refused.body).not.toContain('/files/');

  await buy('product', product._id);
  const link = (await linkOf(buyer.token)).json().data as DownloadLink;
  const address = await redirected(link.url);
  expect(presignedEnd(address)).toBe(expiresOf(link.url));
  const file = await fetch(address);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(file.headers.get('content-disposition')).toBe(`attachment; filename="_t_ diary.pdf"; filename*=UTF-8''%C3%89t%C3%A9%20diary.pdf`);
  expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
});

describe('a bucket that only the server reaches (S3_PRESIGN=false)', () => {
  it('has no presigned addresses: its private files go through the server', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'presign-off-'));
    dirs.push(dir);
    const store = s3FileStore({ ...s3.config, presign: false }, dir);
    const key = await store.keep((await store.receive(Readable.from([PDF]))).key, 'private', 'documents', '.pdf');
    expect(await store.presignedUrl(key, new Date(Date.now() + 60_000))).toBeNull();
    expect((await store.open(key))?.size).toBe(PDF.length);
  });
});

it('signs from the whole second the signature names, for at least a second and at most the week S3 allows', () => {
  const now = Date.parse('2026-12-07T03:02:46.900Z');
  expect(presignedTimes(new Date('2026-12-07T03:12:46Z'), now)).toEqual({ signingDate: new Date('2026-12-07T03:02:46Z'), expiresIn: 600 });
  expect(presignedTimes(new Date('2026-12-07T03:02:46.950Z'), now).expiresIn).toBe(1);
  expect(presignedTimes(new Date('2027-02-07T00:00:00Z'), now).expiresIn).toBe(7 * 24 * 3600);
});
