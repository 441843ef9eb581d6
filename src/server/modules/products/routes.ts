/**
 * Performers' products. Performers: GET /performer/performer-assets/products/search, POST
 * /performer/performer-assets/products, GET …/products/{id}/view, PUT and DELETE
 * …/products/{id} (POST and PUT take a multipart form: the fields of `ProductFields` and
 * the files `image` and `digitalFile`). Viewers: GET /user/performer-assets/products/search,
 * GET …/products/{id}/view, GET …/products/{id}/download-link (its buyers and its
 * performer). The performer translates with POST …/products/{id}/translations.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParam, LocaleQuery, Ok, Success } from '@/shared/schemas/common';
import { TranslationBody } from '@/shared/schemas/assets';
import {
  DownloadLink,
  PerformerProduct,
  PerformerProductList,
  PerformerProductQuery,
  ProductDetails,
  ProductFields,
  ProductList,
  ProductQuery,
} from '@/shared/schemas/products';
import { withMultipartForm } from '../../multipart-form';
import { validate } from '../../validation';
import { viewerOf } from '../../plugins/auth';
import { DIGITAL_PRODUCT_KINDS } from '../../file-types';
import { createProductService, type ProductUploads } from './service';

const secured = { security: [{ bearer: [] }] };
const tags = ['assets'];

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = createProductService(app.deps);
  const performerOnly = app.requireRole('performer');
  const form = { tags, ...secured, consumes: ['multipart/form-data'], response: { 200: Ok(PerformerProduct) } };

  /** Reads a product form: its fields by `ProductFields`, a picture of the site's image kinds and a digital file, within the video limit. */
  async function withProductForm<T>(request: FastifyRequest, handle: (fields: ProductFields, uploads: ProductUploads) => Promise<T>) {
    const { imageExtensions } = await app.settings.publicSettings();
    const rules = {
      files: ['image', 'digitalFile'],
      kinds: DIGITAL_PRODUCT_KINDS,
      fieldKinds: { image: imageExtensions },
      maxFileBytes: app.deps.config.videoLimit,
    };
    return withMultipartForm(request, rules, (multipart) => handle(validate(ProductFields, multipart.fields), multipart.files));
  }

  app.get(
    '/performer/performer-assets/products/search',
    {
      onRequest: performerOnly,
      schema: { tags, ...secured, querystring: PerformerProductQuery, response: { 200: Ok(PerformerProductList) } },
    },
    (request) => products.mine(request.account!.id, request.query),
  );
  app.post('/performer/performer-assets/products', { onRequest: performerOnly, schema: form }, (request) =>
    withProductForm(request, (fields, uploads) => products.create(request.account!.id, fields, uploads)),
  );
  app.get(
    '/performer/performer-assets/products/:id/view',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, response: { 200: Ok(PerformerProduct) } } },
    (request) => products.viewOwn(request.account!.id, request.params.id),
  );
  // Another performer's product is not found before any of the form is read.
  app.put(
    '/performer/performer-assets/products/:id',
    { onRequest: performerOnly, schema: { ...form, params: IdParam } },
    async (request) => {
      await products.assertOwn(request.account!.id, request.params.id);
      return withProductForm(request, (fields, uploads) => products.update(request.account!.id, request.params.id, fields, uploads));
    },
  );
  app.delete(
    '/performer/performer-assets/products/:id',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, response: { 200: Ok(Success) } } },
    (request) => products.remove(request.account!.id, request.params.id),
  );

  app.get(
    '/user/performer-assets/products/search',
    { schema: { tags, querystring: ProductQuery, response: { 200: Ok(ProductList) } } },
    (request) => products.list(request.query, request.account, viewerOf(request)),
  );
  app.get(
    '/user/performer-assets/products/:id/view',
    { schema: { tags, params: IdParam, querystring: LocaleQuery, response: { 200: Ok(ProductDetails) } } },
    (request) => products.details(request.params.id, request.account, viewerOf(request), request.query.locale),
  );
  app.get(
    '/user/performer-assets/products/:id/download-link',
    {
      onRequest: app.authenticate,
      schema: { tags, ...secured, params: IdParam, response: { 200: Ok(DownloadLink) } },
    },
    (request) => products.downloadLink(request.params.id, request.account!, viewerOf(request)),
  );
  app.post(
    '/user/performer-assets/products/:id/translations',
    {
      onRequest: performerOnly,
      schema: { tags, ...secured, params: IdParam, body: TranslationBody, response: { 200: Ok(PerformerProduct) } },
    },
    (request) => products.translate(request.account!.id, request.params.id, request.body),
  );
};

export default productRoutes;
