/**
 * Refunds: a buyer asks (POST /refund-requests) and follows their requests (GET
 * /refund-requests/search); administrators list them (GET /admin/refund-requests) and
 * decide (PUT /admin/refund-requests/{id}).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import { RefundDecision, RefundList, RefundQuery, RefundRequest, RefundRequestBody } from '@/shared/schemas/refunds';
import { auditActor } from '../audit/service';
import { PRIVATE_WRITE } from '../../public-views';
import { createRefundService } from './service';

const secured = { security: [{ bearer: [] }] };
const tags = ['refunds'];

const refundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refunds = createRefundService(app.deps);
  const userOnly = app.requireRole('user');
  const adminOnly = app.requireRole('admin');

  app.post(
    '/refund-requests',
    {
      onRequest: userOnly,
      config: PRIVATE_WRITE,
      schema: { tags, ...secured, body: RefundRequestBody, response: { 200: Ok(RefundRequest) } },
    },
    (request) => refunds.ask(request.account!.id, request.body),
  );
  app.get(
    '/refund-requests/search',
    { onRequest: userOnly, schema: { tags, ...secured, querystring: RefundQuery, response: { 200: Ok(RefundList) } } },
    (request) => refunds.mine(request.account!.id, request.query),
  );
  app.get(
    '/admin/refund-requests',
    { onRequest: adminOnly, schema: { ...secured, tags: ['admin'], querystring: RefundQuery, response: { 200: Ok(RefundList) } } },
    (request) => refunds.all(request.query),
  );
  app.put(
    '/admin/refund-requests/:id',
    {
      onRequest: adminOnly,
      schema: { ...secured, tags: ['admin'], params: IdParam, body: RefundDecision, response: { 200: Ok(RefundRequest) } },
    },
    (request) => refunds.decide(request.params.id, request.body, auditActor(request)),
  );
};

export default refundRoutes;
