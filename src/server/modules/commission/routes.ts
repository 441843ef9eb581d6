/**
 * Commission: GET /settings/performer/commission, GET
 * /studio/commission-setting and /studio/commission, PUT /studio/commission/member/{id};
 * administrators: GET/PUT /admin/commission (the site defaults), GET /admin/performers/commission
 * and /admin/studios/commission (the rates set), PUT /admin/performers/{id}/commission and
 * /admin/studios/{id}/commission.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import {
  AdminPerformerCommission,
  AdminPerformerCommissionBody,
  AdminPerformerCommissionQuery,
  AdminPerformerRatesList,
  AdminStudioCommissionBody,
  AdminStudioRatesList,
  MemberShareBody,
  PerformerCommission,
  SiteCommission,
  SiteCommissionBody,
  StudioCommissionQuery,
  StudioCommissionSetting,
  StudioMemberCommission,
  StudioMemberCommissionList,
} from '@/shared/schemas/commission';
import { auditActor } from '../audit/service';
import { createCommissionService } from './service';
import { createAdminCommissionService } from './admin-service';

const secured = { tags: ['commission'], security: [{ bearer: [] }] };

const commissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const commission = createCommissionService(app.deps, app.settings);
  const adminCommission = createAdminCommissionService(app.deps, app.settings);
  const studioOnly = app.requireRole('studio');
  const adminOnly = app.requireRole('admin');

  app.get(
    '/settings/performer/commission',
    { onRequest: app.requireRole('performer'), schema: { ...secured, response: { 200: Ok(PerformerCommission) } } },
    (request) => commission.performerCommission(request.account!.id),
  );
  app.get(
    '/studio/commission-setting',
    { onRequest: studioOnly, schema: { ...secured, response: { 200: Ok(StudioCommissionSetting) } } },
    (request) => commission.studioSetting(request.account!.id),
  );
  app.get(
    '/studio/commission',
    {
      onRequest: studioOnly,
      schema: { ...secured, querystring: StudioCommissionQuery, response: { 200: Ok(StudioMemberCommissionList) } },
    },
    (request) => commission.studioMembers(request.account!.id, request.query),
  );
  app.put(
    '/studio/commission/member/:id',
    {
      onRequest: studioOnly,
      schema: { ...secured, params: IdParam, body: MemberShareBody, response: { 200: Ok(StudioMemberCommission) } },
    },
    (request) => commission.setMemberShare(request.account!.id, request.params.id, request.body.memberSharePercent),
  );
  const admin = { ...secured, tags: ['admin'] };
  app.get('/admin/commission', { onRequest: adminOnly, schema: { ...admin, response: { 200: Ok(SiteCommission) } } }, () =>
    adminCommission.siteCommission(),
  );
  app.put(
    '/admin/commission',
    { onRequest: adminOnly, schema: { ...admin, body: SiteCommissionBody, response: { 200: Ok(SiteCommission) } } },
    (request) => adminCommission.setSiteCommission(auditActor(request), request.body),
  );
  app.get(
    '/admin/performers/commission',
    {
      onRequest: adminOnly,
      schema: { ...admin, querystring: AdminPerformerCommissionQuery, response: { 200: Ok(AdminPerformerRatesList) } },
    },
    (request) => adminCommission.performerRates(request.query),
  );
  app.get(
    '/admin/studios/commission',
    { onRequest: adminOnly, schema: { ...admin, querystring: StudioCommissionQuery, response: { 200: Ok(AdminStudioRatesList) } } },
    (request) => adminCommission.studioRates(request.query),
  );
  app.put(
    '/admin/performers/:id/commission',
    {
      onRequest: adminOnly,
      schema: { ...admin, params: IdParam, body: AdminPerformerCommissionBody, response: { 200: Ok(AdminPerformerCommission) } },
    },
    (request) => commission.setPerformerRates(auditActor(request), request.params.id, request.body),
  );
  app.put(
    '/admin/studios/:id/commission',
    {
      onRequest: adminOnly,
      schema: { ...admin, params: IdParam, body: AdminStudioCommissionBody, response: { 200: Ok(StudioCommissionSetting) } },
    },
    (request) => commission.setStudioCommission(auditActor(request), request.params.id, request.body),
  );
};

export default commissionRoutes;
