/** Streaming settings and ICE servers. */
import { Type, type Static } from '@sinclair/typebox';
import { MEDIA_TRANSPORTS } from '../media';

const Transport = Type.Union(MEDIA_TRANSPORTS.map((name) => Type.Literal(name)));
const OptStr = Type.Union([Type.String(), Type.Null()]);

/**
 * How the browser sends and receives a show's media. `optionFor*` name the transport
 * of each kind of show (`p2p` or `janus`; `janus` only when a media server is
 * configured). `secureOption` sends all media through the TURN relay, so viewers
 * never learn a performer's network address. The URLs are where browsers reach the
 * media server.
 */
export const StreamingSettings = Type.Object({
  viewerURL: OptStr,
  publisherURL: OptStr,
  subscriberUrl: OptStr,
  optionForBroadcast: Transport,
  optionForPrivate: Transport,
  optionForGroup: Transport,
  secureOption: Type.Boolean(),
  appName: Type.String(),
});
export type StreamingSettings = Static<typeof StreamingSettings>;

export const IceServer = Type.Object({
  urls: Type.Array(Type.String()),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});

/** ICE servers for one browser; TURN credentials in it stop working at `expiresAt`. */
export const IceServersResult = Type.Object({
  iceServers: Type.Array(IceServer),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type IceServersResult = Static<typeof IceServersResult>;
