/**
 * Stream chat calls: GET /conversations/stream/public/{performerId},
 * GET /messages/conversations/public/{id}, POST /messages/stream/public/conversations/{id},
 * the chat of a private or group show (GET /conversations/stream/{streamId},
 * POST /messages/stream/conversations/{id}), and the moderation of a public stream chat
 * (moderation.ts): .../moderation, .../mutes, .../bans, .../sanctions/{userId}, .../rules
 * under /messages/stream/public/conversations/{id}, and PUT and DELETE
 * /streaming/moderators/{accountId},
 * DELETE /messages/{id} and DELETE /messages/{conversationId}/remove-all-message.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ListOf, Ok, Success } from '@/shared/schemas/common';
import { createStreamModeration } from './moderation';
import {
  BanBody,
  ChatModeration,
  ChatRules,
  Message,
  MessageQuery,
  ModeratorParam,
  MuteBody,
  SanctionParams,
  PerformerIdParam,
  SendMessageBody,
  ShowConversation,
  StreamConversation,
  StreamIdParam,
} from '@/shared/schemas/messaging';
import { viewerOf } from '../../plugins/auth';
import { createStreamChatService } from './service';
import { PRIVATE_WRITE } from '../../public-views';

// The chat is documented with the stream it belongs to.
const tags = ['streaming'];
const secured = { tags, security: [{ bearer: [] }] };

const streamChatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const streamChat = createStreamChatService(app.deps);
  const moderation = createStreamModeration(app.deps);
  const performerOnly = app.requireRole('performer');
  // The performer and the fans they named moderators.
  const moderators = app.requireRole('user', 'performer');
  const moderated = '/messages/stream/public/conversations/:id';

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

  app.get(
    '/conversations/stream/:streamId',
    {
      onRequest: app.requireRole('user', 'performer'),
      schema: { ...secured, params: StreamIdParam, response: { 200: Ok(ShowConversation) } },
    },
    async (request) => streamChat.showConversation(request.params.streamId, viewerOf(request)),
  );

  app.post(
    '/messages/stream/conversations/:id',
    {
      config: PRIVATE_WRITE,
      onRequest: app.requireRole('user', 'performer'),
      schema: { ...secured, params: IdParam, body: SendMessageBody, response: { 200: Ok(Message) } },
    },
    async (request) => streamChat.send(request.account!, request.params.id, request.body.text, viewerOf(request), 'show'),
  );

  app.delete(
    '/messages/:id',
    { onRequest: moderators, schema: { ...secured, params: IdParam, response: { 200: Ok(Message) } } },
    async (request) => streamChat.deleteMessage(request.account!, request.params.id),
  );

  app.delete(
    '/messages/:id/remove-all-message',
    { onRequest: performerOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Success) } } },
    async (request) => streamChat.clearChat(request.account!, request.params.id),
  );

  app.get(
    `${moderated}/moderation`,
    { onRequest: moderators, schema: { ...secured, params: IdParam, response: { 200: Ok(ChatModeration) } } },
    async (request) => moderation.view(request.account!, request.params.id),
  );

  app.post(
    `${moderated}/mutes`,
    { onRequest: moderators, schema: { ...secured, params: IdParam, body: MuteBody, response: { 200: Ok(Success) } } },
    async (request) => moderation.mute(request.account!, request.params.id, request.body),
  );

  app.post(
    `${moderated}/bans`,
    { onRequest: moderators, schema: { ...secured, params: IdParam, body: BanBody, response: { 200: Ok(Success) } } },
    async (request) => moderation.ban(request.account!, request.params.id, request.body),
  );

  app.delete(
    `${moderated}/sanctions/:userId`,
    { onRequest: moderators, schema: { ...secured, params: SanctionParams, response: { 200: Ok(Success) } } },
    async (request) => moderation.lift(request.account!, request.params.id, request.params.userId),
  );

  app.put(
    `${moderated}/rules`,
    { onRequest: moderators, schema: { ...secured, params: IdParam, body: ChatRules, response: { 200: Ok(ChatRules) } } },
    async (request) => moderation.setRules(request.account!, request.params.id, request.body),
  );

  app.put(
    '/streaming/moderators/:accountId',
    { onRequest: performerOnly, schema: { ...secured, params: ModeratorParam, response: { 200: Ok(Success) } } },
    async (request) => moderation.nameModerator(request.account!, request.params.accountId),
  );

  app.delete(
    '/streaming/moderators/:accountId',
    { onRequest: performerOnly, schema: { ...secured, params: ModeratorParam, response: { 200: Ok(Success) } } },
    async (request) => moderation.removeModerator(request.account!, request.params.accountId),
  );
};

export default streamChatRoutes;
