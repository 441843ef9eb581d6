/**
 * A performer's public stream (docs/domain.md#live-streaming). Going live sets the
 * streaming status to public for everyone and opens the stream's chat (modules/stream-chat),
 * the same way as the status `public` (streams/service.ts `goPublic`).
 */
import type { Deps } from '../../deps';
import type { AuthAccount } from '../../plugins/auth';
import { goPublic, LIVE_TEXTS } from '../streams/service';
import { STREAM_CHAT_TEXTS } from '../stream-chat/service';

export const STREAM_TEXTS = {
  ...LIVE_TEXTS,
  ...STREAM_CHAT_TEXTS,
} as const;

export function createStreamingService(deps: Deps) {
  return {
    /** POST /streaming/live: the performer's public show starts now; refused (400) during their private or group show. */
    async goLive(performer: AuthAccount, title: string | undefined) {
      return goPublic(deps, performer.id, { title: title?.trim() || null });
    },
  };
}
