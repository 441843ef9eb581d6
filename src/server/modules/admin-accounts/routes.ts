/**
 * Administrators manage accounts: GET /admin/accounts, GET and PUT /admin/accounts/{id},
 * POST /admin/accounts/{id}/suspend, /reactivate, /password-reset and /balance.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, MessageResult, Ok } from '@/shared/schemas/common';
import {
  AdminAccountDetail,
  AdminAccountList,
  AdminAccountsQuery,
  AdminAccountUpdateBody,
  AdminBalanceBody,
  AdminBalanceResult,
  AdminSuspendBody,
} from '@/shared/schemas/admin-accounts';
import { auditActor } from '../audit/service';
import { createAdminAccountService } from './service';

const admin = { tags: ['admin'], security: [{ bearer: [] }] };

const adminAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accounts = createAdminAccountService(app.deps, app.background);
  const onRequest = app.requireRole('admin');

  app.get(
    '/admin/accounts',
    { onRequest, schema: { ...admin, querystring: AdminAccountsQuery, response: { 200: Ok(AdminAccountList) } } },
    (request) => accounts.list(request.query),
  );
  app.get(
    '/admin/accounts/:id',
    { onRequest, schema: { ...admin, params: IdParam, response: { 200: Ok(AdminAccountDetail) } } },
    (request) => accounts.detail(request.params.id),
  );
  app.put(
    '/admin/accounts/:id',
    { onRequest, schema: { ...admin, params: IdParam, body: AdminAccountUpdateBody, response: { 200: Ok(AdminAccountDetail) } } },
    (request) => accounts.update(auditActor(request), request.params.id, request.body),
  );
  app.post(
    '/admin/accounts/:id/suspend',
    { onRequest, schema: { ...admin, params: IdParam, body: AdminSuspendBody, response: { 200: Ok(AdminAccountDetail) } } },
    (request) => accounts.suspend(auditActor(request), request.params.id, request.body.reason),
  );
  app.post(
    '/admin/accounts/:id/reactivate',
    { onRequest, schema: { ...admin, params: IdParam, response: { 200: Ok(AdminAccountDetail) } } },
    (request) => accounts.reactivate(auditActor(request), request.params.id),
  );
  app.post(
    '/admin/accounts/:id/password-reset',
    { onRequest, schema: { ...admin, params: IdParam, response: { 200: Ok(MessageResult) } } },
    (request) => accounts.passwordReset(auditActor(request), request.params.id),
  );
  app.post(
    '/admin/accounts/:id/balance',
    { onRequest, schema: { ...admin, params: IdParam, body: AdminBalanceBody, response: { 200: Ok(AdminBalanceResult) } } },
    (request) => accounts.adjustBalance(auditActor(request), request.params.id, request.body),
  );
};

export default adminAccountRoutes;
