/**
 * The content store's items (videos so far). Performers: GET
 * /performer/performer-assets/videos/search, POST /performer/performer-assets/videos, GET
 * …/videos/{id}/view, PUT and DELETE …/videos/{id} (POST and PUT take a multipart form:
 * the fields of `VideoFields` and the files `video`, `trailer` and `thumbnail`). Viewers:
 * GET /user/performer-assets/videos/search, GET /user/performer-assets/videos/{id}, POST
 * …/videos/{id}/inc-view; the performer translates with POST …/videos/{id}/translations.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParam, LocaleQuery, Ok, Success } from '@/shared/schemas/common';
import {
  PerformerVideo,
  PerformerVideoList,
  PerformerVideoQuery,
  TranslationBody,
  VideoDetails,
  VideoFields,
  VideoList,
  VideoQuery,
} from '@/shared/schemas/assets';
import { Type } from '@sinclair/typebox';
import { withMultipartForm } from '../../multipart-form';
import { validate } from '../../validation';
import { viewerOf } from '../../plugins/auth';
import { PRIVATE_WRITE } from '../../public-views';
import { VIDEO_KINDS } from '../../file-types';
import { createVideoService, type VideoUploads } from './videos';

const secured = { security: [{ bearer: [] }] };
const tags = ['assets'];

const assetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const videos = createVideoService(app.deps);
  const performerOnly = app.requireRole('performer');
  const form = { tags, ...secured, consumes: ['multipart/form-data'], response: { 200: Ok(PerformerVideo) } };

  /** Reads a video form: its fields by `VideoFields`, videos and a picture of the site's image kinds within the video limit. */
  async function withVideoForm<T>(request: FastifyRequest, handle: (fields: VideoFields, uploads: VideoUploads) => Promise<T>) {
    const { imageExtensions } = await app.settings.publicSettings();
    const rules = {
      files: ['video', 'trailer', 'thumbnail'],
      kinds: VIDEO_KINDS,
      fieldKinds: { thumbnail: imageExtensions },
      maxFileBytes: app.deps.config.videoLimit,
    };
    return withMultipartForm(request, rules, (multipart) => handle(validate(VideoFields, multipart.fields), multipart.files));
  }

  app.get(
    '/performer/performer-assets/videos/search',
    { onRequest: performerOnly, schema: { tags, ...secured, querystring: PerformerVideoQuery, response: { 200: Ok(PerformerVideoList) } } },
    (request) => videos.mine(request.account!.id, request.query),
  );
  app.post('/performer/performer-assets/videos', { onRequest: performerOnly, schema: form }, (request) =>
    withVideoForm(request, (fields, uploads) => videos.create(request.account!.id, fields, uploads)),
  );
  app.get(
    '/performer/performer-assets/videos/:id/view',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, response: { 200: Ok(PerformerVideo) } } },
    (request) => videos.viewOwn(request.account!.id, request.params.id),
  );
  // Another performer's video is not found before any of the form is read.
  app.put('/performer/performer-assets/videos/:id', { onRequest: performerOnly, schema: { ...form, params: IdParam } }, async (request) => {
    await videos.assertOwn(request.account!.id, request.params.id);
    return withVideoForm(request, (fields, uploads) => videos.update(request.account!.id, request.params.id, fields, uploads));
  });
  app.delete(
    '/performer/performer-assets/videos/:id',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, response: { 200: Ok(Success) } } },
    (request) => videos.remove(request.account!.id, request.params.id),
  );

  app.get(
    '/user/performer-assets/videos/search',
    { schema: { tags, querystring: VideoQuery, response: { 200: Ok(VideoList) } } },
    (request) => videos.list(request.query, request.account, viewerOf(request)),
  );
  app.get(
    '/user/performer-assets/videos/:id',
    { schema: { tags, params: IdParam, querystring: LocaleQuery, response: { 200: Ok(VideoDetails) } } },
    (request) => videos.details(request.params.id, request.account, viewerOf(request), request.query.locale),
  );
  app.post(
    '/user/performer-assets/videos/:id/inc-view',
    { config: PRIVATE_WRITE, schema: { tags, params: IdParam, response: { 200: Ok(Type.Object({ views: Type.Integer() })) } } },
    (request) => videos.countView(request.params.id, viewerOf(request)),
  );
  app.post(
    '/user/performer-assets/videos/:id/translations',
    {
      onRequest: performerOnly,
      schema: { tags, ...secured, params: IdParam, body: TranslationBody, response: { 200: Ok(PerformerVideo) } },
    },
    (request) => videos.translate(request.account!.id, request.params.id, request.body),
  );
};

export default assetRoutes;
