/**
 * Vouchers: GET /vouchers/{code} and POST /vouchers/{code}/use (users);
 * administrators: GET and POST /admin/vouchers, PUT /admin/vouchers/{id} (disable,
 * enable, expiry) and GET /admin/vouchers/{id}/redemptions (who used it and when).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ListOf, Ok, Paging } from '@/shared/schemas/common';
import {
  Voucher,
  VoucherCodeParam,
  VoucherCreateBody,
  VoucherRedemptionList,
  VoucherState,
  VoucherUpdateBody,
  VoucherUseBody,
  VoucherUseResult,
} from '@/shared/schemas/money';
import { auditActor } from '../audit/service';
import { createVoucherService } from './service';
import { PRIVATE_WRITE } from '../../public-views';

const schema = { tags: ['vouchers'], security: [{ bearer: [] }] };

const voucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const vouchersService = createVoucherService(app.deps);
  const userOnly = app.requireRole('user');
  const adminOnly = app.requireRole('admin');
  // Guessing codes is the attack: few tries per address.
  const guessLimit = { rateLimit: { max: app.deps.config.voucherTriesPerMinute, timeWindow: 60 * 1000 } };

  app.get(
    '/vouchers/:code',
    { onRequest: userOnly, config: guessLimit, schema: { ...schema, params: VoucherCodeParam, response: { 200: Ok(VoucherState) } } },
    async (request) => vouchersService.state(request.account!, request.params.code),
  );

  app.post(
    '/vouchers/:code/use',
    {
      onRequest: userOnly,
      config: { ...guessLimit, ...PRIVATE_WRITE },
      schema: { ...schema, params: VoucherCodeParam, body: VoucherUseBody, response: { 200: Ok(VoucherUseResult) } },
    },
    async (request) => vouchersService.use(request.account!, request.params.code, request.body?.amountUsed),
  );

  app.get(
    '/admin/vouchers',
    { onRequest: adminOnly, schema: { ...schema, querystring: Paging, response: { 200: Ok(ListOf(Voucher)) } } },
    async (request) => vouchersService.list(request.query),
  );

  app.post(
    '/admin/vouchers',
    { onRequest: adminOnly, schema: { ...schema, body: VoucherCreateBody, response: { 200: Ok(Voucher) } } },
    async (request) => vouchersService.create(auditActor(request), request.body),
  );

  app.put(
    '/admin/vouchers/:id',
    { onRequest: adminOnly, schema: { ...schema, params: IdParam, body: VoucherUpdateBody, response: { 200: Ok(Voucher) } } },
    async (request) => vouchersService.update(auditActor(request), request.params.id, request.body),
  );

  app.get(
    '/admin/vouchers/:id/redemptions',
    { onRequest: adminOnly, schema: { ...schema, params: IdParam, querystring: Paging, response: { 200: Ok(VoucherRedemptionList) } } },
    async (request) => vouchersService.redemptions(request.params.id, request.query),
  );
};

export default voucherRoutes;
