/**
 * Streaming calls: POST /streaming/live; GET /streaming/ice-servers and
 * POST /streaming/token (media through Janus). The stream's chat is modules/stream-chat.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok } from '@/shared/schemas/common';
import { GoLiveBody, GoLiveResult } from '@/shared/schemas/messaging';
import { viewerOf } from '../../plugins/auth';
import { StreamToken, StreamTokenBody } from '@/shared/schemas/stream-token';
import { createStreamingService } from './service';
import { createStreamTokenService } from './stream-token';
import { iceServersFor } from './ice';
import { IceServersResult } from '@/shared/schemas/streaming';
import { PRIVATE_WRITE } from '../../public-views';

const tags = ['streaming'];
const secured = { tags, security: [{ bearer: [] }] };

const streamingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const streaming = createStreamingService(app.deps);
  const streamTokens = createStreamTokenService(app.deps);
  // It holds the Janus attendees of shows' rooms (see stream-token.ts).
  app.addHook('onClose', () => streamTokens.close());
  const performerOnly = app.requireRole('performer');

  app.post(
    '/streaming/live',
    { onRequest: performerOnly, schema: { ...secured, body: GoLiveBody, response: { 200: Ok(GoLiveResult) } } },
    async (request) => streaming.goLive(request.account!, request.body.title),
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
