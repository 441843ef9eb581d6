/**
 * Payment information: POST and GET /payment-information, and
 * POST /performers/{method}/update and /studio/{method}/update per method.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { METHOD_PATHS, PAYOUT_METHODS } from '@/shared/payouts';
import { Ok } from '@/shared/schemas/common';
import { METHOD_DETAILS, PaymentInformation, PaymentInformationBody, PaymentInformationList } from '@/shared/schemas/payouts';
import { createPaymentInformationService } from './service';

const secured = { tags: ['payments'], security: [{ bearer: [] }] };

const paymentInformationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const info = createPaymentInformationService(app.deps);
  const earner = app.requireRole('performer', 'studio');

  app.get('/payment-information', { onRequest: earner, schema: { ...secured, response: { 200: Ok(PaymentInformationList) } } }, (request) =>
    info.list(request.account!.id),
  );

  app.post(
    '/payment-information',
    { onRequest: earner, schema: { ...secured, body: PaymentInformationBody, response: { 200: Ok(PaymentInformation) } } },
    (request) => {
      const { paymentAccountType: method, ...fields } = request.body;
      return info.save(request.account!.id, method, fields);
    },
  );

  for (const [prefix, role] of [
    ['performers', 'performer'],
    ['studio', 'studio'],
  ] as const) {
    for (const method of PAYOUT_METHODS) {
      app.post(
        `/${prefix}/${METHOD_PATHS[method]}/update`,
        {
          onRequest: app.requireRole(role),
          schema: { ...secured, body: METHOD_DETAILS[method], response: { 200: Ok(PaymentInformation) } },
        },
        (request) => info.save(request.account!.id, method, request.body),
      );
    }
  }
};

export default paymentInformationRoutes;
