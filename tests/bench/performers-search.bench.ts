/**
 * performers-search: GET /api/performers/search with 10,000 performers on the
 * embedded database (an anonymous visitor's first page, which the listing cache
 * serves; a typed text with paging; a text few performers match; a signed-in viewer's first page), beside a bare
 * Fastify JSON route of the same process (the framework's limit); and the home page, for anonymous visitors (the page cache) and
 * for a signed-in viewer (the page, and the whole visit: the page and the two calls its scripts make for the viewer),
 * beside a static file served by the same server.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { createDeps } from '@/server/deps';
import { buildApp } from '@/server/app';
import { mountNext } from '@/server/web/next-handler';
import { seedDemoIfEmpty } from '@/server/seed/seed';
import { startMaintenance } from '@/server/db/maintenance';
import { seedManyPerformers } from './seed-many';
import { expectSignedInPage, measure, report, viewerCookie } from './load';

const PERFORMERS = Number(process.env.BENCH_PERFORMERS ?? 10000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export async function run() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  // One process on the embedded database, counting in memory, whatever REDIS_URL and SMTP_URL say.
  const config = loadConfig({
    dataDir: dir,
    env: 'production',
    logLevel: 'silent',
    loginMaxPerIp: 1_000_000,
    redisUrl: undefined,
    smtpUrl: undefined,
  });
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await database.migrate();
  const { deps } = createDeps(config, database);
  const app = await buildApp(deps, { logger: false });
  await seedDemoIfEmpty(deps);
  const seeded = await seedManyPerformers(database, PERFORMERS);
  // As the server does at start.
  const stopMaintenance = await startMaintenance(database, { intervalMs: config.dbMaintenanceIntervalMs, onError: console.error });
  app.get('/bench/json', async () => ({ status: 0, message: 'OK', data: { hello: 'world' } }));
  const web = await mountNext(app, { dev: false, port: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  process.env.PORT = String((app.server.address() as AddressInfo).port);
  console.log(`performers-search: ${seeded} performers seeded, ${SECONDS} s per measurement, ${os.cpus().length} cores`);

  try {
    const baseline = await measure('bare Fastify JSON route', `${base}/bench/json`, { seconds: SECONDS });
    // How long the event loop (sockets, API and rendering alike) waits while the searches run
    // (the load comes from a process of its own, load-generator.ts).
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const search = await measure('GET /api/performers/search (first page)', `${base}/api/performers/search?limit=24`, { seconds: SECONDS });
    report('API search vs the framework limit', search, baseline, { ratio: 0.3, p99Ms: 20 });
    // An audience types a few names and letters far more often than others: twelve texts of
    // two letters, the first three pages of each, repeated by every connection.
    const pages = (texts: string[]) =>
      texts.flatMap((text) => [0, 24, 48].map((offset) => `/api/performers/search?q=${text}&offset=${offset}&limit=24`));
    const popular = pages(['an', 'em', 'li', 'ma', 'so', 'ja', 'el', 'ro', 'na', 'la', 'ka', 'ni']);
    const filtered = await measure('GET /api/performers/search (text + paging)', base, {
      seconds: SECONDS,
      sequence: popular.map((step) => ({ path: step })),
    });
    report('API search with a text filter vs the framework limit', filtered, baseline, { ratio: 0.1, p99Ms: 50 });
    // Many texts (each letter with each vowel, as names have them), pages picked at random: few
    // requests find what another asked a moment before.
    const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
    const scattered = await measure('GET /api/performers/search (many texts + paging)', base, {
      seconds: SECONDS,
      pickFrom: pages(letters.flatMap((letter) => [...'aeiou'].map((vowel) => letter + vowel))),
    });
    report('API search with a text filter nobody searched a moment before vs the framework limit', scattered, baseline);
    // A name few performers have: found through the trigram index, not by walking the list.
    const rare = await measure('GET /api/performers/search (a text few match)', `${base}/api/performers/search?q=olivia%20433`, {
      seconds: SECONDS,
    });
    report('API search with a text few performers match vs the framework limit', rare, baseline);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/users/login',
      payload: { username: 'user@demo.test', password: 'demo12345' },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    // The anonymous listing of the viewer's country from the cache, with the viewer's favourites marked on it by one look-up.
    const signedIn = await measure('GET /api/performers/search (signed in)', `${base}/api/performers/search?limit=24`, {
      seconds: SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
    report('API search for a signed-in viewer (first page) vs the framework limit', signedIn, baseline);
    loopDelay.disable();
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    console.log(
      `\nEvent-loop delay during the searches: p50 ${ms(loopDelay.percentile(50))} ms, p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms`,
    );
    // What the process keeps, not the garbage of the last second's requests (`npm run bench` exposes gc).
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `Resident memory after the searches: ${mb(memory.rss)} MB (goal under 600 MB: ${memory.rss < 600 * 1024 * 1024 ? 'met' : 'not met'}); ` +
        `this thread's JavaScript heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)} MB (the database's thread counts in the resident figure only)`,
    );

    const cookie = { cookie: 'confirm18=1' };
    const staticFile = await measure('static file (/logo.svg)', `${base}/logo.svg`, { seconds: SECONDS, headers: cookie });
    const home = await measure('home page, anonymous (/)', `${base}/`, { seconds: SECONDS, headers: cookie, connections: 10 });
    report('Home page for anonymous visitors (served from the page cache) vs a static file of the same server', home, staticFile, {
      ratio: 0.1,
    });
    await expectSignedInPage(`${base}/`, viewerCookie(token));
    const viewer = await measure('home page, signed-in viewer (/)', `${base}/`, {
      seconds: SECONDS,
      headers: { cookie: viewerCookie(token) },
      connections: 10,
    });
    report(
      'Home page for a signed-in viewer (the page shared with signed-in viewers) vs a static file of the same server',
      viewer,
      staticFile,
    );
    // A whole visit: the page, then what its scripts ask for the viewer (the account, the grid with their favourites).
    const bearer = { authorization: `Bearer ${token}` };
    const visitSteps = [
      { path: '/', headers: { cookie: viewerCookie(token) } },
      { path: '/api/users/me', headers: bearer },
      { path: '/api/performers/search?limit=24&offset=0&sortBy=live', headers: bearer },
    ];
    const visit = await measure('signed-in visit (page + 2 calls), requests', `${base}/`, {
      seconds: SECONDS,
      connections: 10,
      sequence: visitSteps,
    });
    const visits = {
      ...visit,
      name: 'signed-in visits (page + 2 calls)',
      requestsPerSecond: Math.round(visit.requestsPerSecond / visitSteps.length),
    };
    report("A signed-in viewer's visit of the home page (the page and its two calls for the viewer) vs a static file", visits, staticFile);
    console.log(`  goal: ≥ 100 visits/s: ${visits.requestsPerSecond >= 100 ? 'met' : 'NOT met'}`);
  } finally {
    // The renders the load generator left behind finish first, as when the server stops.
    await web.drain(10_000);
    await app.close();
    await stopMaintenance();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
