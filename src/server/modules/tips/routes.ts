/** Tips: POST /member/send-tip-token/{performerId} (users). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import { IdempotencyHeaders, TipBody, TipResult } from '@/shared/schemas/money';
import { viewerOf } from '../../plugins/auth';
import { createTipService } from './service';
import { PRIVATE_WRITE } from '../../public-views';

const tipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tips = createTipService(app.deps, app.settings);

  app.post(
    '/member/send-tip-token/:id',
    {
      config: PRIVATE_WRITE,
      onRequest: app.requireRole('user'),
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        params: IdParam,
        headers: IdempotencyHeaders,
        body: TipBody,
        response: { 200: Ok(TipResult) },
      },
    },
    async (request) => tips.tip(request.account!, request.params.id, request.body, viewerOf(request), request.headers['idempotency-key']),
  );
};

export default tipRoutes;
