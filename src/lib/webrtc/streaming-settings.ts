/** The streaming settings (how browsers carry the media: peer to peer or Janus, TURN only), the same for every visitor. */
import { get, type RequestOptions } from '@/lib/http';
import type { StreamingSettings } from '@/shared/schemas/streaming';

/** GET /settings/public?group=streaming; a server-side loader asks with `{ token: null }`. */
export const getStreamingSettings = (options?: RequestOptions) =>
  get<StreamingSettings>('/settings/public', { group: 'streaming' }, options);
