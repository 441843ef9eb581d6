/**
 * Streaming and stream chat calls: POST /streaming/live,
 * GET /conversations/stream/public/{performerId}, GET /messages/conversations/public/{id},
 * POST /messages/stream/public/conversations/{id}, DELETE /messages/{id} and
 * DELETE /messages/{conversationId}/remove-all-message; GET /streaming/ice-servers and
 * POST /streaming/token (media through Janus).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ListOf, Ok, Success } from '@/shared/schemas/common';
import {
  GoLiveBody,
  GoLiveResult,
  Message,
  MessageQuery,
  PerformerIdParam,
  SendMessageBody,
  StreamConversation,
} from '@/shared/schemas/messaging';
import { viewerOf } from '../../plugins/auth';
import { StreamToken, StreamTokenBody } from '@/shared/schemas/stream-token';
import { createStreamingService } from './service';
import { createStreamTokenService } from './stream-token';
import { iceServersFor } from './ice';
import { IceServersResult } from '@/shared/schemas/streaming';

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
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags, body: StreamTokenBody, response: { 200: Ok(StreamToken) } } },
    async (request) => streamTokens.issue(request.account, viewerOf(request), request.body),
  );

  // Anyone may watch a public show, so anyone gets ICE servers; TURN credentials name the account when there is one.
  app.get('/streaming/ice-servers', { schema: { tags, response: { 200: Ok(IceServersResult) } } }, async (request) =>
    iceServersFor(app.deps.config, request.account?.id ?? 'guest'),
  );

  app.get(
    '/conversations/stream/public/:performerId',
    { schema: { tags, params: PerformerIdParam, response: { 200: Ok(StreamConversation) } } },
    async (request) => streaming.publicConversation(request.params.performerId, viewerOf(request)),
  );

  app.get(
    '/messages/conversations/public/:id',
    { schema: { tags, params: IdParam, querystring: MessageQuery, response: { 200: Ok(ListOf(Message)) } } },
    async (request) => streaming.messages(request.params.id, viewerOf(request), request.query),
  );

  app.post(
    '/messages/stream/public/conversations/:id',
    {
      onRequest: app.requireRole('user', 'performer'),
      schema: { ...secured, params: IdParam, body: SendMessageBody, response: { 200: Ok(Message) } },
    },
    async (request) => streaming.send(request.account!, request.params.id, request.body.text, viewerOf(request)),
  );

  app.delete(
    '/messages/:id',
    { onRequest: performerOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Message) } } },
    async (request) => streaming.deleteMessage(request.account!, request.params.id),
  );

  app.delete(
    '/messages/:id/remove-all-message',
    { onRequest: performerOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Success) } } },
    async (request) => streaming.clearChat(request.account!, request.params.id),
  );
};

export default streamingRoutes;
