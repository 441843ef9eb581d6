/**
 * Socket event names and payloads, typed for both sides (docs/api.md#socket-events).
 * Names follow the original product where one exists. What a client sends has its
 * schema in schemas/socket.ts, checked by the server.
 */
import type { StreamingStatus } from './constants';
import type { Message } from './schemas/messaging';
import type { MediaClientToServerEvents, MediaServerToClientEvents } from './media';
import type { PrivateRequest, Show, ShowEndReason } from './schemas/shows';
import type { PayoutRequest } from './schemas/payouts';
import type { Order } from './schemas/orders';
import type { RefundRequest } from './schemas/refunds';
import type { PerformerVideo } from './schemas/assets';
import type { AuthLoginPayload, StreamRoomPayload } from './schemas/socket';

export interface ServerToClientEvents extends MediaServerToClientEvents {
  /**
   * A performer's streaming status changed: `{ id, performer, status, isOnline }`, to
   * everyone, the same from every path (server/modules/streams/service.ts
   * `announceStreamingStatus`). `isOnline` is false exactly when the status is `disconnected`.
   */
  modelUpdateStreamingStatus: (payload: {
    id: string;
    performer: { _id: string; username: string };
    status: StreamingStatus;
    isOnline?: boolean;
  }) => void;
  /**
   * A tip reached a performer: to the performer's own sockets and, when the tip was
   * sent in a stream, to the stream's room. `netPrice` is what the performer earned
   * from it (only in the performer's own copy).
   */
  tipped: (payload: {
    senderInfo: { _id: string; name: string; username: string | null; avatar: string };
    performerId: string;
    token: number;
    netPrice?: number;
    conversationId?: string;
  }) => void;
  /**
   * A message reached a conversation the account takes part in. `conversationType` is
   * 'private' for a direct message (to both parties' own sockets), the only kind that
   * counts as unread; a stream chat's messages go to its room without it.
   */
  message_created: (payload: { conversationId: string; message: Message; conversationType?: 'private' }) => void;
  /**
   * To both parties of a private conversation: `readerId` has read it up to `readAt`
   * (read receipts for the other one, a zero unread count for the reader's other tabs).
   */
  'messages/read': (payload: { conversationId: string; readerId: string; readAt: string }) => void;
  /** A stream chat message was deleted by the performer: show `text` ('Message deleted') instead. */
  message_deleted: (payload: { conversationId: string; messageId: string; text: string }) => void;
  /** The performer cleared the stream chat. */
  messages_cleared: (payload: { conversationId: string }) => void;
  /**
   * Who is watching in a stream room: `total` people (each account once, each anonymous
   * browser once, never the performer), and the signed-in ones among them.
   */
  'stream/count': (payload: { conversationId: string; total: number; members: { _id: string; name: string }[] }) => void;
  /**
   * To a user's own sockets: they were muted (`until`) or banned (`until` null: for good)
   * in a stream chat, and why; `kind` null when the performer lifted it.
   */
  'stream/sanctioned': (payload: { conversationId: string; kind: 'mute' | 'ban' | null; reason: string; until: string | null }) => void;
  /** The performer named this account a moderator of their public chat (`moderator` true), or no longer. */
  'stream/moderator': (payload: { performerId: string; moderator: boolean }) => void;
  /** This viewer was taken out of the stream's room (the performer blocked or banned them); `message` says why. */
  'stream/removed': (payload: { conversationId: string; message: string }) => void;
  /** The account's own balance changed (tokens). */
  'balance/updated': (payload: { balance: number }) => void;
  /** To the requester: their payout request was approved, rejected or paid. */
  'payout/updated': (payload: { request: PayoutRequest }) => void;
  /** To the buyer: their order of a product moved on (processing, shipping, delivered, refunded). */
  'order/updated': (payload: { order: Order }) => void;
  /** To the performer: one of their uploaded videos was processed, `ready` or `failed` (its `processing`). */
  'video/processed': (payload: { video: PerformerVideo }) => void;
  /** To the buyer: an administrator accepted or rejected their refund request. */
  'refund/decided': (payload: { request: RefundRequest }) => void;
  /**
   * Something changed between a studio and a performer, to the other party: a studio
   * invited the performer or withdrew; the performer accepted, declined or left; the
   * studio made the member active or inactive, or removed them.
   */
  'studio/membership': (payload: {
    change: 'invited' | 'withdrawn' | 'accepted' | 'declined' | 'left' | 'active' | 'inactive' | 'removed';
    studioId: string;
    performerId: string;
  }) => void;
  /**
   * To the performer's sockets, at once: a user asks for a private show
   * `{ showId, user: { _id, name, username, avatar }, price, createdAt }` (price in tokens/min).
   */
  'private-chat-request': (payload: PrivateRequest) => void;
  /**
   * A private request will not become a show: to the user when the performer declined
   * (or it expired), to the performer when the user withdrew it (or it expired).
   */
  'show/request-closed': (payload: { showId: string; status: 'declined' | 'cancelled'; reason: ShowEndReason }) => void;
  /** A private show started (the performer accepted): to both, each with their own view of it. */
  'show/started': (payload: { show: Show }) => void;
  /**
   * Something about a show changed for this party: a viewer joined, left, went away or
   * came back, a minute was charged (the payer's totals, the performer's earnings). The
   * party's own view.
   */
  'show/updated': (payload: { show: Show }) => void;
  /**
   * To a paying viewer after a charge their balance cannot repeat: the show stops for them
   * in `secondsLeft` seconds unless they buy tokens. `balance` in tokens.
   */
  'show/low-balance': (payload: { showId: string; balance: number; secondsLeft: number }) => void;
  /**
   * The show is over: to the performer and every viewer in it. A private show also ends
   * when its viewer was away from it beyond the grace period (`user_disconnected`).
   */
  'show/ended': (payload: { showId: string; reason: ShowEndReason }) => void;
  /**
   * This viewer is out of a group show that goes on: they left, could not pay the next
   * minute, or were away from the show beyond the grace period (`user_disconnected`).
   */
  'show/left': (payload: { showId: string; reason: ShowEndReason }) => void;
  /** The account was logged out elsewhere (password change, suspension). */
  'auth/revoked': (payload: { reason: string }) => void;
  /** Answer to `auth/login`: whether the socket is now bound to the account. */
  'auth/status': (payload: { authenticated: boolean; role: string | null }) => void;
}

/**
 * Answer of `public-stream/join` and `private-stream/join`: `message` says why a join was
 * refused; `moderator` that the account is one of the moderators the performer named for
 * their public chat (it may delete messages, mute, ban and set the chat's rules there).
 */
export type StreamRoomAck = { ok: boolean; message?: string; moderator?: boolean };

export interface ClientToServerEvents extends MediaClientToServerEvents {
  /** Binds the socket to the account behind the token (sent after every reconnect). */
  'auth/login': (payload: AuthLoginPayload) => void;
  /**
   * Joins a performer's public stream room (its chat and tips); refused for blocked
   * viewers and unknown rooms. Sent again after every reconnect.
   */
  'public-stream/join': (payload: StreamRoomPayload, ack?: (result: StreamRoomAck) => void) => void;
  'public-stream/leave': (payload: StreamRoomPayload) => void;
  /**
   * Joins the room of a private or group show's conversation (its chat, counts and
   * events): only the performer and the paying viewers of an active show. Sent again
   * after every reconnect.
   */
  'private-stream/join': (payload: StreamRoomPayload, ack?: (result: StreamRoomAck) => void) => void;
  'private-stream/leave': (payload: StreamRoomPayload) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
