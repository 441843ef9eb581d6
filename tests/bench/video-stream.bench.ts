/**
 * video-stream: a large bought video read by byte ranges through its signed address
 * (`/files/…`, checked and streamed by the app from its store), beside the same file
 * served as a public upload by @fastify/static from the same server (the baseline). Each
 * request asks for one mebibyte from the middle of a 64 MiB file, as a player seeking
 * does; throughput in requests and mebibytes a second. Then the same with the file in a
 * bucket (a local s3rver): what the app still does per seek (check the signed address,
 * answer a redirect to a presigned address), and the bucket's answer at that address,
 * beside the same static file. s3rver is a test server, so its row says that the bytes
 * leave the app, not how fast a real bucket serves them.
 */
import os from 'node:os';
import path from 'node:path';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { createDeps } from '@/server/deps';
import { buildApp } from '@/server/app';
import { startS3Server } from '../support/s3-server';
import { measure, report, type LoadResult } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MIB = 1024 * 1024;
const FILE_MIB = 64;

/** A file of `mebibytes` random bytes (nothing compresses or caches it away). */
async function randomFile(file: string, mebibytes: number) {
  const out = createWriteStream(file);
  for (let i = 0; i < mebibytes; i += 1) if (!out.write(randomBytes(MIB))) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/** The app on an embedded database of its own in a new folder, its files on disk or in the bucket of `s3`, listening. */
async function startApp(prefix: string, s3: Config['s3']) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const config = loadConfig({ dataDir: dir, env: 'production', logLevel: 'silent', redisUrl: undefined, smtpUrl: undefined, s3 });
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await database.migrate();
  const { deps } = createDeps(config, database);
  const app = await buildApp(deps, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { dir, database, deps, app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export async function run() {
  const { dir, database, deps, app, base } = await startApp('bench-video-', undefined);
  try {
    const source = path.join(dir, 'video.mp4');
    await randomFile(source, FILE_MIB);
    const keep = async (visibility: 'public' | 'private', folder: string) =>
      deps.files.keep((await deps.files.receive(createReadStream(source))).key, visibility, folder, '.mp4');
    const video = await keep('private', 'videos');
    const asStatic = await keep('public', 'bench');
    const start = (FILE_MIB / 2) * MIB;
    const range = { range: `bytes=${start}-${start + MIB - 1}` };
    console.log(`video-stream: a ${FILE_MIB} MiB file, 1 MiB ranges, ${SECONDS} s per measurement, ${os.cpus().length} cores`);

    const signed = await measure('signed address (/files/…), 1 MiB range', `${base}${deps.fileUrls.url(video, 3600)}`, {
      seconds: SECONDS,
      connections: 10,
      headers: range,
    });
    const staticFile = await measure('static file (/uploads/…), 1 MiB range', `${base}${deps.files.url(asStatic)}`, {
      seconds: SECONDS,
      connections: 10,
      headers: range,
    });
    report('A bought video read by ranges through its signed address vs the same file as a static file', signed, staticFile);
    const rate = (result: LoadResult) => `${result.requestsPerSecond} MiB/s`;
    console.log(`  throughput: signed ${rate(signed)}, static ${rate(staticFile)}`);
    await inBucket(source, range, staticFile);
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The rows of a bucket: an app on a local s3rver keeps the same file; a seek asks the app
 * for the signed address (answered with a redirect, the 302s counted as such and not as
 * errors) and then the bucket for the presigned address it leads to.
 */
async function inBucket(source: string, range: Record<string, string>, staticFile: LoadResult) {
  const s3 = await startS3Server();
  const { dir, database, deps, app, base } = await startApp('bench-video-s3-', s3.config);
  try {
    const video = await deps.files.keep((await deps.files.receive(createReadStream(source))).key, 'private', 'videos', '.mp4');
    const signedUrl = `${base}${deps.fileUrls.url(video, 3600)}`;
    const location = (await fetch(signedUrl, { redirect: 'manual', headers: range })).headers.get('location');
    if (!location) throw new Error('the app did not redirect to the bucket');
    const redirect = await measure('bucket: /files/… answered with a redirect', signedUrl, {
      seconds: SECONDS,
      connections: 10,
      headers: range,
    });
    const presigned = await measure('bucket (s3rver): presigned address, 1 MiB range', location, {
      seconds: SECONDS,
      connections: 10,
      headers: range,
    });
    console.log('\nA bought video in a bucket: what the app answers per seek, and the bucket at the address it gives');
    const row = (r: LoadResult, errors: number) =>
      `  ${r.name.padEnd(50)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${errors}`;
    // Every answer of the redirect row is a 302: only failures to answer are errors there.
    console.log(row(redirect, redirect.errors));
    console.log(row(presigned, presigned.errors + presigned.non2xx));
    console.log(row(staticFile, staticFile.errors + staticFile.non2xx));
    const ratio = (r: LoadResult) => (r.requestsPerSecond / Math.max(1, staticFile.requestsPerSecond)).toFixed(3);
    console.log(`  ratios to the static file: redirect ${ratio(redirect)} (no bytes of the file), presigned ${ratio(presigned)}`);
  } finally {
    await app.close();
    await database.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
