/**
 * Payout requests (requesters and the studio's member requests)
 * and the administrators' API: GET /admin/payout-requests, PUT /admin/payout-requests/{id}.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import { EARNER_ROLES } from '@/shared/schemas/earnings';
import {
  AdminPayoutSearchQuery,
  PayoutDecisionBody,
  PayoutRequest,
  PayoutRequestBody,
  PayoutRequestList,
  PayoutSearchQuery,
  PayoutStats,
  PayoutStatsBody,
} from '@/shared/schemas/payouts';
import { auditActor } from '../audit/service';
import { createPayoutService } from './service';

const secured = { tags: ['payouts'], security: [{ bearer: [] }] };

const payoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payouts = createPayoutService(app.deps, app.settings);

  for (const role of EARNER_ROLES) {
    const onRequest = app.requireRole(role);
    const base = `/payout-requests/${role}`;
    app.post(base, { onRequest, schema: { ...secured, body: PayoutRequestBody, response: { 200: Ok(PayoutRequest) } } }, (request) =>
      payouts.create({ id: request.account!.id, role }, request.body),
    );
    app.get(
      `${base}/search`,
      { onRequest, schema: { ...secured, querystring: PayoutSearchQuery, response: { 200: Ok(PayoutRequestList) } } },
      (request) => payouts.search(request.account!.id, request.query),
    );
    app.post(`${base}/stats`, { onRequest, schema: { ...secured, body: PayoutStatsBody, response: { 200: Ok(PayoutStats) } } }, (request) =>
      payouts.stats(request.account!.id, request.body ?? {}),
    );
    app.put(
      `${base}/:id`,
      { onRequest, schema: { ...secured, params: IdParam, body: PayoutRequestBody, response: { 200: Ok(PayoutRequest) } } },
      (request) => payouts.update(request.account!, request.params.id, request.body),
    );
    app.get(`${base}/:id/view`, { onRequest, schema: { ...secured, params: IdParam, response: { 200: Ok(PayoutRequest) } } }, (request) =>
      payouts.view(request.account!, request.params.id),
    );
  }

  app.get(
    '/payout-requests/performer/pending-requests',
    { onRequest: app.requireRole('performer'), schema: { ...secured, response: { 200: Ok(PayoutRequestList) } } },
    (request) => payouts.pending(request.account!.id),
  );

  const studioOnly = app.requireRole('studio');
  app.get(
    '/payout-requests/studio/performer-request',
    { onRequest: studioOnly, schema: { ...secured, querystring: PayoutSearchQuery, response: { 200: Ok(PayoutRequestList) } } },
    (request) => payouts.studioMemberRequests(request.account!.id, request.query),
  );
  app.put(
    '/payout-requests/studio/update/:id',
    { onRequest: studioOnly, schema: { ...secured, params: IdParam, body: PayoutDecisionBody, response: { 200: Ok(PayoutRequest) } } },
    (request) => payouts.decide({ kind: 'studio', id: request.account!.id }, request.params.id, request.body),
  );

  const adminOnly = app.requireRole('admin');
  app.get(
    '/admin/payout-requests',
    {
      onRequest: adminOnly,
      schema: { ...secured, tags: ['admin'], querystring: AdminPayoutSearchQuery, response: { 200: Ok(PayoutRequestList) } },
    },
    (request) => payouts.adminRequests(request.query),
  );
  app.put(
    '/admin/payout-requests/:id',
    {
      onRequest: adminOnly,
      schema: { ...secured, tags: ['admin'], params: IdParam, body: PayoutDecisionBody, response: { 200: Ok(PayoutRequest) } },
    },
    (request) => payouts.decide({ kind: 'admin', actor: auditActor(request) }, request.params.id, request.body),
  );
};

export default payoutRoutes;
