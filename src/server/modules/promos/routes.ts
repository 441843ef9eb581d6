/**
 * Site promotions: GET /site-promo/search (the promos showing now, in the asked
 * language when translated) and the administrators' GET, POST /admin/site-promos, PUT
 * and DELETE /admin/site-promos/{id}. POST and PUT take a multipart form: the fields of
 * `PromoFields` and an optional picture `image`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParam, ListOf, LocaleQuery, Ok, Success } from '@/shared/schemas/common';
import { SitePromo } from '@/shared/schemas/performers';
import { AdminSitePromo, AdminSitePromoList, AdminSitePromoQuery, PromoFields } from '@/shared/schemas/promos';
import { withMultipartForm, type MultipartForm } from '../../multipart-form';
import { validate } from '../../validation';
import { auditActor } from '../audit/service';
import { createPromoService } from './service';

const promoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const promos = createPromoService(app.deps);
  const adminOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };
  const form = { ...admin, consumes: ['multipart/form-data'], response: { 200: Ok(AdminSitePromo) } };

  app.get(
    '/site-promo/search',
    { schema: { tags: ['promos'], querystring: LocaleQuery, response: { 200: Ok(ListOf(SitePromo)) } } },
    (request) => promos.showing(request.query.locale),
  );

  /** Reads the promo form: its fields by `PromoFields`, a picture of the site's image kinds within the upload limit. */
  async function withPromoForm<T>(
    request: FastifyRequest,
    handle: (fields: PromoFields, image: MultipartForm['files'][string] | undefined) => Promise<T>,
  ) {
    const { imageExtensions } = await app.settings.publicSettings();
    return withMultipartForm(request, { files: ['image'], kinds: imageExtensions, maxFileBytes: app.deps.config.fileLimit }, (multipart) =>
      handle(validate(PromoFields, multipart.fields), multipart.files.image),
    );
  }

  app.get(
    '/admin/site-promos',
    { onRequest: adminOnly, schema: { ...admin, querystring: AdminSitePromoQuery, response: { 200: Ok(AdminSitePromoList) } } },
    (request) => promos.list(request.query),
  );
  app.post('/admin/site-promos', { onRequest: adminOnly, schema: form }, (request) =>
    withPromoForm(request, (fields, image) => promos.create(auditActor(request), fields, image)),
  );
  app.put('/admin/site-promos/:id', { onRequest: adminOnly, schema: { ...form, params: IdParam } }, (request) =>
    withPromoForm(request, (fields, image) => promos.update(auditActor(request), request.params.id, fields, image)),
  );
  app.delete(
    '/admin/site-promos/:id',
    { onRequest: adminOnly, schema: { ...admin, params: IdParam, response: { 200: Ok(Success) } } },
    (request) => promos.remove(auditActor(request), request.params.id),
  );
};

export default promoRoutes;
