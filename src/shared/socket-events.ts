/**
 * Socket event names and payloads, typed for both sides (DESIGN.md, Realtime).
 * Names follow the original product where one exists.
 */
import type { StreamingStatus } from './constants';
import type { Message } from './schemas/messaging';
import type { MediaClientToServerEvents, MediaServerToClientEvents } from './media';

export interface ServerToClientEvents extends MediaServerToClientEvents {
  /**
   * A performer's streaming status changed: `{ id, performer, status }`. `isOnline` is
   * sent when the change came from their connection (server/realtime/presence.ts):
   * false exactly when the status is `disconnected`.
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
  /** A message reached a conversation the account takes part in. */
  message_created: (payload: { conversationId: string; message: Message }) => void;
  /** A stream chat message was deleted by the performer: show `text` ('Message deleted') instead. */
  message_deleted: (payload: { conversationId: string; messageId: string; text: string }) => void;
  /** The performer cleared the stream chat. */
  messages_cleared: (payload: { conversationId: string }) => void;
  /** Who is in a stream room: viewers in all, and the signed-in ones. */
  'stream/count': (payload: { conversationId: string; total: number; members: { _id: string; name: string }[] }) => void;
  /** The account's own balance changed (tokens). */
  'balance/updated': (payload: { balance: number }) => void;
  /** The account was logged out elsewhere (password change, suspension). */
  'auth/revoked': (payload: { reason: string }) => void;
  /** Answer to `auth/login`: whether the socket is now bound to the account. */
  'auth/status': (payload: { authenticated: boolean; role: string | null }) => void;
}

export interface ClientToServerEvents extends MediaClientToServerEvents {
  /** Binds the socket to the account behind the token (sent after every reconnect). */
  'auth/login': (payload: { token: string }) => void;
  /**
   * Joins a performer's public stream room (its chat and tips); refused for blocked
   * viewers and unknown rooms. Sent again after every reconnect.
   */
  'public-stream/join': (payload: { conversationId: string }, ack?: (result: { ok: boolean; message?: string }) => void) => void;
  'public-stream/leave': (payload: { conversationId: string }) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
