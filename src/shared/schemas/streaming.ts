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

/**
 * GET /streaming/broadcast/{id}: what a page needs to show a performer's current broadcast.
 * `kind` is null while they are not live; `conversationId` is their public stream (null
 * before they ever went live); `show` is their running private or group show, named only
 * to its parties; `viewers` counts the people in the public stream's room (each account
 * once, each browser once, never the performer); `transport` carries this kind's media.
 */
export const Broadcast = Type.Object({
  performerId: Type.String(),
  username: OptStr,
  status: Type.String(),
  isOnline: Type.Boolean(),
  kind: Type.Union([Type.Literal('public'), Type.Literal('private'), Type.Literal('group'), Type.Null()]),
  conversationId: OptStr,
  show: Type.Union([Type.Object({ _id: Type.String(), conversationId: Type.String() }), Type.Null()]),
  viewers: Type.Integer(),
  transport: Transport,
});
export type Broadcast = Static<typeof Broadcast>;

/**
 * GET /streaming/live/session: the performer's live session as their live page shows it:
 * since when they are live (null when not), the show's title, what the session earned
 * them so far (net, in tokens, of every kind of sale) and how many watch the public stream.
 */
export const LiveSession = Type.Object({
  status: Type.String(),
  title: OptStr,
  since: Type.Union([Type.String(), Type.Null()]),
  earned: Type.Number(),
  viewers: Type.Integer(),
  /** The server's clock when it answered, for the time live the page counts on. */
  serverTime: Type.String(),
});
export type LiveSession = Static<typeof LiveSession>;

/** POST /streaming/join/{id}: the stream (conversation) joined, and which kind it is; the asker's sockets are in its room. */
export const StreamJoined = Type.Object({
  conversationId: Type.String(),
  performerId: Type.String(),
  kind: Type.Union([Type.Literal('public'), Type.Literal('private'), Type.Literal('group')]),
});
export type StreamJoined = Static<typeof StreamJoined>;
