/**
 * Payments: GET /package/token/search, POST
 * /payment/purchase-tokens/{packageId}, the user's orders, the sandbox checkout,
 * the gateways' callbacks (which answer in the gateway's own format, not the API
 * envelope), and administrators' packages and orders (with chargebacks and refunds,
 * and the tokens they could not take back). DELETE /admin/packages/{id} removes a package;
 * orders keep their own copy of what they bought.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ListOf, LocaleQuery, Ok, Success } from '@/shared/schemas/common';
import {
  AdminOrderQuery,
  AdminPaymentOrder,
  AdminTokenPackage,
  PackageBody,
  PaymentOrder,
  PurchaseBody,
  PurchaseResult,
  SandboxCheckout,
  OrderQuery,
  SandboxCheckoutQuery,
  SandboxDecision,
  SandboxDecisionResult,
  TokenPackageList,
} from '@/shared/schemas/money';
import { auditActor } from '../audit/service';
import { createPaymentService } from './service';
import type { Params } from './gateways';
import { PRIVATE_WRITE } from '../../public-views';

const schema = { tags: ['payments'] };
const secured = { ...schema, security: [{ bearer: [] }] };

/** Gateways post forms or JSON, or send query strings: every value as text. Anything but an object carries no parameters. */
const paramsOf = (source: unknown): Params =>
  source && typeof source === 'object' && !Array.isArray(source)
    ? Object.fromEntries(Object.entries(source).map(([key, value]) => [key, String(value)]))
    : {};

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payments = createPaymentService(app.deps, app.settings);
  const userOnly = app.requireRole('user');

  // Gateways post application/x-www-form-urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/package/token/search',
    { schema: { ...schema, querystring: LocaleQuery, response: { 200: Ok(TokenPackageList) } } },
    async (request) => payments.packageList(request.query.locale),
  );

  app.post(
    '/payment/purchase-tokens/:id',
    {
      config: PRIVATE_WRITE,
      onRequest: userOnly,
      schema: { ...secured, params: IdParam, body: PurchaseBody, response: { 200: Ok(PurchaseResult) } },
    },
    async (request) => payments.purchase(request.account!, request.params.id, request.body.gateway),
  );

  app.get(
    '/payment/orders/search',
    { onRequest: userOnly, schema: { ...secured, querystring: OrderQuery, response: { 200: Ok(ListOf(PaymentOrder)) } } },
    async (request) => payments.orders(request.account!, request.query),
  );

  app.get(
    '/payment/orders/:id',
    { onRequest: userOnly, schema: { ...secured, params: IdParam, querystring: LocaleQuery, response: { 200: Ok(PaymentOrder) } } },
    async (request) => payments.order(request.account!, request.params.id, request.query.locale),
  );

  app.post(
    '/payment/orders/:id/resume',
    { config: PRIVATE_WRITE, onRequest: userOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(PurchaseResult) } } },
    async (request) => payments.resume(request.account!, request.params.id),
  );

  app.post(
    '/payment/orders/:id/cancel',
    { config: PRIVATE_WRITE, onRequest: userOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(PaymentOrder) } } },
    async (request) => payments.cancel(request.account!, request.params.id),
  );

  const adminOnly = app.requireRole('admin');
  app.get('/admin/packages', { onRequest: adminOnly, schema: { ...secured, response: { 200: Ok(ListOf(AdminTokenPackage)) } } }, async () =>
    payments.allPackages(),
  );
  app.post(
    '/admin/packages',
    { onRequest: adminOnly, schema: { ...secured, body: PackageBody, response: { 200: Ok(AdminTokenPackage) } } },
    async (request) => payments.savePackage(auditActor(request), null, request.body),
  );
  app.put(
    '/admin/packages/:id',
    { onRequest: adminOnly, schema: { ...secured, params: IdParam, body: PackageBody, response: { 200: Ok(AdminTokenPackage) } } },
    async (request) => payments.savePackage(auditActor(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/packages/:id',
    { onRequest: adminOnly, schema: { ...secured, params: IdParam, response: { 200: Ok(Success) } } },
    async (request) => payments.deletePackage(auditActor(request), request.params.id),
  );

  app.get(
    '/admin/payment/orders',
    { onRequest: adminOnly, schema: { ...secured, querystring: AdminOrderQuery, response: { 200: Ok(ListOf(AdminPaymentOrder)) } } },
    async (request) => payments.adminOrders(request.query),
  );

  app.get(
    '/payment/sandbox/:id',
    { schema: { ...schema, params: IdParam, querystring: SandboxCheckoutQuery, response: { 200: Ok(SandboxCheckout) } } },
    async (request) => payments.sandboxCheckout(request.params.id, request.query.signature, request.query.locale),
  );

  app.post(
    '/payment/sandbox/:id/decide',
    { config: PRIVATE_WRITE, schema: { ...schema, params: IdParam, body: SandboxDecision, response: { 200: Ok(SandboxDecisionResult) } } },
    async (request) => payments.sandboxDecide(request.params.id, request.body.signature, request.body.outcome),
  );

  // Gateways read a plain-text answer: OK, or ERROR for a callback refused.
  const callbackSchema = { hide: true, produces: ['text/plain'] };
  app.post('/payment/callback/sandbox', { config: PRIVATE_WRITE, schema: callbackSchema }, async (request, reply) => {
    const outcome = await payments.sandboxCallback(paramsOf(request.body));
    reply.code(outcome.startsWith('rejected') ? 400 : 200).type('text/plain');
    return outcome.startsWith('rejected') ? 'ERROR' : 'OK';
  });

  // Verotel sends its postback as a GET with a query string (or a POST form); it expects "OK".
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/payment/callback/verotel',
      schema: callbackSchema,
      handler: async (request, reply) => {
        const outcome = await payments.verotelCallback(paramsOf(method === 'GET' ? request.query : request.body));
        reply.code(outcome.startsWith('rejected') ? 400 : 200).type('text/plain');
        return outcome.startsWith('rejected') ? 'ERROR' : 'OK';
      },
    });
  }
};

export default paymentRoutes;
