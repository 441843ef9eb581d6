/**
 * Private messaging: GET /conversations (the inbox), POST /conversations, GET /conversations/search,
 * GET /conversations/{id}, GET and POST /messages/conversations/{id},
 * GET /messages/total-unread, POST /messages/read-all, and POST /messages/private/file
 * (a multipart form: `conversationId` and the picture or file as `file`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParam, ListOf, Ok, Success } from '@/shared/schemas/common';
import { IdempotencyHeaders } from '@/shared/schemas/money';
import {
  Conversation,
  ConversationQuery,
  CreateConversationBody,
  Message,
  MessageFileFields,
  MessageQuery,
  ReadAllBody,
  SendMessageBody,
  UnreadTotal,
} from '@/shared/schemas/messaging';
import { createMessagingService } from './service';
import { PRIVATE_WRITE } from '../../public-views';
import { withMultipartForm } from '../../multipart-form';
import { validate } from '../../validation';
import { badRequest } from '../../errors';
import { MESSAGE_FILES_PER_MINUTE } from './attachments';
import { MESSAGE_FILE_KINDS } from '@/shared/constants';
import { viewerOf } from '../../plugins/auth';
import { tooMany, waitText } from '../../errors';

const schema = { tags: ['messaging'], security: [{ bearer: [] }] };
const accountKey = (request: FastifyRequest) => `account:${request.account?.id ?? request.ip}`;

const messagingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const messaging = createMessagingService(app.deps, app.settings);
  const members = app.requireRole('user', 'performer');
  // Per account, not per address: its hook runs after `members` has found the account.
  const messageLimit = {
    rateLimit: {
      max: app.deps.config.messagesPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: { account?: { id: string } | null; ip: string }) => request.account?.id ?? request.ip,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        tooMany(`You are sending messages too fast. Please try again in ${waitText(context.ttl)}.`),
    },
  };

  app.post(
    '/conversations',
    { config: PRIVATE_WRITE, onRequest: members, schema: { ...schema, body: CreateConversationBody, response: { 200: Ok(Conversation) } } },
    async (request) => messaging.open(request.account!, request.body.source, request.body.sourceId),
  );

  app.get(
    '/conversations',
    { onRequest: members, schema: { ...schema, querystring: ConversationQuery, response: { 200: Ok(ListOf(Conversation)) } } },
    async (request) => messaging.search(request.account!, request.query),
  );

  app.get(
    '/conversations/search',
    { onRequest: members, schema: { ...schema, querystring: ConversationQuery, response: { 200: Ok(ListOf(Conversation)) } } },
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
      config: { ...PRIVATE_WRITE, ...messageLimit },
      onRequest: members,
      schema: { ...schema, params: IdParam, headers: IdempotencyHeaders, body: SendMessageBody, response: { 200: Ok(Message) } },
    },
    async (request) =>
      messaging.send(request.account!, request.params.id, request.body.text, request.headers['idempotency-key'], viewerOf(request).country),
  );

  // Counted per account once it is known (after the token is checked), not per address.
  const fileLimit = {
    rateLimit: { max: MESSAGE_FILES_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: accountKey },
  };
  app.post(
    '/messages/private/file',
    {
      config: { ...PRIVATE_WRITE, ...fileLimit },
      onRequest: members,
      schema: { ...schema, consumes: ['multipart/form-data'], headers: IdempotencyHeaders, response: { 200: Ok(Message) } },
    },
    async (request) =>
      withMultipartForm(
        request,
        { files: ['file'], kinds: MESSAGE_FILE_KINDS, maxFileBytes: app.deps.config.fileLimit, maxFields: 2 },
        async (form) => {
          const { conversationId } = validate(MessageFileFields, form.fields);
          if (!form.files.file) throw badRequest('Please choose a file to send');
          return messaging.sendFile(
            request.account!,
            conversationId,
            form.files.file,
            request.headers['idempotency-key'],
            viewerOf(request).country,
          );
        },
      ),
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
