/**
 * Stream rooms on the socket: a viewer joins a performer's public stream room
 * (`public-stream/join`) to receive its chat, tips and viewer count, and leaves it
 * (`public-stream/leave`, or by disconnecting). The parties of a private or group show
 * join its room with `private-stream/join` (`private-stream/leave`); the show takes
 * them out when it is over for them. Every join is checked like an API
 * call: the room must exist and its performer must not have blocked the viewer's
 * account or country. The country is the one read when the socket connected
 * (socket-viewer.ts), from the address of the connection's peer, or from
 * X-Forwarded-For when that peer is a proxy of TRUST_PROXY. Unlike an HTTP request,
 * a socket's handshake is never taken to carry the visitor's address in the signed
 * header of server-rendered calls (shared/client-address.ts): sockets come from the
 * browser.
 * When the performer blocks someone already in the public room, `evictBlocked` takes
 * them out and tells them (`stream/removed`). A paying viewer's joins and leaves of a
 * show's room (and its sockets closing) go to viewer-presence.ts: billing follows them.
 * A socket bound to another account leaves what the old account's membership gave it
 * (`accountChanged`).
 */
import type { FastifyInstance } from 'fastify';
import { StreamRoomPayload } from '@/shared/schemas/socket';
import type { StreamRoomAck } from '@/shared/socket-events';
import { createStreamChatService, STREAM_CHAT_TEXTS } from '../modules/stream-chat/service';
import { CONVERSATION_ROOM_PREFIX, conversationRoom } from '../modules/streams/service';
import { createBlockingService } from '../modules/blocking/service';
import { createStreamModeration } from '../modules/stream-chat/moderation';
import { createShowViews } from '../modules/shows/views';
import type { IoServer, IoSocket, SocketData, ViewerOf } from './socket-types';
import type { ViewerPresence } from './viewer-presence';
import { isRedisUnreachable, reachableSockets } from './redis-adapter';
import { ackOf, checkPayload } from './socket-payloads';
import { accountRoom } from './realtime';

/** How many streams' performers the counts keep at most. */
const PERFORMERS_KEPT = 10_000;

/** A room's viewer count goes out at most this often. */
export const COUNT_INTERVAL_MS = 1000;

/**
 * The people behind a room's sockets: each signed-in account once, each anonymous
 * browser once (its `visitor` id), never the stream's performer.
 */
export function watchersOf(sockets: { data: SocketData }[], performerId: string | null) {
  const accountIds = new Set<string>();
  const visitors = new Set<string>();
  for (const { data } of sockets) {
    if (data.account) {
      if (data.account.id !== performerId) accountIds.add(data.account.id);
    } else visitors.add(data.visitor);
  }
  return { total: accountIds.size + visitors.size, accountIds: [...accountIds] };
}

/** The conversations whose rooms the socket is in. */
export const conversationsOf = (socket: { rooms: Set<string> }) =>
  [...socket.rooms].filter((room) => room.startsWith(CONVERSATION_ROOM_PREFIX)).map((room) => room.slice(CONVERSATION_ROOM_PREFIX.length));

