/**
 * Private messaging: POST /conversations, GET /conversations/search,
 * GET /conversations/{id}, GET and POST /messages/conversations/{id},
 * GET /messages/total-unread, POST /messages/read-all.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ListOf, Ok, Paging, Success } from '@/shared/schemas/common';
import { IdempotencyHeaders } from '@/shared/schemas/money';
import {
  Conversation,
  CreateConversationBody,
  Message,
  MessageQuery,
  ReadAllBody,
  SendMessageBody,
  UnreadTotal,
} from '@/shared/schemas/messaging';
import { createMessagingService } from './service';
import { PRIVATE_WRITE } from '../../public-views';

const schema = { tags: ['messaging'], security: [{ bearer: [] }] };

const messagingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const messaging = createMessagingService(app.deps, app.settings);
  const members = app.requireRole('user', 'performer');

  app.post(
    '/conversations',
    { config: PRIVATE_WRITE, onRequest: members, schema: { ...schema, body: CreateConversationBody, response: { 200: Ok(Conversation) } } },
    async (request) => messaging.open(request.account!, request.body.source, request.body.sourceId),
  );

  app.get(
    '/conversations/search',
    { onRequest: members, schema: { ...schema, querystring: Paging, response: { 200: Ok(ListOf(Conversation)) } } },
    async (request) => messaging.search(request.account!, request.query),
  );

  app.get(
    '/conversations/:id',
    { onRequest: members, schema: { ...schema, params: IdParam, response: { 200: Ok(Conversation) } } },
    async (request) => messaging.one(request.account!, request.params.id),
  );

  app.get(
    '/messages/conversations/:id',
    { onRequest: members, schema: { ...schema, params: IdParam, querystring: MessageQuery, response: { 200: Ok(ListOf(Message)) } } },
    async (request) => messaging.messages(request.account!, request.params.id, request.query),
  );

  app.post(
    '/messages/conversations/:id',
    {
      config: PRIVATE_WRITE,
      onRequest: members,
      schema: { ...schema, params: IdParam, headers: IdempotencyHeaders, body: SendMessageBody, response: { 200: Ok(Message) } },
    },
    async (request) => messaging.send(request.account!, request.params.id, request.body.text, request.headers['idempotency-key']),
  );

  app.get('/messages/total-unread', { onRequest: members, schema: { ...schema, response: { 200: Ok(UnreadTotal) } } }, (request) =>
    messaging.totalUnread(request.account!),
  );

  app.post(
    '/messages/read-all',
    { config: PRIVATE_WRITE, onRequest: members, schema: { ...schema, body: ReadAllBody, response: { 200: Ok(Success) } } },
    async (request) => messaging.readAll(request.account!, request.body.conversationId),
  );
};

export default messagingRoutes;
