/**
 * Buying content: POST /purchase-items/{type}/{id} (a video, a gallery or a product) and
 * its named forms /purchase-items/video/{id} and /purchase-items/product/{id} (a physical
 * product's body carries the address to send it to); what the buyer owns: GET
 * /purchased-items/user/search (every kind, as a list of purchases), GET
 * /purchased-items/user/videos, …/galleries and …/products (as cards).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import {
  BoughtItemQuery,
  GalleryList,
  ItemParams,
  PurchasedItemList,
  PurchasedItemQuery,
  PurchaseResult,
  VideoList,
} from '@/shared/schemas/assets';
import { ProductList, ProductPurchaseBody } from '@/shared/schemas/products';
import { viewerOf } from '../../plugins/auth';
import { PRIVATE_WRITE } from '../../public-views';
import { createVideoService } from '../assets/videos';
import { createGalleryService } from '../assets/galleries';
import { createProductService } from '../products/service';
import { createPurchaseService } from './service';

const secured = { security: [{ bearer: [] }] };
const tags = ['purchases'];

const purchaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const purchases = createPurchaseService(app.deps, app.settings);
  const videos = createVideoService(app.deps);
  const galleries = createGalleryService(app.deps);
  const products = createProductService(app.deps);
  const userOnly = app.requireRole('user');
  const bought = { config: PRIVATE_WRITE, onRequest: userOnly };

  // The body is optional: a video or a gallery is bought without one.
  app.post(
    '/purchase-items/:type/:id',
    {
      ...bought,
      schema: { tags, ...secured, params: ItemParams, body: Type.Optional(ProductPurchaseBody), response: { 200: Ok(PurchaseResult) } },
    },
    (request) => purchases.buy(request.account!, request.params.type, request.params.id, viewerOf(request), request.body?.shippingAddress),
  );
  app.post(
    '/purchase-items/product/:id',
    {
      ...bought,
      schema: { tags, ...secured, params: IdParam, body: Type.Optional(ProductPurchaseBody), response: { 200: Ok(PurchaseResult) } },
    },
    (request) => purchases.buy(request.account!, 'product', request.params.id, viewerOf(request), request.body?.shippingAddress),
  );
  app.post(
    '/purchase-items/video/:id',
    { ...bought, schema: { tags, ...secured, params: IdParam, response: { 200: Ok(PurchaseResult) } } },
    (request) => purchases.buy(request.account!, 'video', request.params.id, viewerOf(request)),
  );

  app.get(
    '/purchased-items/user/search',
    { onRequest: userOnly, schema: { tags, ...secured, querystring: PurchasedItemQuery, response: { 200: Ok(PurchasedItemList) } } },
    (request) => purchases.bought(request.account!, request.query),
  );
  app.get(
    '/purchased-items/user/videos',
    {
      onRequest: userOnly,
      schema: {
        tags,
        ...secured,
        querystring: BoughtItemQuery,
        response: { 200: Ok(VideoList) },
      },
    },
    (request) => videos.bought(request.account!, request.query),
  );
  app.get(
    '/purchased-items/user/galleries',
    {
      onRequest: userOnly,
      schema: {
        tags,
        ...secured,
        querystring: BoughtItemQuery,
        response: { 200: Ok(GalleryList) },
      },
    },
    (request) => galleries.bought(request.account!, request.query),
  );
  app.get(
    '/purchased-items/user/products',
    {
      onRequest: userOnly,
      schema: {
        tags,
        ...secured,
        querystring: BoughtItemQuery,
        response: { 200: Ok(ProductList) },
      },
    },
    (request) => products.bought(request.account!, request.query),
  );
};

export default purchaseRoutes;
