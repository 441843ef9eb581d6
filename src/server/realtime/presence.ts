/**
 * Performer presence: whether a performer is on the site, kept in step with their
 * streaming status.
 *
 * Semantics
 * - Online means at least one socket bound to the performer's account is connected,
 *   on any instance (socket.io rooms; across instances through the Redis adapter).
 * - `streamingStatus` says what the performer is doing and mirrors the connection:
 *   `public` | `private` | `group` live; `offline` connected, not streaming;
 *   `disconnected` the connection is lost. So `isOnline` is `status !== 'disconnected'`
 *   (docs/domain.md#live-streaming), and this module keeps that true:
 *   - first socket while `disconnected` → `offline` (online, not streaming);
 *   - last socket gone and none back within `presenceGraceMs` → `disconnected`, from
 *     any status: a show cannot go on without its performer's connection, so their
 *     active private or group show ends then (billing stops) and open requests close;
 *   - a reconnect within the grace period changes nothing and tells no one, so a
 *     network blip or a page reload keeps a live show live.
 * - Every change is written to `performers.streaming_status` and sent to everyone as
 *   `modelUpdateStreamingStatus` (modules/streams/service.ts `announceStreamingStatus`).
 * - A sweep catches statuses nobody's timer will correct: those left by a crashed or
 *   restarted instance (its grace timers died with it) and accounts that never
 *   connected. A performer who is not `disconnected` and had no socket at two
 *   consecutive sweeps becomes `disconnected`. Two sweeps, at least the grace period
 *   apart, so one instance's sweep never cuts short the grace period of a performer
 *   whose socket closed on another.
 * - While Redis is away other instances cannot be asked who is connected, so nobody is
 *   found gone: a grace period that ends then is waited out again, and a sweep changes
 *   nothing.
 */
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { performers } from '../db/schema';
import type { AuthAccount } from '../plugins/auth';
import { endShowsOfPerformers } from '../modules/shows/lifecycle';
import { announceStreamingStatus } from '../modules/streams/service';
import { accountRoom } from './realtime';
import type { IoServer, IoSocket } from './socket-types';
import { isRedisUnreachable } from './redis-adapter';

/** Every socket bound to a performer is in this room: the sweep asks it who is connected. */
export const PERFORMERS_ROOM = 'performers';

/** How often the sweep runs when not told: never more often than the grace period, at most every 30 s. */
const SWEEP_MIN_MS = 30000;

export interface Presence {
  /** After a socket was bound to `socket.data.account` (or unbound); `previous` is who it belonged to. */
  accountChanged(socket: IoSocket, previous: AuthAccount | null): void;
  /** After a socket disconnected. */
  socketClosed(socket: IoSocket): void;
  /** One sweep (see above); runs by itself every `sweepMs`. */
  sweep(): Promise<void>;
  /** Stops timers and waits for the writes under way. */
  close(): Promise<void>;
}

