/**
 * Media signalling over socket.io (shared/media.ts; docs/architecture.md#media).
 *
 * - `media/publish` {streamId}: the socket starts publishing in the stream, when the
 *   stream access rule lets its account publish there. It joins the publisher room
 *   `media:{streamId}:{accountId}` and the stream's room hears `media/published`.
 *   `media/unpublish` (or ending the show) is the opposite; a dropped socket simply
 *   leaves the publisher room, so a performer who reconnects and publishes again
 *   within the presence grace period keeps the show, and viewers whose connection
 *   broke watch again when they hear `media/published`. A viewer who asked before the
 *   publisher was publishing hears it too, in the room or not yet.
 * - `media/watch` {streamId, publisherId} (peer-to-peer only): checked with the same
 *   rule as every join. The publisher's socket hears `media/peer` with a peer id and
 *   makes the offer; both ends then exchange `media/signal` through the server.
 *
 * A peer id names both sockets and carries an HMAC of them, so any instance (with the
 * Redis adapter) can relay a signal without shared state, and a socket can only
 * signal along a pair the server made for it. When a viewer's socket goes, its
 * publishers hear `media/hangup`.
 *
 * A viewer's pairs live in its socket's data and every viewer joins the stream's
 * viewer room, so `evictBlocked` finds, on any instance, the viewers a performer has
 * just blocked and hangs up their pairs at both ends; asking again is refused. In the
 * same way `hangUp` ends the media of accounts whose stay in a private or group show
 * ended (or the whole show), and `accountChanged` the media a socket no longer may
 * have once it is bound to another account (or none). Taken out, a socket is no longer
 * in the stream's viewer room, and the server relays a viewer's signals only while it
 * is: a modified client that ignores `media/hangup` cannot renegotiate the pair, and
 * the publisher's page has closed its end. While Redis is away they find the sockets
 * of this instance only.
 *
 * The rule is checked again once a pair is made and the viewer is in the viewer room:
 * a stay ending (or a block) between the first check and the pairing would otherwise
 * miss the new pair, since `hangUp` only finds what exists when it runs.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RemoteSocket } from 'socket.io';
import { Value } from '@sinclair/typebox/value';
import { createStreamAccess } from '../modules/streaming/access';
import { conversationRoom } from '../modules/streams/service';
import type { MediaAck } from '@/shared/media';
import { MediaHangupPayload, MediaSignalPayload, MediaStreamPayload, MediaWatchPayload } from '@/shared/schemas/socket';
import type { ServerToClientEvents } from '@/shared/socket-events';
import type { IoServer, SocketData, ViewerOf } from './socket-types';
import { createBlockingService } from '../modules/blocking/service';
import { accountRoom } from './realtime';
import { reachableSockets } from './redis-adapter';
import { ackOf, checkPayload } from './socket-payloads';

export const MEDIA_TEXTS = {
  notAllowed: 'You cannot watch this stream',
  notPublisher: 'You cannot publish in this stream',
} as const;

/** The room of one publisher's sockets in one stream. */
export const publisherRoom = (streamId: string, accountId: string) => `media:${streamId}:${accountId}`;
/**
 * Sockets that asked for a publisher who was not publishing yet. They hear
 * `media/published` even when they have not joined the stream's room yet (a page
 * joins its chat room and asks for the video independently).
 */
export const waitingRoom = (streamId: string, accountId: string) => `media-wait:${streamId}:${accountId}`;
/** The sockets that were paired with a publisher of the stream (peer to peer). */
export const viewerRoom = (streamId: string) => `media-view:${streamId}`;

/** The media rooms of one stream a socket is in, by kind, with the account each names. */
function mediaRoomsOf(rooms: Set<string>, streamId: string) {
  const publisher = `media:${streamId}:`;
  const waiting = `media-wait:${streamId}:`;
  return {
    /** Accounts the socket publishes for (one, its own, unless its account changed since). */
    publishing: [...rooms].filter((room) => room.startsWith(publisher)).map((room) => room.slice(publisher.length)),
    /** Rooms in which it waits for a publisher, and the viewer room. */
    viewing: [...rooms].filter((room) => room.startsWith(waiting) || room === viewerRoom(streamId)),
  };
}

