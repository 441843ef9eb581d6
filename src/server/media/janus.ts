/**
 * This server's side of Janus (DESIGN.md, Media): the signed tokens Janus accepts, the
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
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { JanusConfig } from '../config';

export const VIDEOROOM_PLUGIN = 'janus.plugin.videoroom';

/** Janus VideoRoom error codes this client acts on. */
const NO_SUCH_ROOM = 426;
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

const derive = (roomSecret: string, purpose: string, length = 32) => createHmac('sha256', roomSecret).update(purpose).digest('base64url').slice(0, length);

/** The room's PIN (given to everyone who may join it). */
export const roomPin = (roomSecret: string, room: number) => derive(roomSecret, `pin:${room}`, 24);
/** The room's secret (never leaves this server). */
export const roomAdminSecret = (roomSecret: string, room: number) => derive(roomSecret, `secret:${room}`);
/** `accountId`'s key to publish in `room` (given with publish tokens only). */
export const publisherKey = (roomSecret: string, room: number, accountId: string) => derive(roomSecret, `publisher:${room}:${accountId}`);

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
}

type JanusReply = {
  janus: string;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { data?: Record<string, unknown> & { error_code?: number; error?: string } };
};

export type JanusRoomClient = ReturnType<typeof createJanusClient>;

export function createJanusClient(config: JanusConfig) {
  async function call(path: string, body: Record<string, unknown>): Promise<JanusReply> {
    const token = signJanusToken(config.tokenSecret, new Date(Date.now() + SERVER_TOKEN_SECONDS * 1000));
    const response = await fetch(`${config.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, token, transaction: randomBytes(8).toString('hex') }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const reply = (await response.json()) as JanusReply;
    if (reply.janus === 'error') throw new JanusError(reply.error?.code ?? response.status, reply.error?.reason ?? 'unknown');
    return reply;
  }

  /** Runs `work` with a videoroom handle of a session made for it, then ends the session. */
  async function withVideoRoom<T>(work: (request: (body: Record<string, unknown>) => Promise<Record<string, unknown>>) => Promise<T>): Promise<T> {
    const session = (await call('', { janus: 'create' })).data!.id!;
    try {
      const handle = (await call(`/${session}`, { janus: 'attach', plugin: VIDEOROOM_PLUGIN })).data!.id!;
      return await work(async (body) => {
        const data = (await call(`/${session}/${handle}`, { janus: 'message', body })).plugindata?.data ?? {};
        if (data.error_code) throw new JanusError(data.error_code, String(data.error));
        return data;
      });
    } finally {
      await call(`/${session}`, { janus: 'destroy' }).catch(() => undefined);
    }
  }

  const secretOf = (room: number) => roomAdminSecret(config.roomSecret, room);

  return {
    /**
     * Makes sure the room exists and lets `accountId` publish in it. Participants that
     * already joined under the same display (the account's earlier connection, dead
     * or about to be replaced) are kicked, so a publisher who reloads is not refused
     * for a full room while Janus waits for the old connection to time out.
     */
    async openRoomTo(settings: RoomSettings, accountId: string): Promise<void> {
      const { room } = settings;
      const key = publisherKey(config.roomSecret, room, accountId);
      await withVideoRoom(async (request) => {
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
              allowed: [key],
              ...(config.adminKey ? { admin_key: config.adminKey } : {}),
            });
            return;
          } catch (error) {
            // Another request created it meanwhile: open it like an existing one.
            if (!(error instanceof JanusError && error.code === ROOM_EXISTS)) throw error;
          }
        }
        await request({ request: 'allowed', room, secret: secretOf(room), action: 'add', allowed: [key] });
        const { participants } = (await request({ request: 'listparticipants', room })) as { participants?: { id: number; display?: string }[] };
        for (const participant of participants ?? []) {
          if (participant.display === accountId) await request({ request: 'kick', room, secret: secretOf(room), id: participant.id });
        }
      });
    },

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
