/**
 * Media signalling over socket.io (shared/media.ts; DESIGN.md, Media).
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
 * just blocked and hangs up their pairs at both ends; asking again is refused. While
 * Redis is away it finds those of this instance only.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createStreamAccess } from '../modules/streaming/access';
import { conversationRoom } from '../modules/streaming/service';
import type { IceCandidate, MediaAck, SessionDescription } from '@/shared/media';
import type { IoServer, SocketData } from './socket-server';
import { createBlockingService, type Viewer } from '../modules/blocking/service';
import { reachableSockets } from './redis-adapter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Larger session descriptions or candidates are refused (a real one is a few KB). */
const MAX_SDP_LENGTH = 64 * 1024;
const MAX_CANDIDATE_LENGTH = 1024;

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

type PeerEnds = { publisher: string; viewer: string };

export function attachMediaRooms(io: IoServer, app: FastifyInstance, viewerOf: (socket: { data: SocketData }) => Viewer) {
  const access = createStreamAccess(app.deps);
  const blocking = createBlockingService(app.deps);
  const key = randomBytes(32);

  const mac = (publisher: string, viewer: string, nonce: string) => createHmac('sha256', key).update(`${publisher}|${viewer}|${nonce}`).digest('base64url');
  const peerIdOf = (ends: PeerEnds) => {
    const nonce = randomBytes(6).toString('base64url');
    return [ends.publisher, ends.viewer, nonce, mac(ends.publisher, ends.viewer, nonce)].join('.');
  };
  /** The two sockets of a peer id, when the id is one this server made. */
  function endsOf(peerId: unknown): PeerEnds | null {
    if (typeof peerId !== 'string' || peerId.length > 200) return null;
    const [publisher, viewer, nonce, signature, ...rest] = peerId.split('.');
    if (!publisher || !viewer || !nonce || !signature || rest.length) return null;
    const expected = Buffer.from(mac(publisher, viewer, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? { publisher, viewer } : null;
  }

  const validDescription = (value: unknown): value is SessionDescription => {
    const d = value as SessionDescription | undefined;
    return Boolean(d) && (d!.type === 'offer' || d!.type === 'answer') && typeof d!.sdp === 'string' && d!.sdp.length <= MAX_SDP_LENGTH;
  };
  const validCandidate = (value: unknown): value is IceCandidate | null => {
    if (value === null) return true;
    const c = value as IceCandidate | undefined;
    return Boolean(c) && typeof c!.candidate === 'string' && c!.candidate.length <= MAX_CANDIDATE_LENGTH;
  };

  const report = (err: unknown) => app.log.error({ err }, 'media signalling failed');
  const answer = (ack: ((result: MediaAck) => void) | undefined, result: MediaAck) => {
    if (typeof ack === 'function') ack(result);
  };

  io.on('connection', (socket) => {
    /** Peers in which this socket is the viewer, to hang up when it goes. */
    const watching = socket.data.watching;
    /** Streams this socket publishes in. */
    const publishing = new Set<string>();

    socket.on('media/publish', async (payload, ack) => {
      try {
        const streamId = String(payload?.streamId ?? '');
        const account = socket.data.account;
        const rule = UUID.test(streamId) && account ? await access.check(streamId, viewerOf(socket)) : null;
        if (!account || !rule?.mayPublish) return answer(ack, { ok: false, message: MEDIA_TEXTS.notPublisher });
        await socket.join(publisherRoom(streamId, account.id));
        publishing.add(streamId);
        answer(ack, { ok: true });
        io.to(conversationRoom(streamId)).to(waitingRoom(streamId, account.id)).emit('media/published', { streamId, publisherId: account.id });
      } catch (err) {
        report(err);
        answer(ack, { ok: false, message: MEDIA_TEXTS.notPublisher });
      }
    });

    socket.on('media/unpublish', async (payload) => {
      const streamId = String(payload?.streamId ?? '');
      const account = socket.data.account;
      if (!account || !publishing.delete(streamId)) return;
      await socket.leave(publisherRoom(streamId, account.id));
      io.to(conversationRoom(streamId)).emit('media/unpublished', { streamId, publisherId: account.id });
    });

    socket.on('media/watch', async (payload, ack) => {
      try {
        const streamId = String(payload?.streamId ?? '');
        const publisherId = String(payload?.publisherId ?? '');
        const rule = UUID.test(streamId) && UUID.test(publisherId) ? await access.check(streamId, viewerOf(socket)) : null;
        if (!rule?.mayWatch) return answer(ack, { ok: false, message: MEDIA_TEXTS.notAllowed });
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
        answer(ack, { ok: true, peerId });
        io.to(publisher.id).emit('media/peer', { peerId, streamId, viewerId: socket.data.account?.id ?? null });
      } catch (err) {
        report(err);
        answer(ack, { ok: false, message: MEDIA_TEXTS.notAllowed });
      }
    });

    socket.on('media/signal', (payload) => {
      const ends = endsOf(payload?.peerId);
      if (!ends || (socket.id !== ends.publisher && socket.id !== ends.viewer)) return;
      const signal: { peerId: string; description?: SessionDescription; candidate?: IceCandidate | null } = { peerId: payload.peerId };
      if (payload.description !== undefined) {
        if (!validDescription(payload.description)) return;
        signal.description = { type: payload.description.type, sdp: payload.description.sdp };
      }
      if (payload.candidate !== undefined) {
        if (!validCandidate(payload.candidate)) return;
        signal.candidate = payload.candidate;
      }
      io.to(socket.id === ends.publisher ? ends.viewer : ends.publisher).emit('media/signal', signal);
    });

    socket.on('media/hangup', (payload) => {
      const ends = endsOf(payload?.peerId);
      if (!ends || (socket.id !== ends.publisher && socket.id !== ends.viewer)) return;
      delete watching[payload.peerId];
      io.to(socket.id === ends.publisher ? ends.viewer : ends.publisher).emit('media/hangup', { peerId: payload.peerId });
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
      const blocked = await Promise.all(sockets.map((socket) => blocking.isBlocked(performerId, viewerOf(socket))));
      for (const socket of sockets.filter((_, index) => blocked[index])) {
        socket.leave(rooms[0]);
        socket.leave(rooms[1]);
        for (const [peerId, pair] of Object.entries(socket.data.watching ?? {})) {
          if (pair.streamId !== streamId) continue;
          io.to(pair.publisher).emit('media/hangup', { peerId });
          socket.emit('media/hangup', { peerId });
        }
      }
    },
  };
}
