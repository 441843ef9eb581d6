/**
 * POST /streaming/token (spec section 7; DESIGN.md, Media): a signed, expiring Janus
 * token to publish into or play a stream, for whoever the stream's access rule lets
 * (access.ts). A publish token also opens the stream's VideoRoom to the asker: the
 * room is made when missing and the asker's publisher key is added to it
 * (media/janus.ts says what each credential allows). When a performer's public show
 * ends, its room is destroyed, which ends every connection to it at once.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { conversations } from '../../db/schema';
import type { AuthAccount } from '../../plugins/auth';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../../errors';
import { createJanusClient, publisherKey, roomOf, roomPin, signJanusToken } from '../../media/janus';
import type { Viewer } from '../blocking/service';
import { createStreamAccess } from './access';
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

      const room = roomOf(body.id);
      const token = { token: signJanusToken(janus.tokenSecret, expiresAt), expireDate: expiresAt.toISOString(), url: janus.publicUrl, room, pin: roomPin(janus.roomSecret, room) };
      if (body.type === 'play') return token;

      try {
        await createJanusClient(janus).openRoomTo({ room, description: `${stream.kind} stream ${body.id}`, publishers: stream.kind === 'private' ? 2 : 1 }, account!.id);
      } catch (error) {
        throw new HttpError(503, `Janus did not open room ${room}: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { ...token, publisherKey: publisherKey(janus.roomSecret, room, account!.id), display: account!.id };
    },

    /**
     * The performer's public show is over: destroy its room. Not awaited by callers and
     * never failing: a room left behind (Janus unreachable) is simply reused next show.
     */
    async endPublicStream(performerId: string): Promise<void> {
      const janus = deps.config.janus;
      if (!janus) return;
      try {
        const [stream] = await deps.database.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.type, 'stream_public'), eq(conversations.performerId, performerId)));
        if (stream) await createJanusClient(janus).destroyRoom(roomOf(stream.id));
      } catch {
        // See above.
      }
    },
  };
}
