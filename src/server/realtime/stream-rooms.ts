/**
 * Stream rooms on the socket: a viewer joins a performer's public stream room
 * (`public-stream/join`) to receive its chat, tips and viewer count, and leaves it
 * (`public-stream/leave`, or by disconnecting). The parties of a private or group show
 * join its room with `private-stream/join` (`private-stream/leave`); the show takes
 * them out when it is over for them. Every join is checked like an API
 * call: the room must exist and its performer must not have blocked the viewer's
 * account or country. The country comes from the socket's client address, trusting
 * X-Forwarded-For only from the proxies of TRUST_PROXY, as for HTTP requests.
 */
import type { FastifyInstance } from 'fastify';
import { conversationRoom, createStreamingService } from '../modules/streaming/service';
import type { Viewer } from '../modules/blocking/service';
import { createShowViews } from '../modules/shows/views';
import type { IoServer, IoSocket } from './socket-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function attachStreamRooms(io: IoServer, app: FastifyInstance, viewerOf: (socket: IoSocket) => Viewer) {
  const streaming = createStreamingService(app.deps);
  const showViews = createShowViews(app.deps);

  /** Tells a room how many are watching and which signed-in accounts are among them. */
  async function announceCount(conversationId: string) {
    const room = conversationRoom(conversationId);
    const sockets = await io.in(room).fetchSockets();
    const accountIds = [...new Set(sockets.map((s) => s.data.account?.id).filter((id): id is string => Boolean(id)))];
    io.to(room).emit('stream/count', { conversationId, total: sockets.length, members: await streaming.names(accountIds) });
  }

  const report = (err: unknown) => app.log.error({ err }, 'stream room update failed');

  io.on('connection', (socket) => {
    socket.on('public-stream/join', async (payload, ack) => {
      const conversationId = String(payload?.conversationId ?? '');
      const allowed = UUID.test(conversationId) && (await streaming.mayJoin(conversationId, viewerOf(socket)));
      if (!allowed) {
        ack?.({ ok: false, message: 'You cannot join this stream' });
        return;
      }
      // Joining again changes nothing: no need to tell the room.
      if (socket.rooms.has(conversationRoom(conversationId))) {
        ack?.({ ok: true });
        return;
      }
      await socket.join(conversationRoom(conversationId));
      ack?.({ ok: true });
      announceCount(conversationId).catch(report);
    });

    socket.on('public-stream/leave', async (payload) => {
      const conversationId = String(payload?.conversationId ?? '');
      if (!socket.rooms.has(conversationRoom(conversationId))) return;
      await socket.leave(conversationRoom(conversationId));
      announceCount(conversationId).catch(report);
    });

    // A show's room: only its performer and the viewers paying in it, while it runs.
    socket.on('private-stream/join', async (payload, ack) => {
      const conversationId = String(payload?.conversationId ?? '');
      const access = UUID.test(conversationId) ? await showViews.roomAccess(conversationId, socket.data.account?.id).catch(() => null) : null;
      if (!access?.mayEnter) {
        ack?.({ ok: false, message: 'You are not in this show' });
        return;
      }
      if (socket.rooms.has(conversationRoom(conversationId))) {
        ack?.({ ok: true });
        return;
      }
      await socket.join(conversationRoom(conversationId));
      ack?.({ ok: true });
      announceCount(conversationId).catch(report);
    });

    socket.on('private-stream/leave', async (payload) => {
      const conversationId = String(payload?.conversationId ?? '');
      if (!socket.rooms.has(conversationRoom(conversationId))) return;
      await socket.leave(conversationRoom(conversationId));
      announceCount(conversationId).catch(report);
    });

    socket.on('disconnecting', () => {
      const left = [...socket.rooms].filter((room) => room.startsWith('conversation:')).map((room) => room.slice('conversation:'.length));
      // After the socket has left its rooms.
      setImmediate(() => left.forEach((conversationId) => announceCount(conversationId).catch(report)));
    });
  });
}
