/**
 * Orders of products. Performers: GET /orders/search, GET /orders/details/{id}, PUT
 * /orders/{id}/update (the next step of a physical order). Buyers: GET /orders/user/search,
 * GET /orders/user/details/{id}. Someone else's order is not found.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, LocaleQuery, Ok } from '@/shared/schemas/common';
import { Order, OrderList, OrderQuery, OrderUpdate } from '@/shared/schemas/orders';
import { createOrderService } from './service';

const secured = { security: [{ bearer: [] }] };
const tags = ['orders'];

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const orders = createOrderService(app.deps, app.background);
  const performerOnly = app.requireRole('performer');
  const userOnly = app.requireRole('user');

  app.get(
    '/orders/search',
    { onRequest: performerOnly, schema: { tags, ...secured, querystring: OrderQuery, response: { 200: Ok(OrderList) } } },
    (request) => orders.sold(request.account!.id, request.query),
  );
  app.get(
    '/orders/details/:id',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, querystring: LocaleQuery, response: { 200: Ok(Order) } } },
    (request) => orders.soldOne(request.account!.id, request.params.id, request.query.locale),
  );
  app.put(
    '/orders/:id/update',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, body: OrderUpdate, response: { 200: Ok(Order) } } },
    (request) => orders.update(request.account!.id, request.params.id, request.body),
  );
  app.get(
    '/orders/user/search',
    { onRequest: userOnly, schema: { tags, ...secured, querystring: OrderQuery, response: { 200: Ok(OrderList) } } },
    (request) => orders.bought(request.account!.id, request.query),
  );
  app.get(
    '/orders/user/details/:id',
    { onRequest: userOnly, schema: { tags, ...secured, params: IdParam, querystring: LocaleQuery, response: { 200: Ok(Order) } } },
    (request) => orders.boughtOne(request.account!.id, request.params.id, request.query.locale),
  );
};

export default orderRoutes;
