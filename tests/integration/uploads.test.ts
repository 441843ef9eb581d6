/**
 * Every multipart route under the same rules (multipart-form.ts): a file one byte over
 * its limit, too many files or fields answer 413 'Request Entity Too Large' and store
 * nothing; a file whose bytes are not what its name says answers 400 with the
 * product's upload message and stores nothing; a good file is stored. A 400 MB upload
 * is refused after reading little more than the limit. The table of routes below must
 * name every route that takes multipart/form-data: a new upload route fails the test
 * until it is added.
 */
import http from 'node:http';
import path from 'node:path';
import fs, { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, settings, sitePromos } from '@/server/db/schema';
import { AVATAR_EXTENSIONS, DOCUMENT_EXTENSIONS, MESSAGE_FILE_KINDS, RELEASE_FORM_EXTENSIONS } from '@/shared/constants';
import { MSG } from '@/shared/messages';
import { DIGITAL_PRODUCT_KINDS, VIDEO_KINDS } from '@/server/file-types';
import { testVideo } from '../support/videos';
import { testPhoto } from '../support/pictures';

/** Small limits, so that files over them are cheap to send. */
const FILE_LIMIT = 64 * 1024;
const VIDEO_LIMIT = 96 * 1024;
const AVATAR_LIMIT_MB = 0.05;
/** A picture of exactly the avatar limit is already too large; one byte less is not. */
const AVATAR_MAX = Math.floor(AVATAR_LIMIT_MB * 1024 * 1024) - 1;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

let t: TestApp;
const tokens: Record<'user' | 'performer' | 'studio' | 'admin', string> = { user: '', performer: '', studio: '', admin: '' };
let userId = '';
let promoId = '';
let videoId = '';
let galleryId = '';
let photoId = '';
let productId = '';
let conversationId = '';
/** A picture the photo routes' own decoding takes (the PNG above is only what its first bytes say). */
let photo: Buffer = Buffer.alloc(0);

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { fileLimit: FILE_LIMIT, videoLimit: VIDEO_LIMIT } });
  await t.deps.database.db
    .insert(settings)
    .values({ key: 'avatarLimitMB', value: AVATAR_LIMIT_MB, group: 'ui', public: true })
    .onConflictDoUpdate({ target: settings.key, set: { value: AVATAR_LIMIT_MB } });
  t.app.settings.invalidate();
  tokens.user = await t.login('users', 'user@demo.test');
  tokens.performer = await t.login('performers', 'demo-performer');
  tokens.studio = await t.login('studio', 'studio@demo.test');
  tokens.admin = await t.login('users', 'admin@demo.test');
  [{ id: userId }] = await t.deps.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'user@demo.test'));
  resubmitLink = await rejectedAccountLink();
  [{ id: promoId }] = await t.deps.database.db.insert(sitePromos).values({ title: 'Banner' }).returning({ id: sitePromos.id });
  const video = await send(ROUTES['POST /api/performer/performer-assets/videos'], [
    { field: 'video', filename: 'v.mp4', data: testVideo() },
  ]);
  videoId = video.json().data._id;
  photo = await testPhoto('png');
  const gallery = await t.app.inject({
    method: 'POST',
    url: '/api/performer/performer-assets/galleries',
    headers: bearer(tokens.performer),
    payload: { title: 'Uploads', price: 1 },
  });
  galleryId = gallery.json().data._id;
  photoId = (await send(ROUTES['POST /api/performer/performer-assets/photos'], [{ field: 'photo', filename: 'p.png', data: photo }])).json()
    .data._id;
  productId = (
    await send(ROUTES['POST /api/performer/performer-assets/products'], [{ field: 'digitalFile', filename: 'f.pdf', data: PDF }])
  ).json().data._id;
  const [{ id: performerId }] = await t.deps.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, 'demo-performer'));
  const conversation = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(tokens.user),
    payload: { source: 'performer', sourceId: performerId },
  });
  conversationId = conversation.json().data._id;
});
afterAll(() => t.close());

