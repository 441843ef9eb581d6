/**
 * What a client sends over the socket (`ClientToServerEvents` in socket-events.ts and
 * media.ts): one schema per payload, which the server checks every incoming payload
 * against before reading it (server/realtime/socket-payloads.ts) and whose static type
 * types the event maps, so the browser's emits are typed from the same definitions.
 * Ids are `format: 'uuid'`, which the server checks with shared/uuid.ts.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The longest SDP of a session description taken (a real one is a few KB). */
const MAX_SDP_LENGTH = 64 * 1024;
/** The longest text in a candidate's fields taken (a real candidate line is about a hundred characters). */
const MAX_CANDIDATE_LENGTH = 1024;
/** A peer id is the server's own (two socket ids, a nonce and an HMAC): anything longer is not one. */
const MAX_PEER_ID_LENGTH = 200;

const Id = Type.String({ format: 'uuid' });

/** `auth/login`: binds the socket to the account behind the token. */
export const AuthLoginPayload = Type.Object({ token: Type.String() });
export type AuthLoginPayload = Static<typeof AuthLoginPayload>;

/** `public-stream/join` and `/leave`, `private-stream/join` and `/leave`: the stream's or show's conversation. */
export const StreamRoomPayload = Type.Object({ conversationId: Id });
export type StreamRoomPayload = Static<typeof StreamRoomPayload>;

/** `media/publish` and `media/unpublish`: the stream (its conversation's id). */
export const MediaStreamPayload = Type.Object({ streamId: Id });
export type MediaStreamPayload = Static<typeof MediaStreamPayload>;

/** `media/watch`: whose media in which stream. */
export const MediaWatchPayload = Type.Object({ streamId: Id, publisherId: Id });
export type MediaWatchPayload = Static<typeof MediaWatchPayload>;

const PeerId = Type.String({ maxLength: MAX_PEER_ID_LENGTH });

/** A WebRTC session description as sent over the socket. */
export const SessionDescription = Type.Object({
  type: Type.Union([Type.Literal('offer'), Type.Literal('answer')]),
  sdp: Type.String({ maxLength: MAX_SDP_LENGTH }),
});
export type SessionDescription = Static<typeof SessionDescription>;

/** A field the browser leaves out or sets to null. */
const Nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/** An ICE candidate as sent over the socket (`RTCIceCandidateInit`). */
export const IceCandidate = Type.Object({
  candidate: Type.String({ maxLength: MAX_CANDIDATE_LENGTH }),
  sdpMid: Nullable(Type.String({ maxLength: MAX_CANDIDATE_LENGTH })),
  sdpMLineIndex: Nullable(Type.Integer({ minimum: 0, maximum: 65535 })),
  usernameFragment: Nullable(Type.String({ maxLength: MAX_CANDIDATE_LENGTH })),
});
export type IceCandidate = Static<typeof IceCandidate>;

/**
 * `media/signal`, both ways: a description or candidate for the other end of `peerId`.
 * A null candidate marks the end of the sender's candidates.
 */
export const MediaSignalPayload = Type.Object({
  peerId: PeerId,
  description: Type.Optional(SessionDescription),
  candidate: Type.Optional(Type.Union([IceCandidate, Type.Null()])),
});
export type MediaSignalPayload = Static<typeof MediaSignalPayload>;

/** `media/hangup`: the pair that ends. */
export const MediaHangupPayload = Type.Object({ peerId: PeerId });
export type MediaHangupPayload = Static<typeof MediaHangupPayload>;
