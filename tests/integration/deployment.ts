/**
 * What the socket tests share: the app with its socket server listening and, on
 * PostgreSQL with Redis, a second instance of the same deployment (`TestApp.peer()`),
 * so that what crosses instances is tested where instances exist; new viewers with
 * tokens to spend; the demo performer with show prices, and what the show tests read
 * of a show; and `showStage`, the set-up of the paid-show tests across instances.
 */
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { and, desc, eq } from 'drizzle-orm';
import { attachSocketServer, type SocketServer } from '@/server/realtime/socket-server';
import { accounts, performers, showParticipants, shows } from '@/server/db/schema';
import { hashPassword } from '@/server/security/passwords';
import { post as postLedger, toMinor } from '@/server/modules/ledger/ledger';
import { createShowBilling, type ShowBilling } from '@/server/modules/shows/billing';
import { apiOf, createTestApp, type TestApp, type TestAppOptions } from './helpers';
import { socketClients } from '../support/socket-clients';

export interface SocketInstance {
  app: TestApp;
  sockets: SocketServer;
  /** Where socket.io clients connect. */
  url: string;
  /** Stops the socket server (as an instance that died would); once. */
  closeSockets(): Promise<void>;
}

export interface SocketDeployment {
  first: SocketInstance;
  /** Another instance on PostgreSQL with Redis; on PGlite the first one again. */
  second: SocketInstance;
  close(): Promise<void>;
}

async function listen(app: TestApp, clock?: () => Date): Promise<SocketInstance> {
  if (clock) app.deps.clock = clock;
  const sockets = attachSocketServer(app.app.server, app.app);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  let closing: Promise<void> | null = null;
  return {
    app,
    sockets,
    url: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`,
    closeSockets: () => (closing ??= sockets.close()),
  };
}

/** One instance, whatever the database, that closes with its app. */
export type SocketApp = SocketInstance & { close(): Promise<void> };

/** `createTestApp(options)` listening with its socket server. */
export async function socketApp(options: TestAppOptions & { clock?: () => Date } = {}): Promise<SocketApp> {
  const { clock, ...appOptions } = options;
  const instance = await listen(await createTestApp(appOptions), clock);
  return {
    ...instance,
    async close() {
      await instance.closeSockets();
      await instance.app.close();
    },
  };
}

/** `createTestApp(options)` listening with its socket server, and its second instance where there can be one; `clock` on both. */
export async function socketDeployment(options: TestAppOptions & { clock?: () => Date } = {}): Promise<SocketDeployment> {
  const { clock, ...appOptions } = options;
  const first = await listen(await createTestApp(appOptions), clock);
  const peer = await first.app.peer();
  const second = peer ? await listen(peer, clock) : first;
  return {
    first,
    second,
    async close() {
      if (second !== first) {
        await second.closeSockets();
        await second.app.close();
      }
      await first.closeSockets();
      await first.app.close();
    },
  };
}

/** A new confirmed user `name` (also the start of its e-mail address) with `tokens` credited through the ledger (a voucher), logged in. */
export async function newFundedUser(t: TestApp, name: string, tokens: number): Promise<{ id: string; email: string; token: string }> {
  const { db } = t.deps.database;
  const email = `${name}@demo.test`;
  const [row] = await db
    .insert(accounts)
    .values({ kind: 'user', email, username: name, name, passwordHash: await hashPassword('demo12345'), emailVerifiedAt: new Date() })
    .returning({ id: accounts.id });
  if (tokens > 0) {
    await db.transaction((tx) =>
      postLedger(tx, {
        kind: 'voucher',
        accountId: row.id,
        entries: [
          { wallet: 'vouchers', amountMinor: -toMinor(tokens) },
          { wallet: 'account', accountId: row.id, amountMinor: toMinor(tokens) },
        ],
      }),
    );
  }
  return { id: row.id, email, token: await t.login('users', email) };
}

/** The demo performer with these show prices, logged in. */
export async function pricedDemoPerformer(
  t: TestApp,
  prices: { privateCallPrice?: number; groupCallPrice?: number },
): Promise<{ id: string; token: string }> {
  const id = await t.idOf('demo-performer');
  await t.deps.database.db.update(performers).set(prices).where(eq(performers.accountId, id));
  return { id, token: await t.login('performers', 'demo-performer') };
}

/** The performer's streaming status as stored. */
export const streamingStatusOf = async (t: TestApp, performerId: string) =>
  (await t.deps.database.db.select({ status: performers.streamingStatus }).from(performers).where(eq(performers.accountId, performerId)))[0]
    .status;

/** The account's latest stay in the show. */
export const latestStay = async (t: TestApp, showId: string, accountId: string) =>
  (
    await t.deps.database.db
      .select()
      .from(showParticipants)
      .where(and(eq(showParticipants.showId, showId), eq(showParticipants.accountId, accountId)))
      .orderBy(desc(showParticipants.joinedAt))
      .limit(1)
  )[0];

/** Ends the performer's shows still going, so that a test failing half-way leaves none for the next one. */
export async function endOpenShows(t: TestApp, performerId: string, performerToken: string) {
  const open = await t.deps.database.db
    .select({ id: shows.id })
    .from(shows)
    .where(and(eq(shows.performerId, performerId), eq(shows.status, 'active')));
  for (const { id } of open) await apiOf(() => t)('POST', `/streaming/shows/${id}/end`, performerToken);
}

/**
 * Where paid shows are tested across instances: the seeded deployment with the presence
 * grace period `graceMs` and the clock `clock` on every instance, the demo performer
 * (10 tokens a private minute, 5 a group one) online on the first instance, and
 * billing run from the first.
 */
export interface ShowStage {
  deployment: SocketDeployment;
  /** The first instance: the performer, the API calls and the billing runs. */
  main: TestApp;
  /** Clients of the first instance: the performer, and viewers coming back elsewhere. */
  atMain: ReturnType<typeof socketClients>;
  /** Clients of the viewers' instance (the second one on PostgreSQL). */
  atViewers: ReturnType<typeof socketClients>;
  billing: ShowBilling;
  performerId: string;
  performerToken: string;
  /** The performer's live page, open the whole time. */
  performerSocket: Socket;
  close(): Promise<void>;
}

export async function showStage(graceMs: number, clock: () => Date): Promise<ShowStage> {
  const deployment = await socketDeployment({ seed: true, config: { presenceGraceMs: graceMs, loginMaxPerIp: 1000 }, clock });
  const main = deployment.first.app;
  const atMain = socketClients(() => deployment.first.url);
  const atViewers = socketClients(() => deployment.second.url);
  const performer = await pricedDemoPerformer(main, { privateCallPrice: 10, groupCallPrice: 5 });
  return {
    deployment,
    main,
    atMain,
    atViewers,
    billing: createShowBilling(main.deps, main.app.settings),
    performerId: performer.id,
    performerToken: performer.token,
    performerSocket: await atMain.open(performer.token),
    async close() {
      atMain.closeAll();
      atViewers.closeAll();
      await deployment.close();
    },
  };
}
