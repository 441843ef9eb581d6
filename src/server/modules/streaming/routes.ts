/**
 * Streaming calls: POST /streaming/live, GET /streaming/broadcast/{id} (a performer's
 * broadcast now), POST /streaming/join/{id} (the asker's sockets join a stream's room);
 * GET /streaming/ice-servers and POST /streaming/token (media through Janus). The stream's chat is modules/stream-chat.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import { GoLiveBody, GoLiveResult } from '@/shared/schemas/messaging';
import { viewerOf } from '../../plugins/auth';
import { StreamToken, StreamTokenBody } from '@/shared/schemas/stream-token';
import { createStreamingService } from './service';
import { createStreamTokenService } from './stream-token';
import { iceServersFor } from './ice';
import { Broadcast, IceServersResult, LiveSession, StreamJoined } from '@/shared/schemas/streaming';
import { PRIVATE_WRITE } from '../../public-views';

const tags = ['streaming'];
const secured = { tags, security: [{ bearer: [] }] };

const streamingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const streaming = createStreamingService(app.deps, app.settings);
  const streamTokens = createStreamTokenService(app.deps);
  // It holds the Janus attendees of shows' rooms (see stream-token.ts).
  app.addHook('onClose', () => streamTokens.close());
  const performerOnly = app.requireRole('performer');

  app.post(
    '/streaming/live',
    { onRequest: performerOnly, schema: { ...secured, body: GoLiveBody, response: { 200: Ok(GoLiveResult) } } },
    async (request) => streaming.goLive(request.account!, request.body.title),
  );

  app.get(
    '/streaming/live/session',
    { onRequest: performerOnly, schema: { ...secured, response: { 200: Ok(LiveSession) } } },
    async (request) => streaming.session(request.account!.id),
  );

  app.get('/streaming/broadcast/:id', { schema: { tags, params: IdParam, response: { 200: Ok(Broadcast) } } }, async (request) =>
    streaming.broadcast(request.params.id, viewerOf(request)),
  );

  // Joins the signed-in asker's sockets; a visitor's socket joins with `public-stream/join`.
  app.post(
    '/streaming/join/:id',
    { onRequest: app.requireRole('user', 'performer'), schema: { ...secured, params: IdParam, response: { 200: Ok(StreamJoined) } } },
    async (request) => streaming.join(request.account!, request.params.id, viewerOf(request)),
  );

  // Anonymous visitors may watch a public stream, so a play token needs no login.
  app.post(
    '/streaming/token',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 }, ...PRIVATE_WRITE },
      schema: { tags, body: StreamTokenBody, response: { 200: Ok(StreamToken) } },
    },
    async (request) => streamTokens.issue(request.account, viewerOf(request), request.body),
  );

  // Anyone may watch a public show, so anyone gets ICE servers; TURN credentials name the account when there is one.
  app.get('/streaming/ice-servers', { schema: { tags, response: { 200: Ok(IceServersResult) } } }, async (request) =>
    iceServersFor(app.deps.config, request.account?.id ?? 'guest'),
  );
};

export default streamingRoutes;
