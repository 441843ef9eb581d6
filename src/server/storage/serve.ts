/**
 * How browsers get stored files. Public files at `/uploads/<folder>/<name>`: from the
 * data directory as they are (@fastify/static), or read from the bucket through the
 * store. Private files only at a signed address (`/files/<key>?expires=…&signature=…`,
 * signed-urls.ts) that a route which checked who asks made: a wrong or expired one
 * answers 403. Both answer byte ranges (`Range: bytes=…`), so a video player seeks.
 * When the store has addresses of its own (a bucket's presigned ones), a valid signed
 * address is answered with a redirect there, valid as long as the signed address: the
 * bytes, and every seek, then go from the bucket to the browser, not through this server.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf } from '../file-types';
import { forbidden, notFound } from '../errors';
import { isFileKey, type ByteRange, type FileStore } from './files';
import { SIGNED_FILES_PATH } from './signed-urls';

/**
 * The one range of `header` within a file of `size` bytes: null for none or a form we
 * do not serve (several ranges: the whole file is sent), 'unsatisfiable' past its end.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // The last n bytes.
    const last = Number(match[2]);
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * A `Content-Disposition` that saves the file under `name` (a digital product's file as
 * its performer named it): an ASCII fallback and the name itself in RFC 5987's form.
 */
export function attachmentNamed(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_').slice(0, 200) || 'download';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name.slice(0, 200)).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Sends the stored file `key` (the asked range of it, when one is asked) with `cacheControl`; `download`: as an attachment of that name. */
async function sendStored(
  files: FileStore,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl: string,
  download?: string,
) {
  const size = await files.sizeOf(key);
  if (size === null) throw notFound('No such file');
  reply.type(contentTypeOf(key)).header('accept-ranges', 'bytes').header('cache-control', cacheControl);
  if (download) reply.header('content-disposition', attachmentNamed(download));
  const range = byteRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  const file = await files.open(key, range ?? undefined);
  if (!file) throw notFound('No such file');
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  }
  return reply.header('content-length', range ? range.end - range.start + 1 : size).send(file.stream);
}

export async function serveFiles(app: FastifyInstance) {
  const { files, fileUrls } = app.deps;
  if (files.publicRoot) {
    await app.register(fastifyStatic, {
      root: files.publicRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // The folder appears with the first upload.
      allowedPath: () => true,
    });
  } else {
    // A stored file's name never changes, so it is kept a year.
    app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = `public/${request.params['*']}`;
      if (!isFileKey(key)) throw notFound('No such file');
      return sendStored(files, key, request, reply, 'public, max-age=31536000, immutable');
    });
  }

  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string; download?: string } }>(
    `${SIGNED_FILES_PATH}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!key.startsWith('private/') || !isFileKey(key)) throw notFound('No such file');
      const verdict = fileUrls.verify(key, request.query.expires ?? '', request.query.signature ?? '');
      if (verdict === 'expired') throw forbidden('This address has expired; please open the page again');
      if (verdict !== 'valid') throw forbidden('This address is not valid');
      // Only the viewer who was given the address keeps it, and not past its time. The name to
      // save it under is not signed: it changes nothing but what the buyer's own copy is called.
      const download = typeof request.query.download === 'string' ? request.query.download : undefined;
      const until = new Date(Number(request.query.expires) * 1000);
      const direct = await files.presignedUrl(key, until, download ? attachmentNamed(download) : undefined);
      // Kept by the browser no longer than the file itself would be: a page shown again
      // within the minute asks the bucket at the same address, which it may have kept.
      if (direct) return reply.code(302).header('location', direct).header('cache-control', 'private, max-age=60').send();
      return sendStored(files, key, request, reply, 'private, max-age=60', download);
    },
  );
}
