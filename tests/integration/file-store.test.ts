/**
 * Uploaded files in either store, under the same contract (storage/files.ts): the data
 * directory by default, an S3-compatible bucket with S3_BUCKET (a real s3rver here).
 * Then the app on the bucket: an avatar is stored there and served at its address, an
 * identity document is read back only through the checked route, and a refused upload
 * leaves nothing anywhere.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { localFileStore, type FileStore } from '@/server/storage/files';
import { s3FileStore } from '@/server/storage/s3';
import { loadConfig } from '@/server/config';
import { accounts } from '@/server/db/schema';
import { startS3Server, type S3Server } from '../support/s3-server';
import { multipart, PDF, PNG } from '../support/multipart';
import { createTestApp, bearer, type TestApp } from './helpers';

let s3: S3Server;
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const incomingOf = (dir: string) => readdirSync(path.join(dir, 'uploads', 'incoming'));

describe.each([
  ['the data directory', (dir: string) => localFileStore(dir)],
  ['an S3-compatible bucket', (dir: string) => s3FileStore(s3.config, dir)],
])('files in %s', (_name, open: (dir: string) => FileStore) => {
  let dir: string;
  let store: FileStore;
  beforeEach(() => {
    dir = dataDir();
    store = open(dir);
  });

  const received = async (content: string) => (await store.receive(Readable.from([Buffer.from(content)]))).key;

  it('keeps a received file under a generated key and gives it back whole', async () => {
    const incoming = await received('first bytes');
    const key = await store.keep(incoming, 'private', 'documents', '.PDF');
    expect(key).toMatch(/^private\/documents\/[0-9a-f-]{36}\.pdf$/);
    const file = (await store.open(key))!;
    expect(file.size).toBe('first bytes'.length);
    expect(await text(file.stream)).toBe('first bytes');
    // Nothing is left where it arrived.
    expect(incomingOf(dir)).toEqual([]);
  });

  it('gives a range of a file, its size and nothing of a file that is not there', async () => {
    const key = await store.keep(await received('0123456789'), 'private', 'videos', '.mp4');
    expect(await store.sizeOf(key)).toBe(10);
    const part = (await store.open(key, { start: 2, end: 5 }))!;
    expect(part.size).toBe(10);
    expect(await text(part.stream)).toBe('2345');
    expect(await store.sizeOf('private/videos/00000000-0000-4000-8000-000000000000.mp4')).toBeNull();
  });

  it('forgets a removed file, and a key that was never stored is not there', async () => {
    const key = await store.keep(await received('gone soon'), 'public', 'avatars', '.png');
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
    expect(await store.open('public/avatars/00000000-0000-4000-8000-000000000000.png')).toBeNull();
  });

  it('removes a received file that was not kept', async () => {
    await store.remove(await received('not wanted'));
    expect(incomingOf(dir)).toEqual([]);
  });

  it('leaves nothing of a stream a check refused', async () => {
    const refuse = new Transform({ transform: (_chunk, _encoding, done) => done(new Error('not what it says')) });
    await expect(store.receive(Readable.from([Buffer.from('MZ...')]), refuse)).rejects.toThrow('not what it says');
    expect(incomingOf(dir)).toEqual([]);
  });

  it('gives public files an address and shipped pictures their own', async () => {
    const key = await store.keep(await received('picture'), 'public', 'avatars', '.png');
    expect(store.url(key)).toBe(`/uploads/${key.slice('public/'.length)}`);
    expect(store.url('/demo/performers/performer-01.jpg')).toBe('/demo/performers/performer-01.jpg');
  });
});

it('gives public files in a bucket the address of S3_PUBLIC_URL when set', () => {
  const store = s3FileStore({ ...s3.config, publicUrl: 'https://files.example.com' }, dataDir());
  expect(store.url('public/avatars/0b2c6a57-2ad1-4a3b-9d51-16c4c8fbc0b1.png')).toBe(
    'https://files.example.com/public/avatars/0b2c6a57-2ad1-4a3b-9d51-16c4c8fbc0b1.png',
  );
});

describe('S3_* variables', () => {
  const NAMES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL', 'S3_PRESIGN'];
  /** The storage `loadConfig` makes of `values` as the environment. */
  function s3With(values: Record<string, string>) {
    const before = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
    for (const name of NAMES) delete process.env[name];
    Object.assign(process.env, values);
    try {
      return loadConfig({ dataDir: dataDir(), tokenSecret: 'x'.repeat(40) }).s3;
    } finally {
      for (const name of NAMES) {
        if (before[name] === undefined) delete process.env[name];
        else process.env[name] = before[name];
      }
    }
  }
  const keys = { S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keep files in the data directory when S3_BUCKET is not set', () => {
    expect(s3With({})).toBeUndefined();
  });

  it('name a bucket, its keys and optional addresses', () => {
    expect(s3With({ S3_BUCKET: 'media', ...keys })).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      endpoint: undefined,
      publicUrl: undefined,
      presign: true,
    });
    expect(
      s3With({
        S3_BUCKET: 'media',
        ...keys,
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://10.0.0.9:9000/',
        S3_PUBLIC_URL: 'https://cdn.example.com',
      }),
    ).toMatchObject({ region: 'eu-central-1', endpoint: 'http://10.0.0.9:9000', publicUrl: 'https://cdn.example.com' });
    expect(s3With({ S3_BUCKET: 'media', ...keys, S3_PRESIGN: 'false' })?.presign).toBe(false);
    expect(s3With({ S3_BUCKET: 'media', ...keys, S3_PRESIGN: 'true' })?.presign).toBe(true);
  });

  it('refuse a bucket without its keys, addresses that are not http(s), and S3_PRESIGN that is not true or false', () => {
    expect(() => s3With({ S3_BUCKET: 'media' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set with S3_BUCKET');
    expect(() => s3With({ S3_BUCKET: 'media', ...keys, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) address');
    expect(() => s3With({ S3_BUCKET: 'media', ...keys, S3_PUBLIC_URL: 'ftp://files' })).toThrow('S3_PUBLIC_URL must be an http(s) address');
    expect(() => s3With({ S3_BUCKET: 'media', ...keys, S3_PRESIGN: 'no' })).toThrow('S3_PRESIGN must be true or false, got "no"');
  });
});

describe('the app with its files in a bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { s3: s3.config } });
  });
  afterAll(() => t.close());

  it('stores an avatar in the bucket and serves it at its address', async () => {
    const token = await t.login('users', 'user@demo.test');
    const form = multipart({}, { avatar: { name: 'me.png', data: PNG } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar/upload',
      ...form,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    // Not on this machine's disk: in the bucket.
    expect(readdirSync(path.join(t.deps.config.dataDir, 'uploads'))).toEqual(['incoming']);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/avatars/00000000-0000-4000-8000-000000000000.png' })).statusCode).toBe(404);
    // Only public files have an address.
    expect((await t.app.inject({ method: 'GET', url: url.replace('/uploads/', '/uploads/../private/') })).statusCode).toBe(404);
  });

  it('keeps nothing of a picture that is not what its name says', async () => {
    const token = await t.login('users', 'user@demo.test');
    const form = multipart({}, { avatar: { name: 'me.png', data: PDF } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar/upload',
      ...form,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(400);
    expect(incomingOf(t.deps.config.dataDir)).toEqual([]);
  });

  it("keeps a performer's identity documents private in the bucket, read only through the checked route", async () => {
    const form = multipart(
      {
        name: 'Bucket Newcomer',
        username: 'bucket-newcomer',
        email: 'bucket-newcomer@example.com',
        password: 'secret123',
        dateOfBirth: '1995-06-15',
      },
      { documentVerification: { name: 'd.pdf', data: PDF }, idVerification: { name: 'i.png', data: PNG } },
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/performers/register', ...form })).statusCode).toBe(200);
    const [row] = await t.deps.database.db.select().from(accounts).where(eq(accounts.email, 'bucket-newcomer@example.com'));
    const admin = await t.login('users', 'admin@demo.test');
    const document = await t.app.inject({
      method: 'GET',
      url: `/api/admin/documents/${row.id}?document=idVerification`,
      headers: bearer(admin),
    });
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.equals(PNG)).toBe(true);
    const user = await t.login('users', 'user@demo.test');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/documents/${row.id}?document=idVerification`, headers: bearer(user) }))
        .statusCode,
    ).toBe(403);
  });
});
