/**
 * Private and group show calls (docs/domain.md#private-and-group-shows), plus the calls the pages
 * need around them:
 * - POST /streaming/private-chat/{performerId} (user) asks; GET /streaming/private-chat/{id}
 *   (performer) accepts; POST .../{id}/decline (performer) and .../{id}/cancel (user);
 *   GET /streaming/private-chat/requests (performer) lists the open requests.
 * - POST /streaming/group-chat (performer) starts a group show; GET /streaming/group-chat/{id}
 *   (user) joins it.
 * - GET /streaming/shows/current, GET /streaming/shows/{id} and POST /streaming/shows/{id}/end
 *   (either party); GET /streaming/performers/{performerId}/show-offer (anyone).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParam, ListOf, Ok } from '@/shared/schemas/common';
import { GroupShowBody, PerformerIdParam, PrivateRequest, Show, ShowOffer } from '@/shared/schemas/shows';
import { viewerOf } from '../../plugins/auth';
import { createShowService } from './service';

const tags = ['shows'];
const secured = { tags, security: [{ bearer: [] }] };

const showRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const shows = createShowService(app.deps, app.settings);
  const userOnly = app.requireRole('user');
  const performerOnly = app.requireRole('performer');
  const eitherParty = app.requireRole('user', 'performer');

  app.post(
    '/streaming/private-chat/:performerId',
    { onRequest: userOnly, schema: { ...secured, params: PerformerIdParam, response: { 200: Ok(Show) } } },
    async (request) => shows.requestPrivate(request.account!, request.params.performerId, viewerOf(request)),
  );

  app.get(
    '/streaming/private-chat/requests',
    { onRequest: performerOnly, schema: { ...secured, response: { 200: Ok(ListOf(PrivateRequest)) } } },
    async (request) => shows.pendingRequests(request.account!),
  );

  app.get(
    '/streaming/private-chat/:id',
    { onRequest: performerOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Show) } } },
    async (request) => shows.acceptPrivate(request.account!, request.params.id),
  );

  app.post(
    '/streaming/private-chat/:id/decline',
    { onRequest: performerOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Show) } } },
    async (request) => shows.declinePrivate(request.account!, request.params.id),
  );

  app.post(
    '/streaming/private-chat/:id/cancel',
    { onRequest: userOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Show) } } },
    async (request) => shows.cancelPrivate(request.account!, request.params.id),
  );

  app.post(
    '/streaming/group-chat',
    { onRequest: performerOnly, schema: { ...secured, body: GroupShowBody, response: { 200: Ok(Show) } } },
    async (request) => shows.startGroup(request.account!, request.body?.maxParticipants),
  );

  app.get(
    '/streaming/group-chat/:id',
    { onRequest: userOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Show) } } },
    async (request) => shows.joinGroup(request.account!, request.params.id, viewerOf(request)),
  );

  app.get(
    '/streaming/shows/current',
    { onRequest: eitherParty, schema: { ...secured, response: { 200: Ok(Type.Union([Show, Type.Null()])) } } },
    async (request) => shows.current(request.account!),
  );

  app.get(
    '/streaming/shows/:id',
    { onRequest: eitherParty, schema: { ...secured, params: IdParam, response: { 200: Ok(Show) } } },
    async (request) => shows.view(request.account!, request.params.id),
  );

  app.post(
    '/streaming/shows/:id/end',
    { onRequest: eitherParty, schema: { ...secured, params: IdParam, response: { 200: Ok(Show) } } },
    async (request) => shows.end(request.account!, request.params.id),
  );

  app.get(
    '/streaming/performers/:performerId/show-offer',
    { schema: { tags, params: PerformerIdParam, response: { 200: Ok(ShowOffer) } } },
    async (request) => shows.offer(request.params.performerId, viewerOf(request)),
  );
};

export default showRoutes;
