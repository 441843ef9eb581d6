/**
 * Multipart uploads (multipart-form.ts reads them, with each route's limits). Two
 * things hold for every request:
 *
 * - The parser's own limits are tight by default, so a route that reads parts without
 *   naming its limits still cannot be sent an endless body.
 * - An answer that leaves before its request body was read (a file over the limit, a
 *   refused file) is followed by a short lingering close: what still comes is read
 *   and dropped (never kept) for at most `LINGER_BYTES` or `LINGER_MS`, so that the
 *   client, still sending, gets to read the answer; then the connection is closed.
 *   The rest of a 400 MB upload is never read.
 *
 * `app.uploadRoutes` names every route that takes uploads (its schema consumes
 * multipart/form-data), so that the tests hold each of them to the upload rules.
 */
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes that take multipart/form-data, as `METHOD /url`. */
    uploadRoutes: string[];
  }
}

const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 2000;

async function uploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: app.deps.config.fileLimit, files: 2, fields: 20, fieldSize: 2048, parts: 22, headerPairs: 20 },
  });

  const uploadRoutes: string[] = [];
  app.decorate('uploadRoutes', uploadRoutes);
  app.addHook('onRoute', (route) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (!consumes.includes('multipart/form-data')) return;
    for (const method of [route.method].flat()) uploadRoutes.push(`${method} ${route.url}`);
  });

  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    // `complete` is false only on a real connection whose request body has not all arrived.
    if (raw.complete !== false) return;
    const close = () => raw.socket?.destroy();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    let dropped = 0;
    raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) close();
    });
    // The body ended in time: the connection stays usable for the next request.
    raw.once('end', () => clearTimeout(timer));
    raw.resume();
  });
}

export default fp(uploads, { name: 'uploads', dependencies: ['deps'] });
