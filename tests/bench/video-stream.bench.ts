/**
 * video-stream: a large bought video read by byte ranges through its signed address
 * (`/files/…`, checked and streamed by the app from its store), beside the same file
 * served as a public upload by @fastify/static from the same server (the baseline). Each
 * request asks for one mebibyte from the middle of a 64 MiB file, as a player seeking
 * does; throughput in requests and mebibytes a second.
 */
import os from 'node:os';
import path from 'node:path';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { createDeps } from '@/server/deps';
import { buildApp } from '@/server/app';
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

export async function run() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-video-'));
  const config = loadConfig({
    dataDir: dir,
    env: 'production',
    logLevel: 'silent',
    redisUrl: undefined,
    smtpUrl: undefined,
    s3: undefined,
  });
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await database.migrate();
  const { deps } = createDeps(config, database);
  const app = await buildApp(deps, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
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
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
