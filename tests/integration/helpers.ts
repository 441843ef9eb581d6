/**
 * A fresh app per test file, through the real modules and a real database: embedded
 * PGlite by default, or a new database on the PostgreSQL of TEST_DATABASE_URL (and
 * Redis of TEST_REDIS_URL) in the `api-postgres` jest project.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig, type Config } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { createMailer } from '@/server/mail/mailer';
import { localFileStore } from '@/server/storage/files';
import { memoryCounters, redisCounters } from '@/server/kv';
import { silentRealtime } from '@/server/realtime/realtime';
import { buildApp, type App } from '@/server/app';
import { createScratchDatabase } from '../support/scratch-database';
import type { Deps } from '@/server/deps';
import type { FastifyServerOptions, RouteOptions } from 'fastify';

export interface TestApp {
  app: App;
  deps: Deps;
  /** Every route of the app as it was added, with its schema. */
  routes: RouteOptions[];
  /** Texts of the e-mails sent so far, oldest first. */
  mails(): string[];
  /** The link with `token=` in the newest e-mail to `to`. */
  linkTokenFor(to: string): string;
  /** Logs in through the API and returns the token. */
  login(kind: 'users' | 'performers' | 'studio', username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(options: { seed?: boolean; config?: Partial<Config>; logger?: FastifyServerOptions['logger'] } = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-test-'));
  const onPostgres = process.env.TEST_TARGET === 'postgres';
  const pgDb = onPostgres ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 't') : undefined;
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({ dataDir: dir, redisPrefix: prefix, env: 'test', logLevel: 'silent', tokenSecret: 'test-secret-'.padEnd(40, 'x'), ...options.config });
  const database = await openDatabase(pgDb ? { url: pgDb.url } : { dataDir: 'memory://' });
  await database.migrate();
  const redis = onPostgres && process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
  const deps: Deps = {
    config,
    database,
    mailer: createMailer({ from: config.mailFrom, dataDir: dir }),
    files: localFileStore(dir),
    counters: redis ? redisCounters(redis, prefix) : memoryCounters(),
    redis,
    realtime: silentRealtime(),
  };
  const routes: RouteOptions[] = [];
  const app = await buildApp(deps, { logger: options.logger ?? false, onRoute: (route) => routes.push(route) });
  await app.ready();
  if (options.seed) await (await import('@/server/seed/seed')).seedDemoIfEmpty(deps);

  const outbox = path.join(dir, 'mail');
  const mails = () => {
    try {
      return readdirSync(outbox)
        .sort()
        .map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    } catch {
      return [];
    }
  };

  return {
    app,
    deps,
    routes,
    mails,
    linkTokenFor(to) {
      const mail = mails()
        .filter((text) => text.includes(`To: ${to}`))
        .pop();
      // The text part is quoted-printable: undo soft line breaks and =XX escapes first.
      const decoded = mail?.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const match = decoded?.match(/token=([A-Za-z0-9_-]+)/);
      if (!match) throw new Error(`no link mailed to ${to}`);
      return match[1];
    },
    async login(kind, username, password = 'demo12345') {
      const response = await app.inject({ method: 'POST', url: `/api/auth/${kind}/login`, payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json().data.token;
    },
    async close() {
      await app.close();
      await database.close();
      if (redis) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      await pgDb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
