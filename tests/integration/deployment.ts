/**
 * What the socket tests share: the app with its socket server listening and, on
 * PostgreSQL with Redis, a second instance of the same deployment (`TestApp.peer()`),
 * so that what crosses instances is tested where instances exist; and new viewers with
 * tokens to spend.
 */
import type { AddressInfo } from 'node:net';
import { attachSocketServer, type SocketServer } from '@/server/realtime/socket-server';
import { accounts } from '@/server/db/schema';
import { hashPassword } from '@/server/security/passwords';
import { post as postLedger, toMinor } from '@/server/modules/ledger/ledger';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers';

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