/** Every stream in which the socket publishes, waits or watches. */
function mediaStreamsOf(socket: { rooms: Set<string>; data: SocketData }): Set<string> {
  const streams = new Set(Object.values(socket.data.watching ?? {}).map((pair) => pair.streamId));
  for (const room of socket.rooms) {
    const match = /^media(?:-wait|-view)?:([^:]+)/.exec(room);
    if (match) streams.add(match[1]);
  }
  return streams;
}

/** A checked signal as it is passed on: the contract's fields, without whatever else the sender put in. */
const relayed = (signal: MediaSignalPayload) => Value.Clean(MediaSignalPayload, signal) as MediaSignalPayload;

type PeerEnds = { publisher: string; viewer: string };
/** A socket of this instance or, through the adapter, of another: its rooms and data as they were when fetched. */
type AnySocket = RemoteSocket<ServerToClientEvents, SocketData>;

export function attachMediaRooms(io: IoServer, app: FastifyInstance, viewerOf: ViewerOf) {
  const access = createStreamAccess(app.deps);
  const blocking = createBlockingService(app.deps);
  // The same key on every instance (derived from the server secret): a pair is made where
  // the viewer asked and signalled through wherever its two sockets are.
  const key = createHmac('sha256', app.deps.config.tokenSecret).update('media-peer-ids').digest();

  const mac = (publisher: string, viewer: string, nonce: string) =>
    createHmac('sha256', key).update(`${publisher}|${viewer}|${nonce}`).digest('base64url');
  const peerIdOf = (ends: PeerEnds) => {
    const nonce = randomBytes(6).toString('base64url');
    return [ends.publisher, ends.viewer, nonce, mac(ends.publisher, ends.viewer, nonce)].join('.');
  };
  /** The two sockets of a peer id, when the id is one this server made. */
  function endsOf(peerId: string): PeerEnds | null {
    const [publisher, viewer, nonce, signature, ...rest] = peerId.split('.');
    if (!publisher || !viewer || !nonce || !signature || rest.length) return null;
    const expected = Buffer.from(mac(publisher, viewer, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? { publisher, viewer } : null;
  }

  const report = (err: unknown) => app.log.error({ err }, 'media signalling failed');
  const answer = (ack: ((result: MediaAck) => void) | undefined, result: MediaAck) => ackOf(ack)?.(result);

  /** Hangs up a pair at both ends. */
  const hangUpPair = (peerId: string, pair: { publisher: string }, viewer: AnySocket) => {
    io.to(pair.publisher).emit('media/hangup', { peerId });
    viewer.emit('media/hangup', { peerId });
  };

  /** Takes a socket out of the stream as a viewer: its pairs in it are hung up at both ends, its viewer and waiting rooms left. */
  function dropViewer(socket: AnySocket, streamId: string) {
    mediaRoomsOf(socket.rooms, streamId).viewing.forEach((room) => socket.leave(room));
    for (const [peerId, pair] of Object.entries(socket.data.watching ?? {})) {
      if (pair.streamId === streamId) hangUpPair(peerId, pair, socket);
    }
  }

  /**
   * Takes a socket out of the stream as the publisher for `publisherId`: it leaves the
   * publisher room and every pair it sends into is hung up at both ends (the pairs live
   * with their viewers). When no other socket publishes for that account, the stream's
   * room hears `media/unpublished`.
   */
  async function dropPublisher(socket: AnySocket, streamId: string, publisherId: string) {
    socket.leave(publisherRoom(streamId, publisherId));
    for (const viewer of await reachableSockets(io, viewerRoom(streamId))) {
      for (const [peerId, pair] of Object.entries(viewer.data.watching ?? {})) {
        if (pair.streamId === streamId && pair.publisher === socket.id) hangUpPair(peerId, pair, viewer);
      }
    }
    const others = (await reachableSockets(io, publisherRoom(streamId, publisherId))).filter((other) => other.id !== socket.id);
    if (!others.length) io.to(conversationRoom(streamId)).emit('media/unpublished', { streamId, publisherId });
  }

  /**
   * Takes sockets out of the stream's media altogether. All of them leave the viewer
   * rooms before any publisher is dropped: a publisher's hangup reaches its viewers, and
   * a viewer told of a hangup must already be out of the room, or a signal it sends at
   * once along the old pair would still be relayed (its instance applies the leave later).
   */
  async function dropFromStream(sockets: AnySocket[], streamId: string) {
    for (const socket of sockets) dropViewer(socket, streamId);
    for (const socket of sockets) {
      for (const publisherId of mediaRoomsOf(socket.rooms, streamId).publishing) await dropPublisher(socket, streamId, publisherId);
    }
  }

  io.on('connection', (socket) => {
    /** Peers in which this socket is the viewer, to hang up when it goes. */
    const watching = socket.data.watching;

    socket.on('media/publish', async (payload, ack) => {
      try {
        const streamId = checkPayload(MediaStreamPayload, payload)?.streamId;
        const account = socket.data.account;
        const rule = streamId && account ? await access.check(streamId, viewerOf(socket)) : null;
        if (!streamId || !account || !rule?.mayPublish) return answer(ack, { ok: false, message: MEDIA_TEXTS.notPublisher });
        await socket.join(publisherRoom(streamId, account.id));
        // Bound to another account while the rule was checked: the room is not this one's.
        if (socket.data.account?.id !== account.id) {
          await socket.leave(publisherRoom(streamId, account.id));
          return answer(ack, { ok: false, message: MEDIA_TEXTS.notPublisher });
        }
        answer(ack, { ok: true });
        io.to(conversationRoom(streamId))
          .to(waitingRoom(streamId, account.id))
          .emit('media/published', { streamId, publisherId: account.id });
      } catch (err) {
        report(err);
        answer(ack, { ok: false, message: MEDIA_TEXTS.notPublisher });
      }
    });

    socket.on('media/unpublish', async (payload) => {
      const streamId = checkPayload(MediaStreamPayload, payload)?.streamId;
      const account = socket.data.account;
      // The room, not a note of this socket's: the server may have taken it out meanwhile (a show ended).
      if (!streamId || !account || !socket.rooms.has(publisherRoom(streamId, account.id))) return;
      await socket.leave(publisherRoom(streamId, account.id));
      io.to(conversationRoom(streamId)).emit('media/unpublished', { streamId, publisherId: account.id });
    });

    socket.on('media/watch', async (payload, ack) => {
      try {
        const asked = checkPayload(MediaWatchPayload, payload);
        if (!asked) return answer(ack, { ok: false, message: MEDIA_TEXTS.notAllowed });
        const { streamId, publisherId } = asked;
        const mayWatch = async () => Boolean((await access.check(streamId, viewerOf(socket)))?.mayWatch);
        if (!(await mayWatch())) return answer(ack, { ok: false, message: MEDIA_TEXTS.notAllowed });
        // While Redis is away only a publisher on this instance is found; else the viewer waits for `media/published`.
        const publishers = await reachableSockets(io, publisherRoom(streamId, publisherId));
        // The newest socket is the one that published last (a reconnect publishes again).
        const publisher = publishers.at(-1);
        // Not publishing yet: the viewer waits for `media/published`.
        if (!publisher) {
          await socket.join(waitingRoom(streamId, publisherId));
          return answer(ack, { ok: true });
        }
        const peerId = peerIdOf({ publisher: publisher.id, viewer: socket.id });
        watching[peerId] = { publisher: publisher.id, streamId };
        await socket.join(viewerRoom(streamId));
        // Checked again now that the pair exists: whatever ends the viewer's media from here on finds it.
        if (!(await mayWatch())) {
          delete watching[peerId];
          await socket.leave(viewerRoom(streamId));
          return answer(ack, { ok: false, message: MEDIA_TEXTS.notAllowed });
        }
        answer(ack, { ok: true, peerId });
        io.to(publisher.id).emit('media/peer', { peerId, streamId, viewerId: socket.data.account?.id ?? null });
      } catch (err) {
        report(err);
        answer(ack, { ok: false, message: MEDIA_TEXTS.notAllowed });
      }
    });

    socket.on('media/signal', (payload) => {
      const sent = checkPayload(MediaSignalPayload, payload);
      const ends = sent && endsOf(sent.peerId);
      if (!sent || !ends || (socket.id !== ends.publisher && socket.id !== ends.viewer)) return;
      if (socket.id === ends.viewer) {
        // A viewer signals along its own pairs only while it is in their stream (see the file comment).
        const pair = watching[sent.peerId];
        if (!pair || !socket.rooms.has(viewerRoom(pair.streamId))) return;
      }
      io.to(socket.id === ends.publisher ? ends.viewer : ends.publisher).emit('media/signal', relayed(sent));
    });

    socket.on('media/hangup', (payload) => {
      const peerId = checkPayload(MediaHangupPayload, payload)?.peerId;
      const ends = peerId && endsOf(peerId);
      if (!peerId || !ends || (socket.id !== ends.publisher && socket.id !== ends.viewer)) return;
      delete watching[peerId];
      io.to(socket.id === ends.publisher ? ends.viewer : ends.publisher).emit('media/hangup', { peerId });
    });

    socket.on('disconnect', () => {
      for (const [peerId, { publisher }] of Object.entries(watching)) io.to(publisher).emit('media/hangup', { peerId });
      socket.data.watching = {};
    });
  });

  return {
    /**
     * Hangs up, at both ends, every pair of the stream whose viewer the performer now
     * blocks, and takes that viewer out of the stream's viewer and waiting rooms.
     */
    async evictBlocked(streamId: string, performerId: string) {
      const rooms = [viewerRoom(streamId), waitingRoom(streamId, performerId)];
      const sockets = (await reachableSockets(io, rooms)).filter((socket) => socket.data.account?.id !== performerId);
      const isBlocked = await blocking.blockedTest(performerId);
      for (const socket of sockets) if (isBlocked(viewerOf(socket))) dropViewer(socket, streamId);
    },

    /**
     * Ends the media of these accounts in the stream, on every instance: every pair in
     * which a socket of theirs watches or publishes is hung up at both ends, and their
     * sockets leave the stream's media rooms. For a stay in a private or group show that
     * ended (and, with all its parties, for the show): asking again goes through the
     * stream's access rule, which refuses them from then on.
     */
    async hangUp(streamId: string, accountIds: string[]) {
      if (!accountIds.length) return;
      await dropFromStream(await reachableSockets(io, accountIds.map(accountRoom)), streamId);
    },

    /**
     * The socket is bound to another account (or none) now: what it published for the
     * account it had ends; what it watches or waits for is checked again for who it is
     * now, and ends where the stream's rule refuses them.
     */
    async accountChanged(socket: { id: string }) {
      const [self] = await io.local.in(socket.id).fetchSockets();
      if (!self) return;
      for (const streamId of mediaStreamsOf(self)) {
        for (const publisherId of mediaRoomsOf(self.rooms, streamId).publishing) {
          if (publisherId !== self.data.account?.id) await dropPublisher(self, streamId, publisherId);
        }
        const rule = await access.check(streamId, viewerOf(self));
        if (!rule?.mayWatch) dropViewer(self, streamId);
      }
    },
  };
}
