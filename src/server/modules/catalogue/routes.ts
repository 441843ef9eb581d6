/**
 * The catalogue administrators edit: GET/POST /admin/performer-categories, PUT/DELETE
 * /admin/performer-categories/{id}; the same for /admin/menus and /admin/posts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, Ok, Success } from '@/shared/schemas/common';
import {
  AdminCategory,
  AdminCategoryBody,
  AdminCategoryList,
  AdminMenu,
  AdminMenuBody,
  AdminMenuList,
  AdminMenuQuery,
  AdminPost,
  AdminPostBody,
  AdminPostList,
  AdminPostQuery,
} from '@/shared/schemas/catalogue';
import { auditActor } from '../audit/service';
import { createCatalogueService } from './service';

const admin = { tags: ['admin'], security: [{ bearer: [] }] };

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const catalogue = createCatalogueService(app.deps);
  const onRequest = app.requireRole('admin');

  app.get('/admin/performer-categories', { onRequest, schema: { ...admin, response: { 200: Ok(AdminCategoryList) } } }, () =>
    catalogue.categories(),
  );
  app.post(
    '/admin/performer-categories',
    { onRequest, schema: { ...admin, body: AdminCategoryBody, response: { 200: Ok(AdminCategory) } } },
    (request) => catalogue.createCategory(auditActor(request), request.body),
  );
  app.put(
    '/admin/performer-categories/:id',
    { onRequest, schema: { ...admin, params: IdParam, body: AdminCategoryBody, response: { 200: Ok(AdminCategory) } } },
    (request) => catalogue.updateCategory(auditActor(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/performer-categories/:id',
    { onRequest, schema: { ...admin, params: IdParam, response: { 200: Ok(Success) } } },
    (request) => catalogue.deleteCategory(auditActor(request), request.params.id),
  );

  app.get(
    '/admin/menus',
    { onRequest, schema: { ...admin, querystring: AdminMenuQuery, response: { 200: Ok(AdminMenuList) } } },
    (request) => catalogue.menus(request.query),
  );
  app.post('/admin/menus', { onRequest, schema: { ...admin, body: AdminMenuBody, response: { 200: Ok(AdminMenu) } } }, (request) =>
    catalogue.createMenu(auditActor(request), request.body),
  );
  app.put(
    '/admin/menus/:id',
    { onRequest, schema: { ...admin, params: IdParam, body: AdminMenuBody, response: { 200: Ok(AdminMenu) } } },
    (request) => catalogue.updateMenu(auditActor(request), request.params.id, request.body),
  );
  app.delete('/admin/menus/:id', { onRequest, schema: { ...admin, params: IdParam, response: { 200: Ok(Success) } } }, (request) =>
    catalogue.deleteMenu(auditActor(request), request.params.id),
  );

  app.get(
    '/admin/posts',
    { onRequest, schema: { ...admin, querystring: AdminPostQuery, response: { 200: Ok(AdminPostList) } } },
    (request) => catalogue.posts(request.query),
  );
  app.post('/admin/posts', { onRequest, schema: { ...admin, body: AdminPostBody, response: { 200: Ok(AdminPost) } } }, (request) =>
    catalogue.createPost(auditActor(request), request.body),
  );
  app.put(
    '/admin/posts/:id',
    { onRequest, schema: { ...admin, params: IdParam, body: AdminPostBody, response: { 200: Ok(AdminPost) } } },
    (request) => catalogue.updatePost(auditActor(request), request.params.id, request.body),
  );
  app.delete('/admin/posts/:id', { onRequest, schema: { ...admin, params: IdParam, response: { 200: Ok(Success) } } }, (request) =>
    catalogue.deletePost(auditActor(request), request.params.id),
  );
};

export default catalogueRoutes;
