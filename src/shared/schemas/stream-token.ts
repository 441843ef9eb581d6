/**
 * POST /streaming/token: a signed, expiring Janus token to publish into or play a
 * stream (docs/architecture.md#media), with what the browser needs to reach the
 * stream's VideoRoom.
 */
import { Type, type Static } from '@sinclair/typebox';
import { STREAM_TOKEN_MAX_EXPIRY_MS } from '../constants';

export const STREAM_TOKEN_TEXTS = {
  notConfigured: 'Media server is not configured',
  expiryPast: 'The expiry date must be in the future',
  expiryTooFar: `The expiry date can be at most ${STREAM_TOKEN_MAX_EXPIRY_MS / (24 * 60 * 60 * 1000)} days ahead`,
  mayNotPublish: 'You cannot publish in this stream',
  mayNotWatch: 'You cannot watch this stream',
} as const;

export const StreamTokenBody = Type.Object({
  /** The stream: its conversation's id. */
  id: Type.String({ format: 'uuid', errorMessage: 'Not found' }),
  type: Type.Union([Type.Literal('publish'), Type.Literal('play')], { errorMessage: 'type must be publish or play' }),
  /** When the token stops working; one day from now when left out. */
  expireDate: Type.Optional(Type.String({ format: 'date-time', errorMessage: 'Use a date and time such as 2026-01-31T23:59:59Z' })),
});
export type StreamTokenBody = Static<typeof StreamTokenBody>;

export const StreamToken = Type.Object({
  /** Goes as `token` in every request to Janus (core signed token of the videoroom plugin). */
  token: Type.String(),
  expireDate: Type.String({ format: 'date-time' }),
  /** Janus's HTTP API as the browser reaches it. */
  url: Type.String(),
  /** The stream's VideoRoom. */
  room: Type.Integer(),
  /** Needed to join the room, as publisher or subscriber. */
  pin: Type.String(),
  /** Publish only: the room's key for this publisher (`token` of the publisher join) and the display to join with. */
  publisherKey: Type.Optional(Type.String()),
  display: Type.Optional(Type.String()),
  /** Play in a private or group show: the `private_id` the subscriber join must carry (the room takes no subscription without one). */
  privateId: Type.Optional(Type.Integer()),
});
export type StreamToken = Static<typeof StreamToken>;
