/**
 * Stream chat calls: GET /conversations/stream/public/{performerId},
 * GET /messages/conversations/public/{id}, POST /messages/stream/public/conversations/{id},
 * DELETE /messages/{id} and DELETE /messages/{conversationId}/remove-all-message.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ListOf, Ok, Success } from '@/shared/schemas/common';
import { Message, MessageQuery, PerformerIdParam, SendMessageBody, StreamConversation } from '@/shared/schemas/messaging';
import { viewerOf } from '../../plugins/auth';
import { createStreamChatService } from './service';
import { PRIVATE_WRITE } from '../../public-views';

// The chat is documented with the stream it belongs to.
const tags = ['streaming'];
const secured = { tags, security: [{ bearer: [] }] };

const streamChatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const streamChat = createStreamChatService(app.deps);
  const performerOnly = app.requireRole('performer');

  app.get(
    '/conversations/stream/public/:performerId',
    { schema: { tags, params: PerformerIdParam, response: { 200: Ok(StreamConversation) } } },
    async (request) => streamChat.publicConversation(request.params.performerId, viewerOf(request)),
  );

  app.get(
    '/messages/conversations/public/:id',
    { schema: { tags, params: IdParam, querystring: MessageQuery, response: { 200: Ok(ListOf(Message)) } } },
    async (request) => streamChat.messages(request.params.id, viewerOf(request), request.query),
  );

  app.post(
    '/messages/stream/public/conversations/:id',
    {
      config: PRIVATE_WRITE,
      onRequest: app.requireRole('user', 'performer'),
      schema: { ...secured, params: IdParam, body: SendMessageBody, response: { 200: Ok(Message) } },
    },
    async (request) => streamChat.send(request.account!, request.params.id, request.body.text, viewerOf(request)),
  );

  app.delete(
    '/messages/:id',
    { onRequest: performerOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Message) } } },
    async (request) => streamChat.deleteMessage(request.account!, request.params.id),
  );

  app.delete(
    '/messages/:id/remove-all-message',
    { onRequest: performerOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Success) } } },
    async (request) => streamChat.clearChat(request.account!, request.params.id),
  );
};

export default streamChatRoutes;
