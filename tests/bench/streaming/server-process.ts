/**
 * The server side of the stream benchmarks, run in a process of its own (forked by
 * servers.ts) so that it has a core apart from the viewers' process.
 *
 * `app`: the marketplace as `npm start` runs it, without the web pages: API and socket
 * server on one port, the benchmark's database (PGlite unless BENCH_DATABASE_URL or
 * TEST_DATABASE_URL), the Redis adapter when BENCH_REDIS_URL or TEST_REDIS_URL is set,
 * demo data, and the demo performer live with the stream conversation open.
 *
 * `bare`: a socket.io server with the app's options and adapter and one room, which
 * `public-stream/join` joins at once, and which broadcasts stamped messages from a
 * loop on request.
 */
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { loadConfig } from '@/server/config';
import { createDeps } from '@/server/deps';
import { attachSocketServer } from '@/server/realtime/socket-server';
import { createRedisAdapter } from '@/server/realtime/redis-adapter';
import { buildApp } from '@/server/app';
import { seedDemoIfEmpty } from '@/server/seed/seed';
import type { ClientToServerEvents, ServerToClientEvents } from '@/shared/socket-events';
import { openBenchDatabase } from '../database';
import { sendPaced } from './pace';
import { stampedText } from './stamp';
import type { BroadcastCommand, ServerCommand, ServerEvent, ServerReady } from './servers';

interface RunningServer {
  ready: ServerReady;
  broadcast?(command: BroadcastCommand): Promise<void>;
  stop(): Promise<void>;
}

const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const adapterName = redisUrl ? 'Redis adapter' : 'in-memory adapter';
// As in socket-server.ts, so that only what the app does on top differs.
const SOCKET_OPTIONS = {
  path: '/socket.io',
  serveClient: false,
  transports: ['websocket' as const, 'polling' as const],
  pingInterval: 20000,
  pingTimeout: 20000,
};

const tell = (event: ServerEvent) => process.send?.(event);
const urlOf = (address: AddressInfo) => `http://127.0.0.1:${address.port}`;

async function startApp(): Promise<RunningServer> {
  const { database, drop } = await openBenchDatabase('stream-chat');
  await database.migrate();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-stream-chat-files-'));
  const prefix = `bench:${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({ dataDir: dir, env: 'production', logLevel: 'silent', redisPrefix: prefix, redisUrl, smtpUrl: undefined });
  const { deps } = createDeps(config, database);
  const app = await buildApp(deps, { logger: false });
  await seedDemoIfEmpty(deps);
  const sockets = attachSocketServer(app.server, app);
  app.addHook('preClose', () => sockets.close());
  await app.listen({ port: 0, host: '127.0.0.1' });

  const login = async (kind: 'users' | 'performers', username: string) => {
    const response = await app.inject({ method: 'POST', url: `/api/auth/${kind}/login`, payload: { username, password: 'demo12345' } });
    return response.json().data.token as string;
  };
  const performerToken = await login('performers', 'demo-performer');
  const live = await app.inject({
    method: 'POST',
    url: '/api/streaming/live',
    headers: { authorization: `Bearer ${performerToken}` },
    payload: { title: 'Benchmark' },
  });
  if (live.statusCode !== 200) throw new Error(`going live failed: ${live.body}`);

  return {
    ready: {
      kind: 'ready',
      url: urlOf(app.server.address() as AddressInfo),
      setup: `${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, ${adapterName}`,
      conversationId: live.json().data.conversation._id,
      senderToken: await login('users', 'user@demo.test'),
    },
    async stop() {
      // The viewers have just hung up: let the room's last count announcements finish first. With the
      // Redis adapter, one still asking Redis when the adapter quits fails unhandled and kills the process.
      const deadline = Date.now() + 10_000;
      while (sockets.io.of('/').sockets.size > 0 && Date.now() < deadline) await sleep(50);
      await sleep(500);
      await app.close();
      await database.close();
      await deps.counters.close();
      deps.redis?.disconnect();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startBare(): Promise<RunningServer> {
  const httpServer = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, SOCKET_OPTIONS);
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  // The app's adapter, on connections of its own made from this one.
  const redisAdapter = redis
    ? createRedisAdapter(redis, { warn: console.warn, info: () => {} }, `bench:${randomBytes(4).toString('hex')}:`)
    : undefined;
  if (redisAdapter) io.adapter(redisAdapter.adapter);
  const conversationId = randomUUID();
  const room = `conversation:${conversationId}`;
  io.on('connection', (socket) => {
    socket.on('public-stream/join', async (payload, ack) => {
      if (payload?.conversationId !== conversationId) return ack?.({ ok: false });
      await socket.join(room);
      ack?.({ ok: true });
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));

  return {
    ready: {
      kind: 'ready',
      url: urlOf(httpServer.address() as AddressInfo),
      setup: `no database, ${adapterName}`,
      conversationId,
      senderToken: null,
    },
    async broadcast({ plan, template }) {
      await sendPaced(plan, async (seq) => {
        io.to(room).emit('message_created', {
          ...template,
          conversationId,
          message: { ...template.message, conversationId, text: stampedText(seq) },
        });
        // Lets the sockets write, as the app's event loop does between requests.
        await nextTurn();
      });
    },
    async stop() {
      io.local.disconnectSockets(true);
      await io.close();
      await redisAdapter?.close();
      redis?.disconnect();
    },
  };
}

async function main() {
  const server = process.argv[2] === 'app' ? await startApp() : await startBare();
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= server.stop().finally(() => process.exit(0));
  };
  process.on('message', (command: ServerCommand) => {
    if (command.kind === 'broadcast') void server.broadcast!(command).then(() => tell({ kind: 'broadcast-done' }));
    else if (command.kind === 'stop') stop();
  });
  // The benchmark died: nobody is left to stop this process.
  process.on('disconnect', stop);
  tell(server.ready);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
