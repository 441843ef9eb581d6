/**
 * A studio's members (service.ts) and figures (stats.ts): GET /studio/stats, GET and POST /studio/members, POST
 * /studio/members/{id}/{action} (active or inactive), DELETE /studio/members/{id}; the
 * performer's side: GET /performers/studio-invitations, POST
 * /performers/studio-invitations/{id}/accept and /decline, POST /performers/studio/leave.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok, Success } from '@/shared/schemas/common';
import {
  AddMemberBody,
  AddMemberResult,
  MemberActionParams,
  MemberStatusResult,
  StudioInvitationList,
  StudioMemberList,
  StudioMembersQuery,
  StudioStats,
} from '@/shared/schemas/studios';
import { AdminStatisticsQuery } from '@/shared/schemas/statistics';
import { createStudioService } from './service';
import { createStudioStats } from './stats';

const secured = { tags: ['studios'], security: [{ bearer: [] }] };

const studioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const studiosService = createStudioService(app.deps, app.settings, app.background);
  const studioOnly = app.requireRole('studio');
  const performerOnly = app.requireRole('performer');
  const stats = createStudioStats(app.deps);

  app.get(
    '/studio/stats',
    { onRequest: studioOnly, schema: { ...secured, querystring: AdminStatisticsQuery, response: { 200: Ok(StudioStats) } } },
    (request) => stats(request.account!.id, request.query),
  );

  app.get(
    '/studio/members',
    { onRequest: studioOnly, schema: { ...secured, querystring: StudioMembersQuery, response: { 200: Ok(StudioMemberList) } } },
    (request) => studiosService.members(request.account!.id, request.query),
  );
  app.post(
    '/studio/members',
    { onRequest: studioOnly, schema: { ...secured, body: AddMemberBody, response: { 200: Ok(AddMemberResult) } } },
    (request) => studiosService.add(request.account!.id, request.body),
  );
  app.post(
    '/studio/members/:id/:action',
    {
      onRequest: studioOnly,
      schema: {
        ...secured,
        params: MemberActionParams,
        response: { 200: Ok(MemberStatusResult) },
      },
    },
    (request) => studiosService.setStatus(request.account!.id, request.params.id, request.params.action),
  );
  app.delete(
    '/studio/members/:id',
    { onRequest: studioOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Success) } } },
    (request) => studiosService.remove(request.account!.id, request.params.id),
  );

  app.get(
    '/performers/studio-invitations',
    { onRequest: performerOnly, schema: { ...secured, response: { 200: Ok(StudioInvitationList) } } },
    (request) => studiosService.invitations(request.account!.id),
  );
  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/performers/studio-invitations/:id/${answer}`,
      { onRequest: performerOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Success) } } },
      (request) => studiosService.answer(request.account!.id, request.params.id, answer === 'accept'),
    );
  }
  app.post('/performers/studio/leave', { onRequest: performerOnly, schema: { ...secured, response: { 200: Ok(Success) } } }, (request) =>
    studiosService.leave(request.account!.id),
  );
};

export default studioRoutes;