export function createPresence(io: IoServer, deps: Deps, log: FastifyBaseLogger, options: { sweepMs?: number } = {}): Presence {
  const { db } = deps.database;
  const graceMs = deps.config.presenceGraceMs;
  const sweepMs = options.sweepMs ?? Math.max(graceMs, SWEEP_MIN_MS);
  /** Performers whose last socket on this instance closed, waiting out the grace period. */
  const graceTimers = new Map<string, NodeJS.Timeout>();
  /** Performers the previous sweep found without a socket. */
  let suspects = new Set<string>();
  const underWay = new Set<Promise<void>>();
  let closed = false;

  /** Runs a background task, logging instead of throwing, so close() can wait for it. */
  function track(task: () => Promise<void>) {
    if (closed) return;
    const running: Promise<void> = task()
      .catch((error) => {
        // Redis away: nothing is decided (the adapter has said so once); the sweep and the grace timers ask again.
        if (!isRedisUnreachable(error)) log.error({ err: error }, 'presence update failed');
      })
      .finally(() => underWay.delete(running));
    underWay.add(running);
  }

  const isConnected = async (accountId: string) => (await io.in(accountRoom(accountId)).fetchSockets()).length > 0;

  async function connectedPerformers(): Promise<Set<string>> {
    const sockets = await io.in(PERFORMERS_ROOM).fetchSockets();
    return new Set(sockets.map((socket) => socket.data.account?.id).filter((id): id is string => Boolean(id)));
  }

  const announce = (ids: string[], status: 'offline' | 'disconnected') =>
    announceStreamingStatus(
      deps,
      ids.map((performerId) => ({ performerId, status })),
    );

  /** Sets `status` on those of `ids` whose status `from` accepts; the ids it changed. */
  async function setStatus(ids: string[], status: 'offline' | 'disconnected', from: SQL): Promise<string[]> {
    const changed = await db
      .update(performers)
      .set({ streamingStatus: status, updatedAt: new Date() })
      .where(and(inArray(performers.accountId, ids), from))
      .returning({ id: performers.accountId });
    return changed.map((row) => row.id);
  }

  /** `disconnected` → `offline`, for performers who have a socket again. */
  async function markBack(ids: string[]) {
    if (!ids.length) return;
    await announce(await setStatus(ids, 'offline', eq(performers.streamingStatus, 'disconnected')), 'offline');
  }

  /** Any status → `disconnected`, for performers found without a socket. */
  async function markDisconnected(ids: string[]) {
    if (!ids.length) return;
    const marked = await setStatus(ids, 'disconnected', ne(performers.streamingStatus, 'disconnected'));
    if (!marked.length) return;
    // Looking and writing are two steps: whoever connected in between is put back at once.
    const online = await connectedPerformers();
    const gone = marked.filter((id) => !online.has(id));
    await announce(gone, 'disconnected');
    await markBack(marked.filter((id) => online.has(id)));
    // A show cannot go on without its performer: billing stops, viewers are told, requests close.
    await endShowsOfPerformers(deps, gone, 'performer_disconnected');
  }

  function cancelGrace(accountId: string) {
    clearTimeout(graceTimers.get(accountId));
    graceTimers.delete(accountId);
  }

  function startGrace(accountId: string) {
    if (closed) return;
    cancelGrace(accountId);
    const timer = setTimeout(() => {
      graceTimers.delete(accountId);
      track(async () => {
        const connected = await isConnected(accountId).catch((err: unknown) => {
          if (isRedisUnreachable(err)) return null;
          throw err;
        });
        // Other instances cannot be asked (Redis away): a performer is not gone for want of an answer; ask again later.
        if (connected === null) startGrace(accountId);
        else if (!connected) await markDisconnected([accountId]);
      });
    }, graceMs);
    timer.unref();
    graceTimers.set(accountId, timer);
  }

  async function sweep() {
    const [online, notDisconnected] = await Promise.all([
      connectedPerformers(),
      db.select({ id: performers.accountId }).from(performers).where(ne(performers.streamingStatus, 'disconnected')),
    ]);
    const missing = new Set(notDisconnected.map((row) => row.id).filter((id) => !online.has(id) && !graceTimers.has(id)));
    const confirmed = [...missing].filter((id) => suspects.has(id));
    suspects = missing;
    await markDisconnected(confirmed);
  }

  const sweeper = setInterval(() => track(sweep), sweepMs);
  sweeper.unref();

  return {
    accountChanged(socket, previous) {
      const current = socket.data.account;
      if (previous?.id === current?.id) return;
      if (current?.role === 'performer') socket.join(PERFORMERS_ROOM);
      else socket.leave(PERFORMERS_ROOM);
      if (previous?.role === 'performer') startGrace(previous.id);
      if (current?.role === 'performer') {
        cancelGrace(current.id);
        suspects.delete(current.id);
        track(() => markBack([current.id]));
      }
    },

    socketClosed(socket) {
      const account = socket.data.account;
      if (account?.role === 'performer') startGrace(account.id);
    },

    sweep,

    async close() {
      closed = true;
      clearInterval(sweeper);
      graceTimers.forEach((timer) => clearTimeout(timer));
      graceTimers.clear();
      await Promise.all(underWay);
    },
  };
}
