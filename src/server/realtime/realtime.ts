/**
 * The services' way to send socket events without knowing socket.io: emit to an
 * account's own room, to a named room, or to everyone. The socket server fills it in
 * once it is attached to the HTTP server; until then (and in plain API tests that do
 * not start it) events go nowhere.
 */
import type { ServerToClientEvents } from '@/shared/socket-events';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

export interface Realtime {
  toAccount<E extends EventName>(accountId: string, event: E, payload: Payload<E>): void;
  /** `exceptAccount`: that account's sockets are left out (they got their own copy of the event). */
  toRoom<E extends EventName>(room: string, event: E, payload: Payload<E>, options?: { exceptAccount?: string }): void;
  toAll<E extends EventName>(event: E, payload: Payload<E>): void;
  /** Takes every socket of an account out of a room (on every instance), e.g. a show's room when the show is over for them. */
  leaveRoom(accountId: string, room: string): void;
  /**
   * Whether an account has at least one connected socket (on any instance); null when
   * it has none here and the other instances cannot be asked now (Redis away, or an
   * instance that does not answer).
   */
  isOnline(accountId: string): Promise<boolean | null>;
  /**
   * Takes every socket the performer now blocks (by account or country) out of their
   * public stream: its room, and the pictures it receives peer to peer.
   */
  evictBlocked(performerId: string): Promise<void>;
  /**
   * Ends these accounts' media in a stream (on every instance): their peer-to-peer pairs
   * in it are hung up at both ends and their sockets leave its media rooms, so only
   * asking again, which the stream's access rule decides, brings a picture back. For a
   * stay in a private or group show that ended, or the whole show. Not awaited: a
   * failure is logged.
   */
  hangUpMedia(streamId: string, accountIds: string[]): void;
  /** Disconnects every socket of an account at once, on every instance (a suspended account). */
  disconnectAccount(accountId: string): void;
  /**
   * How many people watch in a stream's room, on every instance (each account once, each
   * anonymous browser once, never the performer); null when it cannot be asked now.
   */
  watching(streamId: string): Promise<number | null>;
  /**
   * Puts every socket of the account in a stream's room (on every instance), as the
   * socket's own join does once its rule allowed it: the caller checked the rule.
   */
  joinStream(accountId: string, streamId: string): Promise<void>;
}

export function silentRealtime(): Realtime {
  return {
    toAccount() {},
    toRoom() {},
    toAll() {},
    leaveRoom() {},
    isOnline: async () => false,
    evictBlocked: async () => {},
    hangUpMedia() {},
    disconnectAccount() {},
    watching: async () => 0,
    joinStream: async () => {},
  };
}

/** The room every socket of one account joins. */
export const accountRoom = (accountId: string) => `account:${accountId}`;
