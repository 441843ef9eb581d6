/**
 * Paying viewers' presence in their shows, from the sockets' side (the rules and the
 * money are shows/attendance.ts). A viewer is in the show while a socket of theirs is in
 * the show's room, on any instance (socket.io rooms; across instances through the Redis
 * adapter). Closing the page, losing the connection, leaving the room
 * (`private-stream/leave`, another page of the site) or the socket logging in as someone
 * else all take them out; `presenceGraceMs` later, still out, they leave the show.
 *
 * - `entered`: a socket of the viewer joined the room: they are back (held minutes charged).
 * - `left`: a socket left rooms at `at` (taken when it happened, before any awaiting):
 *   for each room of a show where the account pays and has no other socket, they are
 *   away since `at`, and billing holds from then.
 * - `settle` (every second, or the grace period when shorter): stays away for the grace
 *   period are checked against the room once more (a join may have raced the leave):
 *   still out, the stay ends at the time they left; in, they are back.
 * - `sweep` (every grace period): a stay counted as present whose viewer is in no room at
 *   two sweeps in a row becomes away since the first of them. This catches what no event
 *   reports: the sockets of an instance that crashed or restarted. Its first minutes may
 *   then be charged; the rest holds. One sweep is not enough: a viewer who has just left
 *   is found missing before `left` has marked them away at the very moment they went.
 *
 * A viewer who joins while they are being marked away (`left`, `sweep`) may find their
 * stay not away yet, so that `entered` changes nothing: once marked, the room is asked
 * again, and a viewer in it is back at once.
 *
 * Every instance runs both timers; each change is made under the show's row lock and
 * re-checked there, so several instances never charge or end a stay twice.
 *
 * While Redis is away the other instances cannot be asked which sockets are in a room: a
 * viewer who leaves this instance's room is away (billing holds), and nobody's stay ends
 * or is swept until the rooms can be asked again; then it ends at the time they left.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import type { createSettingsService } from '../modules/settings/service';
import { createShowAttendance, type OpenStay } from '../modules/shows/attendance';
import { conversationRoom } from '../modules/streams/service';
import type { IoServer } from './socket-types';
import { isRedisUnreachable } from './redis-adapter';

/** The longest pause between two settle runs. */
const SETTLE_MAX_MS = 1000;
/** The shortest pause between two runs of either timer (a grace period of 0 would spin). */
const MIN_INTERVAL_MS = 100;

export interface ViewerPresence {
  /** A socket of `accountId` is in the show room of `conversationId` (it joined). */
  entered(accountId: string, conversationId: string): void;
  /** A socket of `accountId` left these rooms (conversation ids) at `at`. */
  left(accountId: string, conversationIds: string[], at: Date): void;
  /** Ends the stays away for the grace period whose viewer is still not in the room. */
  settle(): Promise<void>;
  /** Marks away the viewers counted as present who are in no room. */
  sweep(): Promise<void>;
  /** Stops the timers and waits for the work under way. */
  close(): Promise<void>;
}

export function createViewerPresence(
  io: IoServer,
  deps: Deps,
  settings: ReturnType<typeof createSettingsService>,
  log: FastifyBaseLogger,
): ViewerPresence {
  const attendance = createShowAttendance(deps, settings);
  const graceMs = deps.config.presenceGraceMs;
  const clock = () => deps.clock?.() ?? new Date();
  const underWay = new Set<Promise<void>>();
  let closed = false;

  /** Runs a background task, logging instead of throwing, so close() can wait for it. */
  function track(task: () => Promise<void>) {
    if (closed) return;
    const running: Promise<void> = task()
      .catch((err) => {
        // Redis away: the adapter has said so once; the timers ask again.
        if (!isRedisUnreachable(err)) log.error({ err }, 'viewer presence update failed');
      })
      .finally(() => underWay.delete(running));
    underWay.add(running);
  }

  /**
   * Whether a socket bound to `accountId` is in the show room of `conversationId`, on any
   * instance; null when it is not here and the other instances cannot be asked now.
   */
  async function inRoom(conversationId: string, accountId: string): Promise<boolean | null> {
    const isTheirs = (sockets: { data: { account: { id: string } | null } }[]) =>
      sockets.some((socket) => socket.data.account?.id === accountId);
    const room = conversationRoom(conversationId);
    if (isTheirs(await io.local.in(room).fetchSockets())) return true;
    return io
      .in(room)
      .fetchSockets()
      .then(isTheirs, (err: unknown) => {
        if (isRedisUnreachable(err)) return null;
        throw err;
      });
  }

  async function settle() {
    const now = clock();
    for (const stay of await attendance.overdue(now)) {
      const here = await inRoom(stay.conversationId, stay.accountId);
      // Unknown (Redis away): billing holds, and the stay is settled once the rooms can be asked.
      if (here === null) continue;
      if (here) await attendance.back(stay, now);
      else await attendance.leaveAbsent(stay, now);
    }
  }

  /** Marks the stay away since `at`; a viewer found in the room once it is marked (they joined meanwhile) is back. */
  async function markAway(stay: OpenStay, at: Date) {
    if ((await attendance.away(stay, at)) && (await inRoom(stay.conversationId, stay.accountId)) === true) await attendance.back(stay);
  }

  /** Present stays the previous sweep found without their viewer in the room, and when. */
  let suspects = new Map<string, Date>();

  async function sweep() {
    const stays = await attendance.present();
    const seenAt = clock();
    const rooms = [...new Set(stays.map((stay) => conversationRoom(stay.conversationId)))];
    const here = new Set<string>();
    if (rooms.length) {
      // This instance's sockets come back as they are when read, not as they were when asked:
      // a viewer who left meanwhile is missing here, which the second sweep tells apart.
      for (const socket of await io.in(rooms).fetchSockets()) {
        for (const room of socket.rooms) here.add(`${room}|${socket.data.account?.id}`);
      }
    }
    const missing = stays.filter((stay: OpenStay) => !here.has(`${conversationRoom(stay.conversationId)}|${stay.accountId}`));
    const previous = suspects;
    suspects = new Map();
    for (const stay of missing) {
      const since = previous.get(stay.stayId);
      if (since) await markAway(stay, since);
      else suspects.set(stay.stayId, seenAt);
    }
  }

  /** Runs `task` every `ms`, never two runs at once. */
  function every(ms: number, task: () => Promise<void>) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      track(() => task().finally(() => (running = false)));
    }, ms);
    timer.unref();
    return timer;
  }
  const timers = [
    every(Math.max(MIN_INTERVAL_MS, Math.min(graceMs, SETTLE_MAX_MS)), settle),
    every(Math.max(MIN_INTERVAL_MS, graceMs), sweep),
  ];

  return {
    entered(accountId, conversationId) {
      track(async () => {
        const stay = await attendance.openStay(conversationId, accountId);
        if (stay?.awaySince) await attendance.back(stay);
      });
    },

    left(accountId, conversationIds, at) {
      track(async () => {
        for (const conversationId of conversationIds) {
          const stay = await attendance.openStay(conversationId, accountId);
          if (!stay || stay.awaySince) continue;
          // Unknown counts as away: that only holds billing, and `settle` asks again before the stay ends.
          if ((await inRoom(conversationId, accountId)) !== true) await markAway(stay, at);
        }
      });
    },

    settle,
    sweep,

    async close() {
      closed = true;
      timers.forEach((timer) => clearInterval(timer));
      await Promise.all(underWay);
    },
  };
}
