/** Direct payments: POST /member/send-pay-token/{performerId} (users). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import { IdempotencyHeaders, PayTokenBody, PayTokenResult } from '@/shared/schemas/money';
import { viewerOf } from '../../plugins/auth';
import { createDirectPaymentService } from './service';
import { PRIVATE_WRITE } from '../../public-views';

const directPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payments = createDirectPaymentService(app.deps, app.settings);

  app.post(
    '/member/send-pay-token/:id',
    {
      config: PRIVATE_WRITE,
      onRequest: app.requireRole('user'),
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        params: IdParam,
        headers: IdempotencyHeaders,
        body: PayTokenBody,
        response: { 200: Ok(PayTokenResult) },
      },
    },
    async (request) =>
      payments.pay(request.account!, request.params.id, request.body, viewerOf(request), request.headers['idempotency-key']),
  );
};

export default directPaymentRoutes;
