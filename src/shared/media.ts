/**
 * The media contract shared by the browser and the server (docs/architecture.md#media).
 *
 * A *stream* is a conversation that carries video: a performer's public stream
 * (`stream_public`), a private show (`stream_private`) or a group show
 * (`stream_group`); its id is the conversation's id. Inside a stream, each
 * *publisher* is an account sending camera and microphone: the performer, and in a
 * private show also the user (two-way). Viewers watch one publisher of a stream.
 *
 * Who publishes is announced over socket.io whatever carries the media
 * (`media/publish` → `media/published` to the stream's room), so viewers learn when
 * to start and when to stop watching. Peer-to-peer (the default) also signals the
 * connections over socket.io (`media/watch`, `media/peer`, `media/signal`,
 * `media/hangup`); with Janus (`JANUS_URL`) the browser talks to Janus with a token
 * from `POST /streaming/token`. What a client sends has its schema in
 * schemas/socket.ts, checked by the server.
 */
import type { MediaHangupPayload, MediaSignalPayload, MediaStreamPayload, MediaWatchPayload } from './schemas/socket';

export const STREAM_KINDS = ['public', 'private', 'group'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

/** How media travels: peer-to-peer WebRTC signalled over socket.io, or the Janus VideoRoom SFU. */
export const MEDIA_TRANSPORTS = ['p2p', 'janus'] as const;
export type MediaTransport = (typeof MEDIA_TRANSPORTS)[number];

/** `RTCIceServer` as handed to the browser; TURN entries carry short-lived credentials. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** Answer of the media socket calls that take an ack. */
export type MediaAck = { ok: true; peerId?: string } | { ok: false; message: string };

export interface MediaServerToClientEvents {
  /** `publisherId` started publishing in the stream (sent to the stream's room). */
  'media/published': (payload: { streamId: string; publisherId: string }) => void;
  /** `publisherId` stopped publishing (ended, or lost their connection for good). */
  'media/unpublished': (payload: { streamId: string; publisherId: string }) => void;
  /** P2P, to the publisher's socket: a viewer wants the stream; offer them a connection as `peerId`. */
  'media/peer': (payload: { peerId: string; streamId: string; viewerId: string | null }) => void;
  /** P2P: a description or candidate from the other end of `peerId`. */
  'media/signal': (payload: MediaSignalPayload) => void;
  /** P2P: the other end of `peerId` is gone. */
  'media/hangup': (payload: MediaHangupPayload) => void;
}

export interface MediaClientToServerEvents {
  /** Starts publishing into `streamId` (checked: the performer's own stream, or a participant of a private show). */
  'media/publish': (payload: MediaStreamPayload, ack?: (result: MediaAck) => void) => void;
  'media/unpublish': (payload: MediaStreamPayload) => void;
  /** P2P: asks `publisherId`'s media in `streamId` (checked like joining the room); the ack carries the `peerId`. */
  'media/watch': (payload: MediaWatchPayload, ack?: (result: MediaAck) => void) => void;
  'media/signal': (payload: MediaSignalPayload) => void;
  'media/hangup': (payload: MediaHangupPayload) => void;
}
