/**
 * This server's side of Janus (docs/architecture.md#media): the signed tokens Janus accepts, the
 * credentials of a stream's VideoRoom, and a small client of Janus's HTTP API that
 * creates, opens to a publisher and destroys rooms.
 *
 * Who may do what in a room rests on three things only this server can make:
 * - the core token (`token_auth_secret`): any Janus request at all, until it expires;
 * - the room's PIN: joining the room, as publisher or subscriber (play and publish
 *   tokens carry it);
 * - a publisher key per account in the room's `allowed` list (Janus checks it when a
 *   publisher joins, not when a subscriber does), handed out with publish tokens only.
 * Rooms are private (not listed) and carry a secret, so only this server can edit,
 * kick or destroy; with the plugin's `admin_key` (JANUS_ADMIN_KEY) only it can create.
 *
 * A show's room (private or group) also requires a private id of every subscription
 * (`require_pvtid`). Janus can kick participants (who joined as publishers), not
 * subscribers, but kicking a participant also stops every subscription made with its
 * private id. So this server joins an attendee for each account that gets a play token
 * (display: a hash of the account, key: the room's attendee key, which never leaves the
 * server), hands out that attendee's private id, and kicks the attendee when the
 * account's stay ends: Janus stops sending them media (janus-attendees.ts holds them).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { JanusConfig } from '../config';

export const VIDEOROOM_PLUGIN = 'janus.plugin.videoroom';

/** Janus VideoRoom error codes this client acts on. */
const NO_SUCH_ROOM = 426;
const NO_SUCH_FEED = 428;
const ROOM_EXISTS = 427;

/** How long the server's own tokens live: one call sequence. */
const SERVER_TOKEN_SECONDS = 60;
const REQUEST_TIMEOUT_MS = 5000;

/**
 * A core token of Janus's signed-token mode: `<expiry>,janus,<plugin>:<signature>`,
 * the signature being base64(HMAC-SHA1(secret, the part before the colon)); the expiry
 * in seconds since the epoch.
 */
export function signJanusToken(secret: string, expiresAt: Date, plugins: string[] = [VIDEOROOM_PLUGIN]): string {
  const data = `${Math.floor(expiresAt.getTime() / 1000)},janus,${plugins.join(',')}`;
  return `${data}:${createHmac('sha1', secret).update(data).digest('base64')}`;
}

/** The VideoRoom number of a stream: a stable 48-bit number from its id (room ids must be numbers). */
export function roomOf(streamId: string): number {
  return createHash('sha256').update(streamId).digest().readUIntBE(0, 6) || 1;
}

const derive = (roomSecret: string, purpose: string, length = 32) =>
  createHmac('sha256', roomSecret).update(purpose).digest('base64url').slice(0, length);

/** The room's PIN (given to everyone who may join it). */
export const roomPin = (roomSecret: string, room: number) => derive(roomSecret, `pin:${room}`, 24);
/** The room's secret (never leaves this server). */
export const roomAdminSecret = (roomSecret: string, room: number) => derive(roomSecret, `secret:${room}`);
/** `accountId`'s key to publish in `room` (given with publish tokens only). */
export const publisherKey = (roomSecret: string, room: number, accountId: string) => derive(roomSecret, `publisher:${room}:${accountId}`);
/** The key of this server's attendees in `room` (never handed out). */
export const attendeeKey = (roomSecret: string, room: number) => derive(roomSecret, `attendee:${room}`);
/** The display of `accountId`'s attendee in `room`: other participants may list it, so it names nobody. */
export const attendeeDisplay = (roomSecret: string, room: number, accountId: string) =>
  `attendee-${derive(roomSecret, `attendee:${room}:${accountId}`, 24)}`;