interface UploadRoute {
  url: () => string;
  /** POST unless named. */
  method?: 'PUT';
  token: keyof typeof tokens | null;
  /** The file fields, all sent by a good request. */
  files: string[];
  kinds: string[];
  /** Kinds of particular fields, instead of `kinds`. */
  fieldKinds?: Record<string, string[]>;
  /** The largest file accepted. */
  max: number;
  /** Text fields a good request sends (registration). */
  fields?: () => Record<string, string>;
  /** A good file, where the route reads more of it than its first bytes (a photo is decoded). */
  sample?: () => Buffer;
}

let serial = 0;
const newcomer = () => {
  serial += 1;
  return {
    name: `Newcomer ${serial}`,
    username: `newcomer${serial}`,
    email: `newcomer${serial}@example.com`,
    password: 'secret123',
    dateOfBirth: '1995-06-15',
  };
};

/** The new-documents link of a performer rejected at review: it works once (the first good request spends it). */
let resubmitLink = '';
async function rejectedAccountLink() {
  const fields = newcomer();
  const files = [
    { field: 'documentVerification', filename: 'd.pdf', data: PDF },
    { field: 'idVerification', filename: 'i.png', data: PNG },
  ];
  const payload = multipart([...Object.entries(fields).map(([field, data]) => ({ field, data })), ...files]);
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/performers/register',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    remoteAddress: '10.8.1.1',
  });
  const [{ id }] = await t.deps.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, fields.email));
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/performers/${id}/verify`,
    headers: bearer(tokens.admin),
    payload: { approved: false, reason: 'Unreadable' },
  });
  await t.app.background.idle();
  return t.linkTokenFor(fields.email);
}

/** Every route that takes multipart/form-data, by its method and path as Fastify names it. */
const ROUTES: Record<string, UploadRoute> = {
  'POST /api/auth/performers/register': {
    url: () => '/api/auth/performers/register',
    token: null,
    files: ['documentVerification', 'idVerification'],
    kinds: DOCUMENT_EXTENSIONS,
    max: FILE_LIMIT,
    fields: newcomer,
  },
  'POST /api/auth/studio/register': {
    url: () => '/api/auth/studio/register',
    token: null,
    files: ['documentVerification', 'idVerification'],
    kinds: DOCUMENT_EXTENSIONS,
    max: FILE_LIMIT,
    fields: () => {
      const { name, email, password } = newcomer();
      return { name, email, password };
    },
  },
  'POST /api/auth/documents/resubmit': {
    url: () => '/api/auth/documents/resubmit',
    token: null,
    files: ['documentVerification', 'idVerification'],
    kinds: DOCUMENT_EXTENSIONS,
    max: FILE_LIMIT,
    fields: () => ({ token: resubmitLink }),
  },
  'POST /api/performers/documents/upload': {
    url: () => '/api/performers/documents/upload',
    token: 'performer',
    files: ['idVerification', 'documentVerification'],
    kinds: DOCUMENT_EXTENSIONS,
    max: FILE_LIMIT,
  },
  'POST /api/studio/documents/upload': {
    url: () => '/api/studio/documents/upload',
    token: 'studio',
    files: ['idVerification', 'documentVerification'],
    kinds: DOCUMENT_EXTENSIONS,
    max: FILE_LIMIT,
  },
  'POST /api/performers/release-form/upload': {
    url: () => '/api/performers/release-form/upload',
    token: 'performer',
    files: ['releaseForm'],
    kinds: RELEASE_FORM_EXTENSIONS,
    max: FILE_LIMIT,
  },
  'POST /api/users/avatar/upload': {
    url: () => '/api/users/avatar/upload',
    token: 'user',
    files: ['avatar'],
    kinds: AVATAR_EXTENSIONS,
    max: AVATAR_MAX,
  },
  'POST /api/performers/avatar/upload': {
    url: () => '/api/performers/avatar/upload',
    token: 'performer',
    files: ['avatar'],
    kinds: AVATAR_EXTENSIONS,
    max: AVATAR_MAX,
  },
  'POST /api/studio/avatar/upload': {
    url: () => '/api/studio/avatar/upload',
    token: 'studio',
    files: ['avatar'],
    kinds: AVATAR_EXTENSIONS,
    max: AVATAR_MAX,
  },
  'POST /api/users/:id/avatar/upload': {
    url: () => `/api/users/${userId}/avatar/upload`,
    token: 'admin',
    files: ['avatar'],
    kinds: AVATAR_EXTENSIONS,
    max: AVATAR_MAX,
  },
  'POST /api/admin/site-promos': {
    url: () => '/api/admin/site-promos',
    token: 'admin',
    files: ['image'],
    kinds: AVATAR_EXTENSIONS,
    max: FILE_LIMIT,
    fields: () => ({ title: 'Banner' }),
  },
  'PUT /api/admin/site-promos/:id': {
    url: () => `/api/admin/site-promos/${promoId}`,
    method: 'PUT',
    token: 'admin',
    files: ['image'],
    kinds: AVATAR_EXTENSIONS,
    max: FILE_LIMIT,
    fields: () => ({ title: 'Banner' }),
  },
};

const videoForm = {
  token: 'performer' as const,
  files: ['video', 'trailer', 'thumbnail'],
  kinds: VIDEO_KINDS,
  fieldKinds: { thumbnail: AVATAR_EXTENSIONS },
  max: VIDEO_LIMIT,
  fields: () => ({ title: 'A video', price: '5' }),
};
ROUTES['POST /api/performer/performer-assets/videos'] = { ...videoForm, url: () => '/api/performer/performer-assets/videos' };
ROUTES['PUT /api/performer/performer-assets/videos/:id'] = {
  ...videoForm,
  url: () => `/api/performer/performer-assets/videos/${videoId}`,
  method: 'PUT',
};

const photoForm = {
  token: 'performer' as const,
  files: ['photo'],
  kinds: AVATAR_EXTENSIONS,
  max: FILE_LIMIT,
  sample: () => photo,
};
for (const url of ['/api/performer/performer-assets/photos', '/api/performer/performer-assets/photos/upload']) {
  ROUTES[`POST ${url}`] = { ...photoForm, url: () => url, fields: () => ({ galleryId }) };
}
const productForm = {
  token: 'performer' as const,
  files: ['image', 'digitalFile'],
  kinds: DIGITAL_PRODUCT_KINDS,
  fieldKinds: { image: AVATAR_EXTENSIONS },
  max: VIDEO_LIMIT,
  fields: () => ({ title: 'A product', price: '5', type: 'digital' }),
};
ROUTES['POST /api/performer/performer-assets/products'] = { ...productForm, url: () => '/api/performer/performer-assets/products' };
ROUTES['PUT /api/performer/performer-assets/products/:id'] = {
  ...productForm,
  url: () => `/api/performer/performer-assets/products/${productId}`,
  method: 'PUT',
};

ROUTES['PUT /api/performer/performer-assets/photos/:id'] = {
  ...photoForm,
  url: () => `/api/performer/performer-assets/photos/${photoId}`,
  method: 'PUT',
  fields: () => ({ title: 'A photo' }),
};

ROUTES['POST /api/messages/private/file'] = {
  url: () => '/api/messages/private/file',
  token: 'user',
  files: ['file'],
  kinds: MESSAGE_FILE_KINDS,
  max: FILE_LIMIT,
  fields: () => ({ conversationId }),
};

type Part = { field: string; filename?: string; data: Buffer | string };

const BOUNDARY = '----upload-test';
function multipart(parts: Part[]) {
  const chunks = parts.map(({ field, filename, data }) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`,
      ),
      Buffer.isBuffer(data) ? data : Buffer.from(data),
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

