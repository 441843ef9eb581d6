/**
 * @jest-environment node
 *
 * The socket client (src/lib/socket) through a real reconnection: a socket.io server
 * on a free port drops the connection and refuses the next handshakes; on jest's fake
 * clock the client tries again after 1 s, then twice as long each time up to 10 s
 * (socket.io's jitter held at nothing), its status says so, and once the server lets
 * it in it sends `auth/login` with its token again, since the server forgot who it was.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { createSocket } from '@/lib/socket/createSocket';
import { SocketConnection, type SocketStatus } from '@/lib/socket/connection';
import { SOCKET_RECONNECT_DELAY_MAX_MS, SOCKET_RECONNECT_DELAY_MS } from '@/shared/constants';

let http: HttpServer;
let io: Server;
let url: string;
/** Whether the server takes new connections; a refused handshake is a failed attempt. */
let accepting: boolean;
/** Handshakes the server refused, at the fake clock's time. */
let refused: number[];
/** `auth/login` payloads, by the id of the server socket that received them. */
let logins: Map<string, unknown[]>;
let connection: SocketConnection;
/** Every status the connection published, in order. */
let statuses: SocketStatus[];

beforeEach(async () => {
  accepting = true;
  refused = [];
  logins = new Map();
  http = createServer();
  io = new Server(http, {
    allowRequest: (_req, callback) => {
      if (!accepting) refused.push(jest.now());
      callback(accepting ? null : 'closed for the test', accepting);
    },
  });
  io.on('connection', (socket) => {
    socket.on('auth/login', (payload) => logins.set(socket.id, [...(logins.get(socket.id) ?? []), payload]));
    // A round trip: everything the client sent before it has arrived.
    socket.on('test/ping', (ack: () => void) => ack());
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  connection = new SocketConnection();
  statuses = [];
  connection.watch(() => statuses.push(connection.getSnapshot().status));
});

afterEach(async () => {
  connection.close();
  jest.useRealTimers();
  jest.restoreAllMocks();
  await io.close();
});

/** The next socket the server accepts. */
const nextServerSocket = () => new Promise<ServerSocket>((resolve) => io.once('connection', resolve));

/** Resolves once the connection publishes `status` after this call. */
function nextStatus(status: SocketStatus): Promise<void> {
  return new Promise((resolve) => {
    const stop = connection.watch(() => {
      if (connection.getSnapshot().status !== status) return;
      stop();
      resolve();
    });
  });
}

/** Runs the fake clock to the client's next reconnection attempt; how long that took. */
async function untilNextAttempt(): Promise<number> {
  const from = jest.now();
  const seen = statuses.length;
  while (!statuses.slice(seen).includes('reconnecting')) {
    if (jest.getTimerCount() === 0) throw new Error('no reconnection attempt is scheduled');
    await jest.advanceTimersToNextTimerAsync();
  }
  return jest.now() - from;
}

test('reconnects after 1 s, doubling up to 10 s, and sends auth/login again once back', async () => {
  // socket.io spreads each delay by up to half at random; a random 0 leaves it exact.
  jest.spyOn(Math, 'random').mockReturnValue(0);
  // Timers and dates are the fake clock's; I/O runs as ever, on the real event loop.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

  const first = nextServerSocket();
  connection.open(createSocket, { url, token: 'tok-1' });
  const dropped = await first;
  expect(dropped.handshake.query.token).toBe('tok-1');

  // The server goes away under the client (not a disconnect the server asks for, which socket.io never retries).
  accepting = false;
  const disconnected = nextStatus('disconnect');
  dropped.conn.close();
  await disconnected;

  const delays: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const failed = nextStatus('failed');
    delays.push(await untilNextAttempt());
    await failed;
  }
  const expected = [1, 2, 4, 8, 16, 32].map((factor) => Math.min(SOCKET_RECONNECT_DELAY_MS * factor, SOCKET_RECONNECT_DELAY_MAX_MS));
  expect(expected).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  expect(delays).toEqual(expected);
  // Each attempt reached the server, at the moment the clock said.
  expect(refused).toHaveLength(6);
  expect(refused.slice(1).map((at, i) => at - refused[i])).toEqual(expected.slice(1));

  accepting = true;
  const back = nextServerSocket();
  expect(await untilNextAttempt()).toBe(SOCKET_RECONNECT_DELAY_MAX_MS);
  const socket = await back;
  expect(socket.id).not.toBe(dropped.id);
  await (connection.getSnapshot().socket as unknown as { emitWithAck(event: string): Promise<void> }).emitWithAck('test/ping');
  expect(logins.get(socket.id)).toEqual([{ token: 'tok-1' }]);
  expect(logins.get(dropped.id)).toBeUndefined();
  expect(connection.getSnapshot().status).toBe('connected');
  expect(statuses).toEqual([
    'initialized',
    'connected',
    'disconnect',
    ...Array<SocketStatus[]>(6).fill(['reconnecting', 'failed']).flat(),
    'reconnecting',
    'connected',
  ]);
});

test('sends no auth/login after reconnecting a socket opened without a token', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const first = nextServerSocket();
  connection.open(createSocket, { url });
  const dropped = await first;
  const back = nextServerSocket();
  dropped.conn.close();
  await untilNextAttempt();
  const socket = await back;
  await (connection.getSnapshot().socket as unknown as { emitWithAck(event: string): Promise<void> }).emitWithAck('test/ping');
  expect(logins.size).toBe(0);
  expect(socket.handshake.query.token).toBeUndefined();
});
