/**
 * Private and group shows on the wire (the private-chat and group-chat calls). Prices and totals are tokens (at most two decimals); times are
 * ISO strings of the server's clock. Every started minute costs the price: minute 1
 * when the show starts (private) or the viewer joins (group), minute n + 1 at
 * joined + n minutes.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { GROUP_MAX_PARTICIPANTS } from '../constants';

export const SHOW_TYPES = ['private', 'group'] as const;
export type ShowType = (typeof SHOW_TYPES)[number];

export const SHOW_STATUSES = ['requested', 'declined', 'cancelled', 'active', 'ended'] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

/**
 * Why a show ended, a request closed or a viewer left:
 * - `performer_ended`, `user_ended`: one of them ended it; `user_left`: a group viewer left;
 * - `declined`: the performer declined; `cancelled`: the user withdrew the request;
 * - `expired`: the performer did not answer within PRIVATE_REQUEST_TIMEOUT_SECONDS;
 * - `insufficient_balance`: the next minute could not be paid;
 * - `performer_disconnected`: the performer's connection was lost beyond the grace period;
 * - `user_disconnected`: the paying viewer was away from the show beyond the grace period
 *   (no socket of theirs in the show's room: page closed, connection lost, or another page).
 */
export const SHOW_END_REASONS = [
  'performer_ended',
  'user_ended',
  'user_left',
  'declined',
  'cancelled',
  'expired',
  'insufficient_balance',
  'performer_disconnected',
  'user_disconnected',
] as const;
export type ShowEndReason = (typeof SHOW_END_REASONS)[number];

/** A pending private request is cancelled when the performer has not answered after this long. */
export const PRIVATE_REQUEST_TIMEOUT_SECONDS = 120;
/** A minute of a show, in seconds. */
export const SHOW_MINUTE_SECONDS = 60;

export const ShowPerson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Nullable(Type.String()),
  avatar: Type.String(),
});
export type ShowPerson = Static<typeof ShowPerson>;

export const ShowParticipant = Type.Object({
  ...ShowPerson.properties,
  joinedAt: Type.String(),
  /** Not on the show's page right now (connection lost, page closed); out of the show unless back within the grace period. */
  away: Type.Boolean(),
});
export type ShowParticipant = Static<typeof ShowParticipant>;

/** The paying viewer's own stay: what they paid and when the next minute is due. */
export const ShowStay = Type.Object({
  joinedAt: Type.String(),
  leftAt: Nullable(Type.String()),
  leaveReason: Nullable(Type.String()),
  minutesCharged: Type.Integer(),
  /** Tokens paid so far in this show. */
  charged: Type.Number(),
  /** When the next minute is charged; null once left. */
  nextChargeAt: Nullable(Type.String()),
  /** Seconds from the server's now to the next charge; null once left. */
  secondsUntilNextCharge: Nullable(Type.Integer()),
});
export type ShowStay = Static<typeof ShowStay>;

/**
 * A show as one of its parties sees it (GET /streaming/shows/{id}). `stay` is set for
 * a paying viewer, `earned` (the performer's net) and `charged` (everyone's gross)
 * for the performer.
 */
export const Show = Type.Object({
  _id: Type.String(),
  type: Type.Union(SHOW_TYPES.map((t) => Type.Literal(t))),
  status: Type.Union(SHOW_STATUSES.map((s) => Type.Literal(s))),
  conversationId: Type.String(),
  performer: ShowPerson,
  /** The user who asked for a private show. */
  user: Nullable(ShowPerson),
  /** Paying viewers in the show now. */
  participants: Type.Array(ShowParticipant),
  /** Tokens per started minute. */
  price: Type.Number(),
  maxParticipants: Nullable(Type.Integer()),
  createdAt: Type.String(),
  startedAt: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
  endReason: Nullable(Type.String()),
  /** What the asker is in this show. */
  role: Type.Union([Type.Literal('performer'), Type.Literal('viewer')]),
  stay: Nullable(ShowStay),
  earned: Nullable(Type.Number()),
  charged: Nullable(Type.Number()),
  /** The server's clock when this was made, for countdowns on a client whose clock differs. */
  serverTime: Type.String(),
});
export type Show = Static<typeof Show>;

/** A private request as the performer's live page lists it. */
export const PrivateRequest = Type.Object({
  showId: Type.String(),
  user: ShowPerson,
  /** Tokens per minute. */
  price: Type.Number(),
  createdAt: Type.String(),
});
export type PrivateRequest = Static<typeof PrivateRequest>;

export const PerformerIdParam = Type.Object({ performerId: Type.String({ format: 'uuid', errorMessage: 'Performer not found' }) });

export const GroupShowBody = Type.Object({
  maxParticipants: Type.Optional(
    Type.Integer({
      minimum: GROUP_MAX_PARTICIPANTS.min,
      maximum: GROUP_MAX_PARTICIPANTS.max,
      errorMessage: `Must be between ${GROUP_MAX_PARTICIPANTS.min} and ${GROUP_MAX_PARTICIPANTS.max}`,
    }),
  ),
});
export type GroupShowBody = Static<typeof GroupShowBody>;

/**
 * What a performer's page offers the visitor (GET /streaming/performers/{performerId}/show-offer):
 * today's prices, the running group show if any, and the visitor's own pending request.
 */
export const ShowOffer = Type.Object({
  performerId: Type.String(),
  streamingStatus: Type.String(),
  privatePrice: Type.Number(),
  groupPrice: Type.Number(),
  allowPrivate: Type.Boolean(),
  group: Nullable(
    Type.Object({
      _id: Type.String(),
      price: Type.Number(),
      maxParticipants: Type.Integer(),
      participantCount: Type.Integer(),
    }),
  ),
  /** The visitor's own request to this performer, waiting for an answer. */
  pendingRequest: Nullable(Type.Object({ showId: Type.String(), createdAt: Type.String() })),
  /** The visitor's own active show with this performer. */
  activeShowId: Nullable(Type.String()),
});
export type ShowOffer = Static<typeof ShowOffer>;