let address = 0;
function send(route: UploadRoute, parts: Part[]) {
  const textParts = Object.entries(route.fields?.() ?? {}).map(([field, data]) => ({ field, data }));
  address += 1;
  return t.app.inject({
    method: route.method ?? 'POST',
    url: route.url(),
    payload: multipart([...textParts, ...parts]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(route.token ? bearer(tokens[route.token]) : {}) },
    // Registration is rate-limited per address: each request comes from another one.
    remoteAddress: `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
}

/** The kinds `field` of `route` takes. */
const kindsOf = (route: UploadRoute, field: string) => route.fieldKinds?.[field] ?? route.kinds;

/** A file for `field` of `route`, of `size` bytes, that really is of one of its kinds (a video padded after its end plays still). */
function goodFile(route: UploadRoute, field: string, size?: number) {
  const kinds = kindsOf(route, field);
  const kind = kinds.includes('.pdf') ? '.pdf' : kinds.includes('.mp4') ? '.mp4' : '.png';
  const head = route.sample?.() ?? (kind === '.pdf' ? PDF : kind === '.mp4' ? testVideo() : PNG);
  return { filename: `file${kind}`, data: size === undefined ? head : Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]) };
}
const goodParts = (route: UploadRoute, size?: number): Part[] => route.files.map((field) => ({ field, ...goodFile(route, field, size) }));

/**
 * Every file under the data folder's uploads, as paths, once the work an earlier upload started
 * is done (a stored video gets its picture in the background, which would land mid-test).
 */
async function storedFiles(): Promise<string[]> {
  await t.app.videoProcessing.idle();
  await t.app.background.idle();
  const root = path.join(t.deps.config.dataDir, 'uploads');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(root).sort();
}

const TOO_LARGE = { statusCode: 413, error: 'Payload Too Large', message: MSG.tooLarge };

describe('upload routes', () => {
  it('lists every route that takes multipart/form-data', () => {
    expect([...t.app.uploadRoutes].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  describe.each(Object.entries(ROUTES))('%s', (_name, route) => {
    it('stores a good file, up to the limit', async () => {
      const res = await send(route, goodParts(route, route.max));
      expect(res.json()).toMatchObject({ status: 0 });
      expect(res.statusCode).toBe(200);
    });

    it('answers 413 one byte over the limit and stores nothing', async () => {
      const before = await storedFiles();
      // The first file is fine, the last one too large: nothing of the request stays.
      const parts = goodParts(route);
      const last = route.files[route.files.length - 1];
      parts[parts.length - 1] = { field: last, ...goodFile(route, last, route.max + 1) };
      const res = await send(route, parts);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(TOO_LARGE);
      expect(await storedFiles()).toEqual(before);
    });

    it('answers 413 for more files than the form takes and stores nothing', async () => {
      const before = await storedFiles();
      const res = await send(route, [...goodParts(route), { field: route.files[0], ...goodFile(route, route.files[0]) }]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(TOO_LARGE);
      expect(await storedFiles()).toEqual(before);
    });

    it('answers 413 for too many or too long text fields', async () => {
      const many = Array.from({ length: 30 }, (_, i) => ({ field: `extra${i}`, data: 'x' }));
      expect((await send(route, [...many, ...goodParts(route)])).json()).toEqual(TOO_LARGE);
      expect((await send(route, [{ field: 'name', data: 'x'.repeat(10_000) }, ...goodParts(route)])).json()).toEqual(TOO_LARGE);
    });

    it("refuses a file whose bytes are not what its name says, with the product's upload message", async () => {
      const before = await storedFiles();
      const last = route.files[route.files.length - 1];
      const lastKinds = kindsOf(route, last);
      const message = MSG.uploadExtension(lastKinds.join(', '));
      for (const disguised of [
        { filename: `setup${lastKinds[0]}`, data: EXE },
        { filename: `empty${lastKinds.includes('.png') ? '.png' : lastKinds[0]}`, data: Buffer.alloc(0) },
        { filename: `picture${lastKinds.includes('.pdf') ? '.pdf' : lastKinds.includes('.jpg') ? '.jpg' : '.webm'}`, data: PNG },
      ]) {
        const parts = goodParts(route);
        parts[parts.length - 1] = { field: last, ...disguised };
        const res = await send(route, parts);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      }
      const res = await send(route, [{ field: route.files[0], filename: 'setup.exe', data: EXE }]);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: MSG.uploadExtension(kindsOf(route, route.files[0]).join(', ')),
      });
      expect(await storedFiles()).toEqual(before);
    });
  });
});

describe('a 400 MB upload', () => {
  const HUGE = 400 * 1024 * 1024;
  const CHUNK = Buffer.alloc(64 * 1024, 0x20);
  const fields = () => Object.entries(newcomer()).map(([field, data]) => ({ field, data }));
  const head = () => multipart(fields()).subarray(0, -`--${BOUNDARY}--\r\n`.length);
  const fileHeader = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentVerification"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );

  /**
   * The body of a registration with a 400 MB "PDF", made as it is read, a chunk per turn
   * of the event loop as from a network; `pulled()` says how much was read.
   */
  function hugeBody() {
    let pulled = 0;
    const stream = Readable.from(
      (async function* () {
        yield head();
        yield fileHeader;
        yield PDF;
        for (let sent = 0; sent < HUGE; sent += CHUNK.length) {
          await new Promise((resolve) => setImmediate(resolve));
          pulled += CHUNK.length;
          yield CHUNK;
        }
      })(),
      { objectMode: false },
    );
    return { stream, pulled: () => pulled };
  }

  it('is refused with 413 after reading little more than the limit, and nothing is stored', async () => {
    const before = await storedFiles();
    const body = hugeBody();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/performers/register',
      payload: body.stream,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      remoteAddress: '10.8.0.1',
    });
    body.stream.destroy();
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(body.pulled()).toBeLessThan(FILE_LIMIT + 1024 * 1024);
    expect(await storedFiles()).toEqual(before);
  });

  it('over a real connection, gets its answer and the connection is closed without reading the rest', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = await storedFiles();
    const body = hugeBody();
    let closed: Promise<unknown> = Promise.resolve();
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/performers/register',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      request.on('socket', (socket) => (closed = new Promise((done) => socket.once('close', done))));
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // The server closing while the client still sends is expected once the answer came.
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
      });
      body.stream.pipe(request);
    });
    // The server closes the connection rather than wait for the rest of the body.
    await closed;
    body.stream.destroy();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    // The limit, the lingering read (1 MB) and what the sockets' buffers hold: far from 400 MB.
    expect(body.pulled()).toBeLessThan(64 * 1024 * 1024);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('the file store', () => {
  it('leaves no file behind when a stream fails while its file is still opening', async () => {
    const incoming = () => readdirSync(path.join(t.deps.config.dataDir, 'uploads', 'incoming'));
    const before = incoming();
    // A busy thread pool (password hashing, the database) can delay the opening of a file
    // until after the upload failed: here every open waits 50 ms.
    const realOpen = fs.open;
    const slowOpen = jest.spyOn(fs, 'open').mockImplementation(((...args: Parameters<typeof fs.open>) => {
      setTimeout(() => (realOpen as (...a: unknown[]) => void)(...args), 50);
    }) as typeof fs.open);
    try {
      const failing = new Readable({
        read() {
          this.destroy(new Error('connection dropped'));
        },
      });
      await expect(t.deps.files.receive(failing)).rejects.toThrow('connection dropped');
      expect(slowOpen).toHaveBeenCalled();
    } finally {
      slowOpen.mockRestore();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(incoming()).toEqual(before);
  });
});
