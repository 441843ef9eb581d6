/** Direct payments: POST /member/send-pay-token/{performerId} (users). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PayTokenBody, PayTokenResult } from '@/shared/schemas/money';
import { viewerOf } from '../../plugins/auth';
import { createDirectPaymentService } from './service';
import { paymentRoute } from '../tips/payment-route';

const directPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payments = createDirectPaymentService(app.deps, app.settings);

  app.post('/member/send-pay-token/:id', paymentRoute(app, PayTokenBody, PayTokenResult), async (request) =>
    payments.pay(request.account!, request.params.id, request.body, viewerOf(request), request.headers['idempotency-key']),
  );
};

export default directPaymentRoutes;
