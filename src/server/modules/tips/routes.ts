/** Tips: POST /member/send-tip-token/{performerId} (users). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TipBody, TipResult } from '@/shared/schemas/money';
import { viewerOf } from '../../plugins/auth';
import { createTipService } from './service';
import { paymentRoute } from './payment-route';

const tipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tips = createTipService(app.deps, app.settings);

  app.post('/member/send-tip-token/:id', paymentRoute(app, TipBody, TipResult), async (request) =>
    tips.tip(request.account!, request.params.id, request.body, viewerOf(request), request.headers['idempotency-key']),
  );
};

export default tipRoutes;
