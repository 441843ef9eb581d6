/**
 * Vouchers: GET /vouchers/{code} and POST /vouchers/{code}/use (users, spec section
 * 7), GET and POST /admin/vouchers (administrators).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ListOf, Ok, Paging } from '@/shared/schemas/common';
import { Voucher, VoucherCreateBody, VoucherState, VoucherUseBody, VoucherUseResult } from '@/shared/schemas/money';
import { createVoucherService } from './service';

const CodeParam = Type.Object({ code: Type.String({ minLength: 1, maxLength: 60 }) });
const schema = { tags: ['vouchers'], security: [{ bearer: [] }] };

const voucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const vouchersService = createVoucherService(app.deps);
  const userOnly = app.requireRole('user');
  const adminOnly = app.requireRole('admin');
  // Guessing codes is the attack: few tries per address.
  const guessLimit = { rateLimit: { max: app.deps.config.voucherTriesPerMinute, timeWindow: 60 * 1000 } };

  app.get('/vouchers/:code', { onRequest: userOnly, config: guessLimit, schema: { ...schema, params: CodeParam, response: { 200: Ok(VoucherState) } } }, async (request) =>
    vouchersService.state(request.params.code),
  );

  app.post(
    '/vouchers/:code/use',
    { onRequest: userOnly, config: guessLimit, schema: { ...schema, params: CodeParam, body: VoucherUseBody, response: { 200: Ok(VoucherUseResult) } } },
    async (request) => vouchersService.use(request.account!, request.params.code, request.body.amountUsed),
  );

  app.get('/admin/vouchers', { onRequest: adminOnly, schema: { ...schema, querystring: Paging, response: { 200: Ok(ListOf(Voucher)) } } }, async (request) =>
    vouchersService.list(request.query),
  );

  app.post('/admin/vouchers', { onRequest: adminOnly, schema: { ...schema, body: VoucherCreateBody, response: { 200: Ok(Voucher) } } }, async (request) =>
    vouchersService.create(request.account!, request.body),
  );
};

export default voucherRoutes;
