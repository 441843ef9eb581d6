/**
 * POST /streaming/token (docs/architecture.md#media): a signed, expiring Janus
 * token to publish into or play a stream, for whoever the stream's access rule lets
 * (access.ts). A publish token also opens the stream's VideoRoom to the asker: the
 * room is made when missing and the asker's publisher key is added to it
 * (media/janus.ts says what each credential allows). When a performer's public show
 * ends, its room is destroyed, which ends every connection to it at once.
 *
 * A show's room (private or group) takes subscriptions only through this server's
 * attendees: a play token there comes with the private id of the account's attendee
 * (media/janus-attendees.ts). When the account's stay ends, its attendee is kicked,
 * and Janus sends nothing more to what subscribed through it; when the show ends, its
 * room is destroyed. Those ends are streams/service.ts's, called by the shows, the
 * performers' status and the administrators' suspension.
 */
import type { Deps } from '../../deps';
import type { AuthAccount } from '../../plugins/auth';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { createJanusClient, publisherKey, roomOf, roomPin, signJanusToken, type RoomSettings } from '../../media/janus';
import { createJanusAttendees, type JanusAttendees } from '../../media/janus-attendees';
import type { Viewer } from '../blocking/service';
import { createStreamAccess, type StreamAccess } from './access';
import { STREAM_TEXTS } from './service';
import { STREAM_TOKEN_DEFAULT_EXPIRY_MS, STREAM_TOKEN_MAX_EXPIRY_MS } from '@/shared/constants';
import { STREAM_TOKEN_TEXTS, type StreamToken, type StreamTokenBody } from '@/shared/schemas/stream-token';

/** When a token asked for with `expireDate` (default: one day from `now`) expires; refuses past and far-future dates. */
export function tokenExpiry(expireDate: string | undefined, now = Date.now()): Date {
  if (expireDate === undefined) return new Date(now + STREAM_TOKEN_DEFAULT_EXPIRY_MS);
  const at = new Date(expireDate);
  if (at.getTime() <= now) throw badRequest(STREAM_TOKEN_TEXTS.expiryPast);
  if (at.getTime() > now + STREAM_TOKEN_MAX_EXPIRY_MS) throw badRequest(STREAM_TOKEN_TEXTS.expiryTooFar);
  return at;
}

export function createStreamTokenService(deps: Deps) {
  const access = createStreamAccess(deps);
  /** Made with the first play token of a show: only the service that issues tokens holds attendees. */
  let attendees: JanusAttendees | null = null;

  const settingsOf = (streamId: string, stream: StreamAccess): RoomSettings => ({
    room: roomOf(streamId),
    description: `${stream.kind} stream ${streamId}`,
    publishers: stream.kind === 'private' ? 2 : 1,
    attendeesOnly: stream.kind !== 'public',
  });
  const unavailable = (room: number, error: unknown) =>
    new HttpError(503, `Janus did not open room ${room}: ${error instanceof Error ? error.message : String(error)}`);

  return {
    async issue(account: AuthAccount | null, viewer: Viewer, body: StreamTokenBody): Promise<StreamToken> {
      const janus = deps.config.janus;
      if (!janus) throw badRequest(STREAM_TOKEN_TEXTS.notConfigured);
      const expiresAt = tokenExpiry(body.expireDate);
      if (body.type === 'publish' && !account) throw unauthorized();

      const stream = await access.check(body.id, viewer);
      if (!stream) throw notFound(STREAM_TEXTS.notFound);
      if (body.type === 'publish' ? !stream.mayPublish : !stream.mayWatch) {
        throw forbidden(body.type === 'publish' ? STREAM_TOKEN_TEXTS.mayNotPublish : STREAM_TOKEN_TEXTS.mayNotWatch);
      }

      const settings = settingsOf(body.id, stream);
      const { room } = settings;
      const token = {
        token: signJanusToken(janus.tokenSecret, expiresAt),
        expireDate: expiresAt.toISOString(),
        url: janus.publicUrl,
        room,
        pin: roomPin(janus.roomSecret, room),
      };
      if (body.type === 'play') {
        if (!settings.attendeesOnly) return token;
        // Only a show's parties watch it, so there is an account.
        let privateId: number;
        try {
          attendees ??= createJanusAttendees(janus);
          privateId = await attendees.admit(settings, account!.id);
        } catch (error) {
          throw unavailable(room, error);
        }
        // Checked again now that the attendee exists: a stay that ended meanwhile kicked the attendees there were, not this one.
        if (!(await access.check(body.id, viewer))?.mayWatch) {
          await attendees.dismiss(room, account!.id).catch(() => undefined);
          throw forbidden(STREAM_TOKEN_TEXTS.mayNotWatch);
        }
        return { ...token, privateId };
      }

      try {
        await createJanusClient(janus).openRoomTo(settings, account!.id);
      } catch (error) {
        throw unavailable(room, error);
      }
      return { ...token, publisherKey: publisherKey(janus.roomSecret, room, account!.id), display: account!.id };
    },

    /** Lets go of the attendees held (the process is stopping). */
    async close(): Promise<void> {
      await attendees?.close();
    },
  };
}
