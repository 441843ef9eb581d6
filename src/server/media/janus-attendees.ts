/**
 * The attendees this process holds in shows' Janus rooms (media/janus.ts says why they
 * exist): one per room and account, made on the first play token and shared by that
 * account's later ones. Janus ends a session nobody has used for its `session_timeout`
 * (60 s by default), and with the attendee Janus would forget whose subscriptions they
 * are, so every KEEPALIVE_MS each attendee is asked about once, which keeps its session
 * alive; an attendee whose room is gone (the show ended) or who was kicked (the stay
 * ended, on any instance) is let go then.
 *
 * Held in memory: an attendee of an instance that stops is gone with it, and the
 * subscriptions made through it can then only be ended by the end of the show (its
 * room is destroyed). Janus's `session_timeout` must stay above KEEPALIVE_MS (or 0).
 */
import type { JanusConfig } from '../config';
import { createJanusClient, type Attendee, type RoomSettings } from './janus';

/** How often each attendee is asked about. */
export const KEEPALIVE_MS = 20_000;

export type JanusAttendees = ReturnType<typeof createJanusAttendees>;

export function createJanusAttendees(config: JanusConfig, keepaliveMs = KEEPALIVE_MS) {
  const janus = createJanusClient(config);
  const held = new Map<string, { room: number; attendee: Attendee }>();
  /** Admissions under way, so that two token requests at once share one attendee (a second one would go unheld). */
  const admitting = new Map<string, Promise<number>>();
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();

  const keyOf = (room: number, accountId: string) => `${room}:${accountId}`;

  async function letGo(key: string) {
    const entry = held.get(key);
    held.delete(key);
    if (entry) await janus.endSession(entry.attendee.session);
    if (!held.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  async function checkAll() {
    for (const [key, { room, attendee }] of [...held]) {
      if (!(await janus.attendeeAlive(attendee, room))) await letGo(key);
    }
  }

  function keepAlive() {
    if (timer) return;
    timer = setInterval(() => {
      checking = checking.then(checkAll);
    }, keepaliveMs);
    timer.unref();
  }

  async function admitFresh(settings: RoomSettings, accountId: string, key: string): Promise<number> {
    const known = held.get(key);
    if (known && (await janus.attendeeAlive(known.attendee, settings.room))) return known.attendee.privateId;
    if (known) await letGo(key);
    const attendee = await janus.admitAttendee(settings, accountId);
    held.set(key, { room: settings.room, attendee });
    keepAlive();
    return attendee.privateId;
  }

  return {
    /** The private id of `accountId`'s attendee in the room (made, with the room, when missing). */
    admit(settings: RoomSettings, accountId: string): Promise<number> {
      const key = keyOf(settings.room, accountId);
      const pending = admitting.get(key) ?? admitFresh(settings, accountId, key).finally(() => admitting.delete(key));
      admitting.set(key, pending);
      return pending;
    },

    /** Kicks `accountId`'s attendees from the room, whichever instance holds them. */
    dismiss: (room: number, accountId: string) => janus.dismissAttendees(room, accountId),

    /** The number of attendees held (for tests). */
    get size() {
      return held.size;
    },

    /** Stops asking and ends the sessions held. */
    async close() {
      clearInterval(timer);
      timer = undefined;
      await checking;
      await Promise.all([...held.keys()].map(letGo));
    },
  };
}
