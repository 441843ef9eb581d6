/**
 * The content store's items: videos and photo galleries. Performers: GET
 * /performer/performer-assets/videos/search, POST /performer/performer-assets/videos, GET
 * …/videos/{id}/view, PUT and DELETE …/videos/{id} (POST and PUT take a multipart form:
 * the fields of `VideoFields` and the files `video`, `trailer` and `thumbnail`); GET
 * /performer/performer-assets/galleries/search, POST …/galleries (JSON `GalleryFields`),
 * GET …/galleries/{id}/view, PUT …/galleries/{id} (JSON `GalleryChanges`: fields, cover,
 * order of the photos), DELETE …/galleries/{id}; GET /performer/performer-assets/photos/search
 * (one gallery's), POST …/photos and …/photos/upload (a multipart form: `PhotoFields` and
 * one picture `photo`), GET …/photos/{id}/view, PUT …/photos/{id} (`title`, optionally a
 * new `photo`), DELETE …/photos/{id}. Viewers: GET /user/performer-assets/videos/search,
 * GET /user/performer-assets/videos/{id}, POST …/videos/{id}/inc-view; GET
 * /user/performer-assets/galleries/search, GET …/galleries/{id}/view, GET
 * /user/performer-assets/photos/{galleryId}/search. The performer translates with POST
 * …/videos/{id}/translations and …/galleries/{id}/translations.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParam, LocaleQuery, Ok, Success } from '@/shared/schemas/common';
import {
  GalleryChanges,
  GalleryDetails,
  GalleryFields,
  GalleryIdParam,
  GalleryList,
  GalleryQuery,
  PerformerGallery,
  PerformerGalleryList,
  PerformerGalleryQuery,
  PerformerPhoto,
  PerformerPhotoList,
  PerformerPhotoQuery,
  PerformerVideo,
  PerformerVideoList,
  PerformerVideoQuery,
  PhotoChanges,
  PhotoFields,
  PhotoList,
  PhotoQuery,
  TranslationBody,
  VideoDetails,
  VideoFields,
  VideoList,
  VideoQuery,
} from '@/shared/schemas/assets';
import { ViewCount } from '@/shared/schemas/performers';
import { withMultipartForm, type Upload } from '../../multipart-form';
import { validate } from '../../validation';
import { viewerOf } from '../../plugins/auth';
import { PRIVATE_WRITE } from '../../public-views';
import { VIDEO_KINDS } from '../../file-types';
import { createVideoService, type VideoUploads } from './videos';
import { createGalleryService } from './galleries';

const secured = { security: [{ bearer: [] }] };
const tags = ['assets'];

const assetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const videos = createVideoService(app.deps, app.videoProcessing);
  const galleries = createGalleryService(app.deps);
  const performerOnly = app.requireRole('performer');
  const form = { tags, ...secured, consumes: ['multipart/form-data'], response: { 200: Ok(PerformerVideo) } };
  const photoForm = { tags, ...secured, consumes: ['multipart/form-data'], response: { 200: Ok(PerformerPhoto) } };

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

  /** Reads a photo form: its text fields, and one picture `photo` of the site's image kinds within the upload limit. */
  async function withPhotoForm<T>(
    request: FastifyRequest,
    handle: (fields: Record<string, string>, photo: Upload | undefined) => Promise<T>,
  ) {
    const { imageExtensions } = await app.settings.publicSettings();
    const rules = { files: ['photo'], kinds: imageExtensions, maxFileBytes: app.deps.config.fileLimit };
    return withMultipartForm(request, rules, (multipart) => handle(multipart.fields, multipart.files.photo));
  }

  app.get(
    '/performer/performer-assets/videos/search',
    { onRequest: performerOnly, schema: { tags, ...secured, querystring: PerformerVideoQuery, response: { 200: Ok(PerformerVideoList) } } },
    (request) => videos.mine(request.account!.id, request.query),
  );
  // A new video or trailer is processed in the background once it is kept (video-processing.ts).
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
    '/performer/performer-assets/galleries/search',
    {
      onRequest: performerOnly,
      schema: { tags, ...secured, querystring: PerformerGalleryQuery, response: { 200: Ok(PerformerGalleryList) } },
    },
    (request) => galleries.mine(request.account!.id, request.query),
  );
  app.post(
    '/performer/performer-assets/galleries',
    { onRequest: performerOnly, schema: { tags, ...secured, body: GalleryFields, response: { 200: Ok(PerformerGallery) } } },
    (request) => galleries.create(request.account!.id, request.body),
  );
  app.get(
    '/performer/performer-assets/galleries/:id/view',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, response: { 200: Ok(PerformerGallery) } } },
    (request) => galleries.viewOwn(request.account!.id, request.params.id),
  );
  app.put(
    '/performer/performer-assets/galleries/:id',
    {
      onRequest: performerOnly,
      schema: { tags, ...secured, params: IdParam, body: GalleryChanges, response: { 200: Ok(PerformerGallery) } },
    },
    (request) => galleries.update(request.account!.id, request.params.id, request.body),
  );
  app.delete(
    '/performer/performer-assets/galleries/:id',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, response: { 200: Ok(Success) } } },
    (request) => galleries.remove(request.account!.id, request.params.id),
  );

  app.get(
    '/performer/performer-assets/photos/search',
    { onRequest: performerOnly, schema: { tags, ...secured, querystring: PerformerPhotoQuery, response: { 200: Ok(PerformerPhotoList) } } },
    (request) => galleries.photosOwn(request.account!.id, request.query),
  );
  /**
   * One photo into one of the performer's galleries. The browser sends several photos as
   * one request per file, side by side, so that each has a progress bar of its own and a
   * refused picture refuses only itself; each photo goes after those already there when
   * it is added.
   */
  for (const url of ['/performer/performer-assets/photos', '/performer/performer-assets/photos/upload']) {
    app.post(url, { onRequest: performerOnly, schema: photoForm }, (request) =>
      withPhotoForm(request, (fields, photo) => galleries.addPhoto(request.account!.id, validate(PhotoFields, fields), photo)),
    );
  }
  app.get(
    '/performer/performer-assets/photos/:id/view',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, response: { 200: Ok(PerformerPhoto) } } },
    (request) => galleries.viewPhoto(request.account!.id, request.params.id),
  );
  // Another performer's photo is not found before any of the form is read.
  app.put(
    '/performer/performer-assets/photos/:id',
    { onRequest: performerOnly, schema: { ...photoForm, params: IdParam } },
    async (request) => {
      await galleries.assertOwnPhoto(request.account!.id, request.params.id);
      return withPhotoForm(request, (fields, photo) =>
        galleries.updatePhoto(request.account!.id, request.params.id, validate(PhotoChanges, fields), photo),
      );
    },
  );
  app.delete(
    '/performer/performer-assets/photos/:id',
    { onRequest: performerOnly, schema: { tags, ...secured, params: IdParam, response: { 200: Ok(Success) } } },
    (request) => galleries.removePhoto(request.account!.id, request.params.id),
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
    { config: PRIVATE_WRITE, schema: { tags, params: IdParam, response: { 200: Ok(ViewCount) } } },
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

  app.get(
    '/user/performer-assets/galleries/search',
    { schema: { tags, querystring: GalleryQuery, response: { 200: Ok(GalleryList) } } },
    (request) => galleries.list(request.query, request.account, viewerOf(request)),
  );
  app.get(
    '/user/performer-assets/galleries/:id/view',
    { schema: { tags, params: IdParam, querystring: LocaleQuery, response: { 200: Ok(GalleryDetails) } } },
    (request) => galleries.details(request.params.id, request.account, viewerOf(request), request.query.locale),
  );
  app.get(
    '/user/performer-assets/photos/:galleryId/search',
    { schema: { tags, params: GalleryIdParam, querystring: PhotoQuery, response: { 200: Ok(PhotoList) } } },
    (request) => galleries.photos(request.params.galleryId, request.query, request.account, viewerOf(request)),
  );
  app.post(
    '/user/performer-assets/galleries/:id/translations',
    {
      onRequest: performerOnly,
      schema: { tags, ...secured, params: IdParam, body: TranslationBody, response: { 200: Ok(PerformerGallery) } },
    },
    (request) => galleries.translate(request.account!.id, request.params.id, request.body),
  );
};

export default assetRoutes;
