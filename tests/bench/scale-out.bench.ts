/**
 * scale-out: the product as `npm start` runs it, one instance and then two, behind
 * nginx configured by `deploy/nginx.conf`, on PostgreSQL and Redis (BENCH_DATABASE_URL
 * or TEST_DATABASE_URL, BENCH_REDIS_URL or TEST_REDIS_URL) with 10,000 performers
 * (`BENCH_PERFORMERS`). Measured through nginx: a typed text search (mostly the
 * database's work) and a signed-in viewer's home page (mostly rendering), each with one
 * instance and with two, and the scaling ratio (two / one). Without nginx, PostgreSQL or
 * Redis it says what is missing and measures nothing.
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
import { createServer } from 'node:net';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { createScratchDatabase } from '../support/scratch-database';
import { seedManyPerformers } from './seed-many';
import { measure, type LoadResult } from './load';

const ROOT = path.resolve(__dirname, '../..');
const PERFORMERS = Number(process.env.BENCH_PERFORMERS ?? 10000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitUntilAnswers(url: string, process: ChildProcess, what: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${what} exited (${process.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} within three minutes`);
}

/** One instance, started as `npm start` starts it (the web build in `.next` is needed). */
async function startInstance(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswers(`http://127.0.0.1:${port}/api/health`, child, `the instance on port ${port}`);
  return child;
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
  return null;
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
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: '',
    DATABASE_URL: scratch.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
    TOKEN_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: path.join(dir, 'data'),
    SEED_DEMO: 'true',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
  };
  const children: ChildProcess[] = [];
  try {
    const [first, second, listen] = [await freePort(), await freePort(), await freePort()];
    // The first instance migrates and seeds; then the benchmark adds the performers.
    children.push(await startInstance(env, first));
    const database = await openDatabase({ url: scratch.url });
    const seeded = await seedManyPerformers(database, PERFORMERS);
    await database.db.execute(sql`analyze`);
    await database.close();
    console.log(
      `scale-out: ${seeded} performers more on PostgreSQL, Redis, nginx; ${SECONDS} s per measurement, ${os.cpus().length} cores`,
    );

    const measureThrough = async (instances: number[]) => {
      const nginx = await startNginx(dir, listen, instances);
      try {
        const base = `http://127.0.0.1:${listen}`;
        const login = await fetch(`${base}/api/auth/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'user@demo.test', password: 'demo12345' }),
        });
        const token = ((await login.json()) as { data: { token: string } }).data.token;
        const label = instances.length === 1 ? 'one instance' : `${instances.length} instances`;
        // Each instance renders the page once before it is measured (its first render loads the page's code).
        for (let i = 0; i < instances.length * 4; i++) await fetch(`${base}/`, { headers: { cookie: `confirm18=1; token=${token}` } });
        return {
          search: await measure(`text search, ${label}`, `${base}/api/performers/search?q=an&offset=48&limit=24`, { seconds: SECONDS }),
          home: await measure(`signed-in home page, ${label}`, `${base}/`, {
            seconds: SECONDS,
            connections: 10,
            headers: { cookie: `confirm18=1; token=${token}` },
          }),
        };
      } finally {
        await stop(nginx);
      }
    };

    const one = await measureThrough([first]);
    children.push(await startInstance(env, second));
    const two = await measureThrough([first, second]);

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
  } finally {
    for (const child of children) await stop(child);
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