export function attachStreamRooms(
  io: IoServer,
  app: FastifyInstance,
  viewerOf: ViewerOf,
  viewers: Pick<ViewerPresence, 'entered' | 'left'>,
) {
  const streamChat = createStreamChatService(app.deps);
  const showViews = createShowViews(app.deps);
  const blocking = createBlockingService(app.deps);
  const moderation = createStreamModeration(app.deps);

  const report = (err: unknown) => {
    // A count that cannot be made while Redis is away is skipped: the adapter has said so once.
    if (!isRedisUnreachable(err)) app.log.error({ err }, 'stream room update failed');
  };
  const clock = () => app.deps.clock?.() ?? new Date();
  let closed = false;

  /** The performers of the rooms counted (a stream's performer never changes); forgotten now and then, as every show is a stream. */
  const performers = new Map<string, string | null>();
  async function performerOf(conversationId: string) {
    if (performers.size > PERFORMERS_KEPT) performers.clear();
    if (!performers.has(conversationId)) performers.set(conversationId, await streamChat.performerOf(conversationId));
    return performers.get(conversationId) ?? null;
  }

  /** Who is watching in a room, on every instance: see `watchersOf`. */
  async function watchers(conversationId: string) {
    const sockets = await io.in(conversationRoom(conversationId)).fetchSockets();
    return watchersOf(sockets, await performerOf(conversationId));
  }

  /** Tells a room how many people are watching and which signed-in accounts are among them. */
  async function sendCount(conversationId: string) {
    const { total, accountIds } = await watchers(conversationId);
    if (closed) return;
    io.to(conversationRoom(conversationId)).emit('stream/count', { conversationId, total, members: await streamChat.names(accountIds) });
  }

  /**
   * Rooms whose count was sent less than COUNT_INTERVAL_MS ago, and whether it changed
   * since. The first change is told at once, later ones at most once per interval: a
   * room of N viewers filling up would otherwise cost N² events.
   */
  const recent = new Map<string, { timer: NodeJS.Timeout; changed: boolean }>();

  function announceCount(conversationId: string) {
    if (closed) return;
    const pending = recent.get(conversationId);
    if (pending) {
      pending.changed = true;
      return;
    }
    sendCount(conversationId).catch(report);
    const entry = {
      changed: false,
      timer: setTimeout(() => {
        recent.delete(conversationId);
        if (entry.changed) announceCount(conversationId);
      }, COUNT_INTERVAL_MS),
    };
    entry.timer.unref();
    recent.set(conversationId, entry);
  }

  type Ack = ((result: StreamRoomAck) => void) | undefined;

  /**
   * Puts the socket in the room when `mayEnter` says so; joining again changes nothing and
   * tells no one. A payload that names no conversation (null) is refused alike.
   */
  async function enter(
    socket: IoSocket,
    conversationId: string | null,
    mayEnter: (conversationId: string) => Promise<boolean>,
    refusal: string,
    ack: Ack,
  ) {
    const accountId = socket.data.account?.id;
    if (!conversationId || !(await mayEnter(conversationId).catch(() => false))) return ack?.({ ok: false, message: refusal });
    // Bound to another account while the rule was checked: the answer was about the one before.
    if (socket.data.account?.id !== accountId) return ack?.({ ok: false, message: refusal });
    const room = conversationRoom(conversationId);
    if (socket.rooms.has(room)) return ack?.({ ok: true });
    await socket.join(room);
    ack?.({ ok: true });
    announceCount(conversationId);
  }

  /** Either leave event, for either kind of room: leaving a show's room by the public event counts the same. */
  async function leave(socket: IoSocket, conversationId: string | null) {
    if (!conversationId || !socket.rooms.has(conversationRoom(conversationId))) return;
    const at = clock();
    await socket.leave(conversationRoom(conversationId));
    announceCount(conversationId);
    if (socket.data.account) viewers.left(socket.data.account.id, [conversationId], at);
  }

  /** The conversation a join or leave names; null when its payload fails its schema. */
  const conversationOf = (payload: unknown) => checkPayload(StreamRoomPayload, payload)?.conversationId ?? null;

  io.on('connection', (socket) => {
    socket.on('public-stream/join', (payload, ack) => {
      const conversationId = conversationOf(payload);
      const answer = ackOf(ack);
      // A fan the performer named a moderator is told so with the join: their page offers the moderation.
      const moderates = async (result: StreamRoomAck) => {
        const accountId = socket.data.account?.id;
        const performerId = result.ok && accountId && conversationId ? await performerOf(conversationId) : null;
        return Boolean(performerId && accountId !== performerId && (await moderation.isModerator(performerId, accountId)));
      };
      const reply =
        answer &&
        ((result: StreamRoomAck) =>
          moderates(result).then(
            (moderator) => answer(moderator ? { ...result, moderator } : result),
            (err) => {
              report(err);
              answer(result);
            },
          ));
      return enter(socket, conversationId, (id) => streamChat.mayJoin(id, viewerOf(socket)), STREAM_CHAT_TEXTS.blocked, reply);
    });
    socket.on('public-stream/leave', (payload) => leave(socket, conversationOf(payload)));

    // A show's room: only its performer and the viewers paying in it, while it runs.
    socket.on('private-stream/join', async (payload, ack) => {
      const conversationId = conversationOf(payload);
      const mayEnter = async (id: string) => Boolean((await showViews.roomAccess(id, socket.data.account?.id))?.mayEnter);
      await enter(socket, conversationId, mayEnter, 'You are not in this show', ackOf(ack));
      // A paying viewer is in the show again (also after a reconnect).
      const account = socket.data.account;
      if (account && conversationId && socket.rooms.has(conversationRoom(conversationId))) viewers.entered(account.id, conversationId);
    });
    socket.on('private-stream/leave', (payload) => leave(socket, conversationOf(payload)));

    socket.on('disconnecting', () => {
      const at = clock();
      const left = conversationsOf(socket);
      const account = socket.data.account;
      // After the socket has left its rooms.
      setImmediate(() => {
        left.forEach((conversationId) => announceCount(conversationId));
        if (account && left.length) viewers.left(account.id, left, at);
      });
    });
  });

  return {
    watching: watchers,
    /** Every socket of the account joins the room (POST /streaming/join/{id}, which checked the rule); a show's viewer is back. */
    async joinAccount(accountId: string, conversationId: string) {
      await io.in(accountRoom(accountId)).socketsJoin(conversationRoom(conversationId));
      announceCount(conversationId);
      if (await showViews.roomAccess(conversationId, undefined)) viewers.entered(accountId, conversationId);
    },
    /**
     * Takes the sockets the performer now blocks out of their public stream's room, on
     * every instance (this one only while Redis is away: the others' viewers are still
     * refused every join and message), and tells them why. Returns the stream's id (null
     * when the performer never had a public stream).
     */
    async evictBlocked(performerId: string): Promise<string | null> {
      const conversationId = await streamChat.publicConversationId(performerId);
      if (!conversationId) return null;
      const room = conversationRoom(conversationId);
      const sockets = (await reachableSockets(io, room)).filter((socket) => socket.data.account?.id !== performerId);
      const isBlocked = await blocking.blockedTest(performerId);
      const evicted = sockets.filter((socket) => isBlocked(viewerOf(socket)));
      for (const socket of evicted) {
        socket.leave(room);
        socket.emit('stream/removed', { conversationId, message: STREAM_CHAT_TEXTS.blocked });
      }
      if (evicted.length) announceCount(conversationId);
      return conversationId;
    },
    /**
     * The socket is bound to another account (or none) now. A show's room was the
     * membership of the account it had: it is left. A public stream's room needs no
     * membership: it is kept while the new account (or a visitor) may join it, else left
     * with `stream/removed`, as for a block. Either way the room's count and names are
     * told again.
     */
    async accountChanged(socket: IoSocket) {
      for (const conversationId of conversationsOf(socket)) {
        const isShow = Boolean(await showViews.roomAccess(conversationId, undefined));
        if (!isShow && (await streamChat.mayJoin(conversationId, viewerOf(socket)))) {
          announceCount(conversationId);
          continue;
        }
        await socket.leave(conversationRoom(conversationId));
        if (!isShow) socket.emit('stream/removed', { conversationId, message: STREAM_CHAT_TEXTS.blocked });
        announceCount(conversationId);
      }
    },
    /** No more counts: sockets closing during shutdown must not ask the adapter (its connections are going). */
    close() {
      closed = true;
      recent.forEach((entry) => clearTimeout(entry.timer));
      recent.clear();
    },
  };
}
