/**
 * socket.io on the same HTTP server as the API (path /socket.io). A socket is bound
 * to an account by the `token` query parameter or, after a reconnect, by the
 * `auth/login` event; every socket of an account joins that account's room. The
 * handshake's token is checked before the client hears it is connected, so the first
 * event a client sends (a page publishing its camera at once) already counts as the
 * account's. With
 * REDIS_URL the Redis adapter carries events between instances; while Redis is away they
 * reach this instance's sockets only (redis-adapter.ts). Performers' sockets
 * also drive their presence (presence.ts); stream rooms are joined with a check
 * (stream-rooms.ts), and a paying viewer's presence in a show's room drives their
 * billing (viewer-presence.ts); media is signalled in media-rooms.ts. A socket that
 * logs in as another account (or out) leaves the rooms and media of the old account's
 * memberships before it hears `auth/status`. Every payload a client sends is checked
 * against its schema before it is read (socket-payloads.ts).
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { FastifyInstance } from 'fastify';
import { AuthLoginPayload } from '@/shared/schemas/socket';
import { accountRoom, type Realtime } from './realtime';
import type { AuthAccount } from '../plugins/auth';
import { createPresence, type Presence } from './presence';
import { attachStreamRooms, conversationsOf } from './stream-rooms';
import { createViewerPresence, type ViewerPresence } from './viewer-presence';
import { attachMediaRooms } from './media-rooms';
import { socketCountry, viewerOf } from './socket-viewer';
import { createRedisAdapter } from './redis-adapter';
import { checkPayload } from './socket-payloads';
import { isUuid } from '@/shared/uuid';
import type { IoServer, IoSocket } from './socket-types';

export interface SocketServer {
  io: IoServer;
  presence: Presence;
  viewers: ViewerPresence;
  /** Disconnects every socket and the Redis adapter's connections. */
  close(): Promise<void>;
}

/** The browser id an anonymous socket names in its handshake, when it is one (a uuid). */
const visitorOf = (value: unknown) => (typeof value === 'string' && isUuid(value) ? value : null);

export function attachSocketServer(httpServer: HttpServer, app: FastifyInstance): SocketServer {
  const io: IoServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
    pingInterval: 20000,
    pingTimeout: 20000,
  });

  const redisAdapter = app.deps.redis ? createRedisAdapter(app.deps.redis, app.log, app.deps.config.redisPrefix) : undefined;
  if (redisAdapter) io.adapter(redisAdapter.adapter);

  const presence = createPresence(io, app.deps, app.log);
  const viewers = createViewerPresence(io, app.deps, app.settings, app.log);
  const countryOf = socketCountry(app.deps.config);
  const streamRooms = attachStreamRooms(io, app, viewerOf, viewers);
  const mediaRooms = attachMediaRooms(io, app, viewerOf);

  /** The account of a token; none for anything else, or when it cannot be looked up now (logged). */
  const accountOf = async (token: unknown) =>
    typeof token === 'string'
      ? await app.accountFromToken(token).catch((err: unknown) => {
          app.log.error({ err }, 'socket token check failed');
          return null;
        })
      : null;
  /** Makes `account` the socket's in place of `previous`: its account room and presence follow. */
  const bind = (socket: IoSocket, account: AuthAccount | null, previous: AuthAccount | null) => {
    if (previous && previous.id !== account?.id) {
      socket.leave(accountRoom(previous.id));
      // The rooms it is in no longer hold `previous`: a show they paid for is left as if the page closed.
      viewers.left(previous.id, conversationsOf(socket), app.deps.clock?.() ?? new Date());
    }
    socket.data.account = account;
    if (account) socket.join(accountRoom(account.id));
    presence.accountChanged(socket, previous);
  };
  /**
   * After `bind` to another account (or none): the rooms and media the previous
   * account's membership gave the socket are left (stream-rooms.ts and media-rooms.ts
   * say which stay), so the new account hears nothing of the old one's shows.
   */
  const leaveMemberships = async (socket: IoSocket) => {
    await streamRooms.accountChanged(socket);
    await mediaRooms.accountChanged(socket);
  };

  // Runs before the client is told it is connected; socket.io drops a socket that closed meanwhile.
  io.use(async (socket, next) => {
    socket.data.country = countryOf(socket);
    socket.data.watching = {};
    socket.data.visitor = visitorOf(socket.handshake.auth?.visitor) ?? socket.id;
    socket.data.account = await accountOf(socket.handshake.query.token ?? socket.handshake.auth?.token);
    next();
  });

  io.on('connection', (socket) => {
    socket.on('disconnect', () => presence.socketClosed(socket));
    socket.on('auth/login', async (payload) => {
      // Anything but a token binds the socket to no account, as a token that is no account's does.
      const account = await accountOf(checkPayload(AuthLoginPayload, payload)?.token);
      // Closed while the token was checked: joining rooms now would leave a dead socket in them.
      if (!socket.connected) return;
      const previous = socket.data.account;
      bind(socket, account, previous);
      // Before the client hears who it is now, so that nothing of the old account reaches the new one after that.
      if (previous?.id !== account?.id)
        await leaveMemberships(socket).catch((err: unknown) => app.log.error({ err }, 'leaving the rooms of the previous account failed'));
      socket.emit('auth/status', { authenticated: Boolean(account), role: account?.role ?? null });
    });
    bind(socket, socket.data.account, null);
  });

  const realtime: Realtime = {
    toAccount: (accountId, event, payload) => void io.to(accountRoom(accountId)).emit(event, ...([payload] as never)),
    toRoom: (room, event, payload, options) =>
      void (options?.exceptAccount ? io.to(room).except(accountRoom(options.exceptAccount)) : io.to(room)).emit(
        event,
        ...([payload] as never),
      ),
    toAll: (event, payload) => {
      io.emit(event, ...([payload] as never));
      // What goes to everyone (a performer's status) shows on every page and listing.
      app.deps.publicViews.changed();
    },
    leaveRoom: (accountId, room) => io.in(accountRoom(accountId)).socketsLeave(room),
    async isOnline(accountId) {
      // A socket here answers it without asking the other instances.
      if ((await io.local.in(accountRoom(accountId)).fetchSockets()).length) return true;
      return io
        .in(accountRoom(accountId))
        .fetchSockets()
        .then(
          (sockets) => sockets.length > 0,
          () => null,
        );
    },
    async evictBlocked(performerId) {
      const streamId = await streamRooms.evictBlocked(performerId);
      if (streamId) await mediaRooms.evictBlocked(streamId, performerId);
    },
    hangUpMedia: (streamId, accountIds) =>
      void mediaRooms.hangUp(streamId, accountIds).catch((err: unknown) => app.log.error({ err }, 'hanging up media failed')),
    disconnectAccount: (accountId) => io.in(accountRoom(accountId)).disconnectSockets(true),
    watching: (streamId) =>
      streamRooms.watching(streamId).then(
        ({ total }) => total,
        () => null,
      ),
    joinStream: (accountId, streamId) => streamRooms.joinAccount(accountId, streamId),
  };
  Object.assign(app.deps.realtime, realtime);
  return {
    io,
    presence,
    viewers,
    async close() {
      streamRooms.close();
      await presence.close();
      await viewers.close();
      io.local.disconnectSockets(true);
      io.engine.close();
      await redisAdapter?.close();
    },
  };
}
