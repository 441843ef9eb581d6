/**
 * scale-out: the product as `npm start` runs it, one instance and then two, behind
 * nginx configured by `deploy/nginx.conf`, on PostgreSQL and Redis (BENCH_DATABASE_URL
 * or TEST_DATABASE_URL, BENCH_REDIS_URL or TEST_REDIS_URL) with 10,000 performers
 * (`BENCH_PERFORMERS`). Measured through nginx, each with one instance and with two,
 * with the scaling ratio (two / one): a typed text search (mostly the database's work),
 * a signed-in viewer's home page (mostly rendering), and a stream's chat reaching
 * `BENCH_VIEWERS` (500) viewers spread over the instances, which only works when every
 * message crosses to every instance (steady `BENCH_CHAT_RATE` messages a second, then a
 * burst of `BENCH_CHAT_BURST`; a lost message fails the run). Without nginx, PostgreSQL
 * or Redis it says what is missing and measures nothing.
 *
 * All the load comes from this one address, so nginx's stickiness by address
 * (`ip_hash`) would send all of it to one instance; the benchmark's copy of the file
 * hashes on the client's address and port instead, as many visitors' addresses spread
 * over the instances. On one machine the instances share its cores with PostgreSQL,
 * nginx and the load generator: the ratio says what a second instance adds here, not
 * on a second machine.
 */
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { createScratchDatabase } from '../support/scratch-database';
import { freePort, startAppServer, type AppServer } from '../support/app-server';
import { connectViewers, descriptorLimit, type DeliveryFigures } from './streaming/viewers';
import { sendPaced, type SendPlan } from './streaming/pace';
import { stampedText } from './streaming/stamp';
import { seedManyPerformers } from './seed-many';
import { expectSignedInPage, measure, viewerCookie, type LoadResult } from './load';

const ROOT = path.resolve(__dirname, '../..');
const PERFORMERS = Number(process.env.BENCH_PERFORMERS ?? 10000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 500);
const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 10);
const CHAT_BURST = Number(process.env.BENCH_CHAT_BURST ?? 200);

async function waitUntilAnswers(url: string, child: ChildProcess, what: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url} within 30 s`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** deploy/nginx.conf with the benchmark's ports, no access log, and stickiness per connection (see the file comment). */
function nginxConfig(listen: number, instances: number[]): string {
  const servers = instances.map((port) => `    server 127.0.0.1:${port};`).join('\n');
  return readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(/(?:^ {4}server 127\.0\.0\.1:\d+;\n)+/gm, `${servers}\n`)
    .replace(/^( *)ip_hash;$/gm, '$1hash $remote_addr$remote_port;')
    .replace(/^( *)listen 80;$/m, `$1listen 127.0.0.1:${listen};`)
    .replace(/^( *)access_log .*;$/m, '$1access_log off;');
}

async function startNginx(dir: string, listen: number, instances: number[]): Promise<ChildProcess> {
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig(listen, instances));
  const globals = `daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log ${path.join(dir, 'nginx-error.log')} warn;`;
  const child = spawn('nginx', ['-p', dir, '-c', file, '-g', globals], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitUntilAnswers(`http://127.0.0.1:${listen}/api/health`, child, 'nginx');
  return child;
}

/** What is missing to run this benchmark, or null. */
function missing(databaseUrl: string | undefined, redisUrl: string | undefined): string | null {
  if (!databaseUrl) return 'BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL: instances share one database)';
  if (!redisUrl) return 'BENCH_REDIS_URL or TEST_REDIS_URL (Redis: instances share their events and counters)';
  if (spawnSync('nginx', ['-v']).error) return 'nginx (the Debian package nginx)';
  // Each viewer is a socket here, in nginx (twice) and in an instance.
  const needed = 3 * VIEWERS + 200;
  if (descriptorLimit() < needed) return `${needed} open files (ulimit -n ${needed})`;
  return null;
}

async function api<T>(base: string, method: string, url: string, token?: string, body?: object): Promise<T> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const logIn = async (base: string, kind: 'users' | 'performers', username: string) =>
  (await api<{ token: string }>(base, 'POST', `/auth/${kind}/login`, undefined, { username, password: 'demo12345' })).token;

/** A stream's chat through nginx: viewers spread over the instances, messages posted through the API. */
async function measureChat(base: string, label: string, conversationId: string, senderToken: string) {
  const viewers = await connectViewers(base, conversationId, VIEWERS);
  try {
    const post = async (seq: number) => {
      await api(base, 'POST', `/messages/stream/public/conversations/${conversationId}`, senderToken, { text: stampedText(seq) });
    };
    const phase = async (plan: SendPlan): Promise<DeliveryFigures> => {
      const tracker = viewers.track(plan.first, plan.count);
      await sendPaced(plan, post);
      return tracker.settle();
    };
    // Warm-up: every instance has answered a message before the measured ones.
    await phase({ first: 0, count: 20, perSecond: 50, inFlight: 1 });
    const steady = await phase({ first: 20, count: CHAT_RATE * SECONDS, perSecond: CHAT_RATE, inFlight: 1 });
    const burst = await phase({ first: 20 + CHAT_RATE * SECONDS, count: CHAT_BURST, perSecond: null, inFlight: 10 });
    return { label, steady, burst, dropped: viewers.dropped() };
  } finally {
    viewers.close();
  }
}

