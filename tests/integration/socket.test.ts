import type { TestApp } from './helpers';
import { socketApp, type SocketApp } from './deployment';
import { record, settle, socketClients, waitFor } from '../support/socket-clients';

let t: TestApp;
let server: SocketApp;
const clients = socketClients(() => server.url);
const open = clients.open;

beforeAll(async () => {
  server = await socketApp({ seed: true });
  t = server.app;
});

afterAll(async () => {
  clients.closeAll();
  await server.close();
});

describe('socket authentication', () => {
  it('binds a socket to the account of the token in the query', async () => {
    const token = await t.login('users', 'user@demo.test');
    const socket = await open(token);
    const me = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: token } })).json().data;
    // Bound before the client heard it was connected.
    expect(await t.deps.realtime.isOnline(me._id)).toBe(true);
    const received = waitFor<{ balance: number }>(socket, 'balance/updated');
    t.deps.realtime.toAccount(me._id, 'balance/updated', { balance: 42 });
    expect(await received).toEqual({ balance: 42 });
  });

  it("counts a socket's very first event as its account's, however long the token check takes", async () => {
    const performerToken = await t.login('performers', 'demo-performer');
    const live = (
      await t.app.inject({ method: 'POST', url: '/api/streaming/live', headers: { authorization: performerToken }, payload: {} })
    ).json().data.conversation;
    const check = t.app.accountFromToken;
    t.app.accountFromToken = async (token) => {
      await new Promise((r) => setTimeout(r, 300));
      return check(token);
    };
    try {
      const socket = await open(performerToken);
      // A page publishes its camera the moment its socket connects.
      expect(await socket.emitWithAck('media/publish', { streamId: live._id })).toEqual({ ok: true });
    } finally {
      t.app.accountFromToken = check;
      await t.app.inject({
        method: 'POST',
        url: '/api/performers/streaming-status/update',
        headers: { authorization: performerToken },
        payload: { status: 'offline' },
      });
    }
  });

  it('lets an anonymous socket connect and bind later with auth/login', async () => {
    const socket = await open();
    socket.emit('auth/login', { token: 'forged.token.value' });
    expect(await waitFor(socket, 'auth/status')).toEqual({ authenticated: false, role: null });
    const token = await t.login('studio', 'studio@demo.test');
    socket.emit('auth/login', { token });
    expect(await waitFor(socket, 'auth/status')).toEqual({ authenticated: true, role: 'studio' });
  });

  it('binds a socket to no account when auth/login brings no token', async () => {
    const token = await t.login('users', 'user@demo.test');
    const socket = await open(token);
    for (const payload of [{ token: 42 }, { token: [token] }, token, null]) {
      socket.emit('auth/login', payload as never);
      expect(await waitFor(socket, 'auth/status')).toEqual({ authenticated: false, role: null });
      socket.emit('auth/login', { token });
      expect(await waitFor(socket, 'auth/status')).toEqual({ authenticated: true, role: 'user' });
    }
  });

  it('answers auth/login when the token cannot be checked, and goes on', async () => {
    const token = await t.login('users', 'user@demo.test');
    const socket = await open();
    const check = t.app.accountFromToken;
    t.app.accountFromToken = async () => {
      throw new Error('database away');
    };
    try {
      socket.emit('auth/login', { token });
      expect(await waitFor(socket, 'auth/status')).toEqual({ authenticated: false, role: null });
    } finally {
      t.app.accountFromToken = check;
    }
    socket.emit('auth/login', { token });
    expect(await waitFor(socket, 'auth/status')).toEqual({ authenticated: true, role: 'user' });
  });

  it('does not deliver one account’s events to another', async () => {
    const userToken = await t.login('users', 'user@demo.test');
    const performerToken = await t.login('performers', 'demo-performer');
    const userSocket = await open(userToken);
    const performerSocket = await open(performerToken);
    const me = (await t.app.inject({ method: 'GET', url: '/api/performers/me', headers: { authorization: performerToken } })).json().data;
    const leaked = jest.fn();
    userSocket.on('balance/updated', leaked);
    const received = waitFor(performerSocket, 'balance/updated');
    t.deps.realtime.toAccount(me._id, 'balance/updated', { balance: 7 });
    await received;
    await new Promise((r) => setTimeout(r, 50));
    expect(leaked).not.toHaveBeenCalled();
  });
});

describe('deployments sharing one Redis', () => {
  // Redis exists on the PostgreSQL target only; each test app is a deployment with a Redis prefix of its own.
  const onRedis = process.env.TEST_TARGET === 'postgres' ? it : it.skip;

  onRedis('keep their sockets and events apart', async () => {
    const other = await socketApp();
    const elsewhere = socketClients(() => other.url);
    try {
      const here = await open();
      const there = await elsewhere.open();
      const ids = async (app: SocketApp) => (await app.sockets.io.fetchSockets()).map((socket) => socket.id);
      expect(await ids(server)).toContain(here.id);
      expect(await ids(server)).not.toContain(there.id);
      expect(await ids(other)).toEqual([there.id]);

      const heard = record(there, 'balance/updated');
      const received = waitFor(here, 'balance/updated');
      server.sockets.io.emit('balance/updated', { balance: 1 });
      await received;
      await settle();
      expect(heard).toEqual([]);
    } finally {
      elsewhere.closeAll();
      await other.close();
    }
  });
});
