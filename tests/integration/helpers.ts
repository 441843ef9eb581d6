/**
 * A fresh app per test file, through the real modules and a real database: embedded
 * PGlite by default (a copy of a migrated template, tests/support/pglite-template.ts),
 * or a new database on the PostgreSQL of TEST_DATABASE_URL (and Redis of
 * TEST_REDIS_URL) in the `api-postgres` jest project.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from '@/server/config';
import { openDatabase, type Database } from '@/server/db/client';
import { accounts } from '@/server/db/schema';
import type { Mailer } from '@/server/mail/mailer';
import type { CountersLog } from '@/server/kv';
import { buildApp, type App } from '@/server/app';
import { createScratchDatabase } from '../support/scratch-database';
import { migratedPgliteTemplate } from '../support/pglite-template';
import { readableMail } from '../support/mail';
import { createDeps, type Deps } from '@/server/deps';
import type { FastifyServerOptions, RouteOptions } from 'fastify';

/** A route as registered: one method (HEAD routes Fastify adds for GET left out), its URL and whether the API docs hide it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
  /** The route as registered, with its schema. */
  options: RouteOptions;
}

export interface TestApp {
  app: App;
  deps: Deps;
  /** Every route of the app, in the order registered. */
  routes: RegisteredRoute[];
  /** The e-mails sent so far as their reader sees them (headers and parts decoded: `readableMail`), oldest first. */
  mails(): string[];
  /** The link with `token=` in the newest e-mail to `to`. */
  linkTokenFor(to: string): string;
  /** The links with `token=` in every e-mail to `to`, oldest first. */
  linkTokensFor(to: string): string[];
  /** Logs in through the API and returns the token. */
  login(kind: 'users' | 'performers' | 'studio', username: string, password?: string): Promise<string>;
  /** The id of the account with this username, or this e-mail address (a name with `@`). */
  idOf(usernameOrEmail: string): Promise<string>;
  /** The account's balance in tokens. */
  balanceOf(id: string): Promise<number>;
  /**
   * A second instance of the same deployment: another app (own process state, own
   * sockets once attached) on the same PostgreSQL database and Redis. Null on PGlite,
   * whose embedded database belongs to one process. `logger`: the peer's own (by default the first one's).
   */
  peer(options?: Pick<TestAppOptions, 'logger'>): Promise<TestApp | null>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  config?: Partial<Config>;
  /** A Redis of the test's own (on any target); by default TEST_REDIS_URL's on PostgreSQL, none on PGlite. */
  redisUrl?: string;
  /** Where the counters say that Redis went away and came back. */
  countersLog?: CountersLog;
  /** The app's logger (none by default): a test may read what the app says. */
  logger?: FastifyServerOptions['logger'];
  /** Wraps the app's mailer (which writes to the outbox `mails()` reads): a test may hold mails back or fail them. */
  mailer?: (outbox: Mailer) => Mailer;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const onPostgres = process.env.TEST_TARGET === 'postgres';
  const pgDb = onPostgres ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 't') : undefined;
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const database = await openDatabase(
    pgDb ? { url: pgDb.url } : { dataDir: 'memory://', loadDataDir: await migratedPgliteTemplate(), quickStart: true },
  );
  // On PGlite the template has every migration already: this finds nothing to do.
  await database.migrate();
  const redisUrl = options.redisUrl ?? (onPostgres ? process.env.TEST_REDIS_URL : undefined);
  const instance = await startInstance({ ...options, prefix, database, redisUrl });
  return {
    ...instance,
    peer: async (own = {}) =>
      pgDb ? startInstance({ ...options, ...own, seed: false, prefix, database: await openDatabase({ url: pgDb.url }), redisUrl }) : null,
    async close() {
      await instance.close();
      await pgDb?.drop();
    },
  };
}

/** One app on `database` (closed with it), with a mail outbox and files of its own. */
async function startInstance(options: TestAppOptions & { prefix: string; database: Database }): Promise<TestApp> {
  const { prefix, database, redisUrl } = options;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-test-'));
  const config = loadConfig({
    dataDir: dir,
    redisPrefix: prefix,
    env: 'test',
    logLevel: 'silent',
    tokenSecret: 'test-secret-'.padEnd(40, 'x'),
    ...options.config,
    // Redis is the test's choice whatever the environment says, and mail always goes to the outbox `mails()` reads.
    redisUrl,
    smtpUrl: undefined,
  });
  const { deps, sharedCounters } = createDeps(config, database);
  if (options.mailer) deps.mailer = options.mailer(deps.mailer);
  if (options.countersLog) sharedCounters?.logTo(options.countersLog);
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, hidden: route.schema?.hide === true, options: route });
    }
  };
  const app = await buildApp(deps, { logger: options.logger ?? false, onRoute });
  await app.ready();
  // Counts must go where the test expects them from the first request (a slow connection would count in memory).
  if (sharedCounters && !(await sharedCounters.connected(10_000))) throw new Error(`Redis at ${redisUrl} does not answer`);
  if (options.seed) await (await import('@/server/seed/seed')).seedDemoIfEmpty(deps);

  const outbox = path.join(dir, 'mail');
  const mails = () => {
    try {
      return readdirSync(outbox)
        .sort()
        .map((file) => readableMail(readFileSync(path.join(outbox, file), 'utf8')));
    } catch {
      return [];
    }
  };

  const linkTokensFor = (to: string) =>
    mails()
      .filter((text) => text.includes(`To: ${to}`))
      .flatMap((mail) => mail.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? []);

  return {
    app,
    deps,
    routes,
    mails,
    linkTokensFor,
    linkTokenFor(to) {
      const token = linkTokensFor(to).pop();
      if (!token) throw new Error(`no link mailed to ${to}`);
      return token;
    },
    async login(kind, username, password = 'demo12345') {
      const response = await app.inject({ method: 'POST', url: `/api/auth/${kind}/login`, payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json().data.token;
    },
    async idOf(usernameOrEmail) {
      const key = usernameOrEmail.includes('@') ? accounts.email : accounts.username;
      const [row] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(key, usernameOrEmail));
      return row.id;
    },
    async balanceOf(id) {
      const [row] = await database.db.select({ balance: accounts.balanceMinor }).from(accounts).where(eq(accounts.id, id));
      return Number(row.balance) / 100;
    },
    peer: async () => null,
    async close() {
      await app.close();
      await database.close();
      await deps.counters.close();
      const { redis } = deps;
      if (redis) {
        const keys = await redis.keys(`${prefix}*`).catch(() => []);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `url` with its signature's first character changed (never to itself): a signed address the server must refuse. */
export const tamperedSignature = (url: string) =>
  url.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Calls `/api${path}` of the app `app()` gives, as the account of `token` when there is one. */
export const apiOf = (app: () => TestApp) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, payload?: object) =>
  app().app.inject({ method, url: `/api${path}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