export async function run() {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  const lacking = missing(databaseUrl, redisUrl);
  if (lacking) {
    console.log(`scale-out: not measured; it needs ${lacking}`);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-out-'));
  const scratch = await createScratchDatabase(databaseUrl!, 'bench');
  // What every instance shares (the demo data too: production with DATABASE_URL leaves it out by default).
  const env = {
    DATABASE_URL: scratch.url,
    REDIS_URL: redisUrl!,
    REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
    TOKEN_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'true',
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: '',
    NODE_OPTIONS: '',
  };
  const instances: AppServer[] = [];
  const startInstance = async () => {
    instances.push(await startAppServer({ dataDir: path.join(dir, `instance-${instances.length + 1}`), env }));
    return instances[instances.length - 1].port;
  };
  try {
    const listen = await freePort();
    // The first instance migrates and seeds; then the benchmark adds the performers.
    const first = await startInstance();
    const database = await openDatabase({ url: scratch.url });
    const seeded = await seedManyPerformers(database, PERFORMERS);
    await database.db.execute(sql`analyze`);
    await database.close();
    console.log(
      `scale-out: ${seeded} performers more on PostgreSQL, Redis, nginx; ${SECONDS} s per measurement, ${VIEWERS} chat viewers, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at start`,
    );

    const measureThrough = async (ports: number[]) => {
      const nginx = await startNginx(dir, listen, ports);
      try {
        const base = `http://127.0.0.1:${listen}`;
        const label = ports.length === 1 ? 'one instance' : `${ports.length} instances`;
        const token = await logIn(base, 'users', 'user@demo.test');
        const performerToken = await logIn(base, 'performers', 'demo-performer');
        const live = await api<{ conversation: { _id: string } }>(base, 'POST', '/streaming/live', performerToken, { title: 'Benchmark' });
        // Each instance renders the page a few times before it is measured (its first render loads the page's code).
        for (let i = 0; i < ports.length * 4; i++) await expectSignedInPage(`${base}/`, viewerCookie(token));
        return {
          search: await measure(`text search, ${label}`, `${base}/api/performers/search?q=an&offset=48&limit=24`, { seconds: SECONDS }),
          home: await measure(`signed-in home page, ${label}`, `${base}/`, {
            seconds: SECONDS,
            connections: 10,
            headers: { cookie: viewerCookie(token) },
          }),
          chat: await measureChat(base, label, live.conversation._id, token),
        };
      } finally {
        await stop(nginx);
      }
    };

    const one = await measureThrough([first]);
    const two = await measureThrough([first, await startInstance()]);

    const row = (r: LoadResult) =>
      `  ${r.name.padEnd(40)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    for (const [title, a, b] of [
      ['Text search through nginx: one instance vs two', one.search, two.search],
      ['Signed-in home page through nginx: one instance vs two', one.home, two.home],
    ] as const) {
      console.log(`\n${title}`);
      console.log(row(a));
      console.log(row(b));
      console.log(`  scaling ratio (two / one): ${(b.requestsPerSecond / Math.max(1, a.requestsPerSecond)).toFixed(2)}`);
    }
    const chatRow = (name: string, r: DeliveryFigures) =>
      `  ${name.padEnd(40)} ${String(r.perSecond).padStart(7)} deliveries/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   lost ${r.lost}`;
    for (const [phase, title] of [
      ['steady', `Chat to ${VIEWERS} viewers through nginx, ${CHAT_RATE} msg/s for ${SECONDS} s: one instance vs two`],
      ['burst', `Chat to ${VIEWERS} viewers through nginx, burst of ${CHAT_BURST}: one instance vs two`],
    ] as const) {
      console.log(`\n${title}`);
      console.log(chatRow(`chat, ${one.chat.label}`, one.chat[phase]));
      console.log(chatRow(`chat, ${two.chat.label}`, two.chat[phase]));
      console.log(`  scaling ratio (two / one): ${(two.chat[phase].perSecond / Math.max(1, one.chat[phase].perSecond)).toFixed(2)}`);
    }
    for (const chat of [one.chat, two.chat]) {
      const lost = chat.steady.lost + chat.burst.lost;
      if (lost || chat.dropped) {
        console.log(`  LOSS with ${chat.label}: ${lost} deliveries missing, ${chat.dropped} viewers dropped`);
        process.exitCode = 1;
      }
    }
  } finally {
    for (const instance of instances) await instance.stop();
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