/** Janus refused or failed a request. */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Janus error ${code}: ${reason}`);
    this.name = 'JanusError';
  }
}

export interface RoomSettings {
  room: number;
  /** Shown in Janus's admin tools only (the room is private). */
  description: string;
  /** How many may send at once: 1 for a performer's show, 2 for a two-way private show. */
  publishers: number;
  /** Subscriptions need an attendee's private id (private and group shows: see above). */
  attendeesOnly: boolean;
}

/** One of this server's attendees: its Janus session and handle, its participant id and the private id subscriptions use. */
export interface Attendee {
  session: number;
  handle: number;
  id: number;
  privateId: number;
}

type JanusReply = {
  janus: string;
  transaction?: string;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { data?: Record<string, unknown> & { error_code?: number; error?: string } };
};

export type JanusRoomClient = ReturnType<typeof createJanusClient>;

export function createJanusClient(config: JanusConfig) {
  const serverToken = () => signJanusToken(config.tokenSecret, new Date(Date.now() + SERVER_TOKEN_SECONDS * 1000));

  async function call(path: string, body: Record<string, unknown>): Promise<JanusReply> {
    const transaction = randomBytes(8).toString('hex');
    const response = await fetch(`${config.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, token: serverToken(), transaction }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const reply = (await response.json()) as JanusReply;
    if (reply.janus === 'error') throw new JanusError(reply.error?.code ?? response.status, reply.error?.reason ?? 'unknown');
    return { ...reply, transaction };
  }

  type Request = (body: Record<string, unknown>) => Promise<Record<string, unknown>>;

  /** Synchronous videoroom requests on one handle (answered in the reply). */
  const requestOn =
    (session: number, handle: number): Request =>
    async (body) => {
      const data = (await call(`/${session}/${handle}`, { janus: 'message', body })).plugindata?.data ?? {};
      if (data.error_code) throw new JanusError(data.error_code, String(data.error));
      return data;
    };

  /** A request Janus answers in an event (a join): sent, then the session is polled until the answer arrives. */
  async function ask(session: number, handle: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const sent = await call(`/${session}/${handle}`, { janus: 'message', body });
    const deadline = Date.now() + REQUEST_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const response = await fetch(`${config.url}/${session}?maxev=10&token=${encodeURIComponent(serverToken())}`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const events = (await response.json()) as JanusReply | JanusReply[];
      const answer = (Array.isArray(events) ? events : [events]).find((event) => event.transaction === sent.transaction);
      if (!answer) continue;
      const data = answer.plugindata?.data ?? {};
      if (answer.janus === 'error' || data.error_code)
        throw new JanusError(data.error_code ?? answer.error?.code ?? 0, String(data.error ?? answer.error?.reason));
      return data;
    }
    throw new JanusError(0, 'no answer in time');
  }

  /** Ends a session and everything in it; one that is gone already is fine. */
  const endSession = (session: number) =>
    call(`/${session}`, { janus: 'destroy' }).then(
      () => undefined,
      () => undefined,
    );

  /** A session with a videoroom handle. */
  async function openHandle(): Promise<{ session: number; handle: number }> {
    const session = (await call('', { janus: 'create' })).data!.id!;
    try {
      return { session, handle: (await call(`/${session}`, { janus: 'attach', plugin: VIDEOROOM_PLUGIN })).data!.id! };
    } catch (error) {
      await endSession(session);
      throw error;
    }
  }

  /** Runs `work` with a videoroom handle of a session made for it, then ends the session. */
  async function withVideoRoom<T>(work: (request: Request) => Promise<T>): Promise<T> {
    const { session, handle } = await openHandle();
    try {
      return await work(requestOn(session, handle));
    } finally {
      await endSession(session);
    }
  }

  const secretOf = (room: number) => roomAdminSecret(config.roomSecret, room);

  /** Makes sure the room exists and that `keys` may join it as participants. */
  async function ensureRoom(request: Request, settings: RoomSettings, keys: string[]) {
    const { room } = settings;
    const allowed = settings.attendeesOnly ? [...keys, attendeeKey(config.roomSecret, room)] : keys;
    const { exists } = await request({ request: 'exists', room });
    if (!exists) {
      try {
        await request({
          request: 'create',
          room,
          description: settings.description,
          publishers: settings.publishers,
          secret: secretOf(room),
          pin: roomPin(config.roomSecret, room),
          is_private: true,
          require_pvtid: settings.attendeesOnly,
          allowed,
          ...(config.adminKey ? { admin_key: config.adminKey } : {}),
        });
        return;
      } catch (error) {
        // Another request created it meanwhile: open it like an existing one.
        if (!(error instanceof JanusError && error.code === ROOM_EXISTS)) throw error;
      }
    }
    await request({ request: 'allowed', room, secret: secretOf(room), action: 'add', allowed });
  }

  /** Kicks every participant of the room whose display is `display`. */
  async function kickDisplay(request: Request, room: number, display: string) {
    const { participants } = (await request({ request: 'listparticipants', room })) as {
      participants?: { id: number; display?: string }[];
    };
    for (const participant of participants ?? []) {
      if (participant.display !== display) continue;
      try {
        await request({ request: 'kick', room, secret: secretOf(room), id: participant.id });
      } catch (error) {
        // Gone meanwhile (left, or kicked by another instance).
        if (!(error instanceof JanusError && error.code === NO_SUCH_FEED)) throw error;
      }
    }
  }

  return {
    /**
     * Makes sure the room exists and lets `accountId` publish in it. Participants that
     * already joined under the same display (the account's earlier connection, dead
     * or about to be replaced) are kicked, so a publisher who reloads is not refused
     * for a full room while Janus waits for the old connection to time out.
     */
    async openRoomTo(settings: RoomSettings, accountId: string): Promise<void> {
      await withVideoRoom(async (request) => {
        await ensureRoom(request, settings, [publisherKey(config.roomSecret, settings.room, accountId)]);
        await kickDisplay(request, settings.room, accountId);
      });
    },

    /**
     * Joins an attendee of `accountId` to the room (made when missing), in a session of
     * its own that the caller keeps alive (`attendeeAlive`) and ends (`endSession`).
     */
    async admitAttendee(settings: RoomSettings, accountId: string): Promise<Attendee> {
      const { session, handle } = await openHandle();
      try {
        await ensureRoom(requestOn(session, handle), settings, []);
        const joined = await ask(session, handle, {
          request: 'join',
          ptype: 'publisher',
          room: settings.room,
          pin: roomPin(config.roomSecret, settings.room),
          display: attendeeDisplay(config.roomSecret, settings.room, accountId),
          token: attendeeKey(config.roomSecret, settings.room),
        });
        return { session, handle, id: Number(joined.id), privateId: Number(joined.private_id) };
      } catch (error) {
        await endSession(session);
        throw error;
      }
    },

    /**
     * Whether the attendee is still in its room. Asking is also what keeps its session
     * alive (any request to a session does). False when the room, the attendee (kicked)
     * or its session is gone.
     */
    async attendeeAlive(attendee: Attendee, room: number): Promise<boolean> {
      try {
        const { participants } = (await requestOn(attendee.session, attendee.handle)({ request: 'listparticipants', room })) as {
          participants?: { id: number }[];
        };
        return (participants ?? []).some((participant) => participant.id === attendee.id);
      } catch {
        return false;
      }
    },

    /** Kicks `accountId`'s attendees (of every instance) from the room: subscriptions made with their private ids get nothing more. */
    async dismissAttendees(room: number, accountId: string): Promise<void> {
      await withVideoRoom(async (request) => {
        try {
          await kickDisplay(request, room, attendeeDisplay(config.roomSecret, room, accountId));
        } catch (error) {
          if (!(error instanceof JanusError && error.code === NO_SUCH_ROOM)) throw error;
        }
      });
    },

    endSession,

    async roomExists(room: number): Promise<boolean> {
      return withVideoRoom(async (request) => Boolean((await request({ request: 'exists', room })).exists));
    },

    /** Ends the room and everyone's connection to it; a room that is gone already is fine. */
    async destroyRoom(room: number): Promise<void> {
      await withVideoRoom(async (request) => {
        try {
          await request({ request: 'destroy', room, secret: secretOf(room) });
        } catch (error) {
          if (!(error instanceof JanusError && error.code === NO_SUCH_ROOM)) throw error;
        }
      });
    },
  };
}
