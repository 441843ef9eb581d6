/**
 * Performer calls: search, the performer page, view counts, bio
 * translations and the performer's own settings (prices, broadcast settings,
 * working hours, streaming status, documents). `GET /performers/{id}/related` is
 * ours: the performer page's 12 related performers in one call.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParam, ListOf, LocaleQuery, Ok } from '@/shared/schemas/common';
import {
  BioTranslationBody,
  BioTranslationResult,
  BroadcastSettings,
  DefaultPriceBody,
  PerformerCard,
  PerformerDetails,
  PerformerSearchFilters,
  PerformerUsernameParam,
  ViewCount,
  WorkingHours,
} from '@/shared/schemas/performers';
import { DocumentsResult, ReleaseFormResult, StreamingStatusBody } from '@/shared/schemas/profile';
import { DOCUMENT_EXTENSIONS, RELEASE_FORM_EXTENSIONS } from '@/shared/constants';
import { withMultipartForm } from '../../multipart-form';
import { viewerOf } from '../../plugins/auth';
import { createDocumentService } from '../auth/documents';
import { createPerformerDirectoryService } from './directory';
import { createPerformerDocumentService } from './documents';
import { createPerformerSettingsService } from './settings';
import { createPerformerStatusService } from './status';
import { PRIVATE_WRITE } from '../../public-views';

const secured = { security: [{ bearer: [] }] };
const tags = ['performers'];

const performerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const directory = createPerformerDirectoryService(app.deps);
  const performerSettings = createPerformerSettingsService(app.deps);
  const performerStatus = createPerformerStatusService(app.deps);
  const identityDocuments = createDocumentService(app.deps);
  const performerDocuments = createPerformerDocumentService(app.deps);
  const performerOnly = app.requireRole('performer');

  app.get(
    '/performers/search',
    { schema: { tags, querystring: PerformerSearchFilters, response: { 200: Ok(ListOf(PerformerCard)) } } },
    async (request) => directory.search(request.query, request.account, viewerOf(request)),
  );

  app.get(
    '/performers/:username/view',
    { schema: { tags, params: PerformerUsernameParam, querystring: LocaleQuery, response: { 200: Ok(PerformerDetails) } } },
    async (request) => directory.view(request.params.username, request.query.locale, request.account, viewerOf(request)),
  );

  app.post(
    '/performers/:id/inc-view',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 }, ...PRIVATE_WRITE },
      schema: { tags, params: IdParam, response: { 200: Ok(ViewCount) } },
    },
    async (request) => directory.incrementViews(request.params.id),
  );

  app.get(
    '/performers/:id/related',
    {
      schema: {
        tags,
        summary: 'Related performers',
        description:
          'Up to 12 other visible performers for the performer page: those sharing a category or tag first, then live ones, then the most viewed.',
        params: IdParam,
        response: { 200: Ok(Type.Array(PerformerCard)) },
      },
    },
    async (request) => directory.related(request.params.id, request.account, viewerOf(request)),
  );

  app.post(
    '/performers/:id/translations',
    {
      onRequest: performerOnly,
      schema: { tags, ...secured, params: IdParam, body: BioTranslationBody, response: { 200: Ok(BioTranslationResult) } },
    },
    async (request) => performerSettings.setBioTranslation(request.params.id, request.account!.id, request.body),
  );

  app.post(
    '/performers/default-price/update',
    { onRequest: performerOnly, schema: { tags, ...secured, body: DefaultPriceBody, response: { 200: Ok(DefaultPriceBody) } } },
    async (request) => performerSettings.updateDefaultPrice(request.account!.id, request.body),
  );

  app.post(
    '/performers/broadcast-setting/update',
    { onRequest: performerOnly, schema: { tags, ...secured, body: BroadcastSettings, response: { 200: Ok(BroadcastSettings) } } },
    async (request) => performerSettings.updateBroadcastSettings(request.account!.id, request.body),
  );

  app.post(
    '/performers/working-hours/update',
    { onRequest: performerOnly, schema: { tags, ...secured, body: WorkingHours, response: { 200: Ok(WorkingHours) } } },
    async (request) => performerSettings.updateWorkingHours(request.account!.id, request.body),
  );

  app.post(
    '/performers/streaming-status/update',
    { onRequest: performerOnly, schema: { tags, ...secured, body: StreamingStatusBody, response: { 200: Ok(StreamingStatusBody) } } },
    async (request) => performerStatus.updateStreamingStatus(request.account!.id, request.body.status),
  );

  const upload = { tags, ...secured, consumes: ['multipart/form-data'] };
  const { fileLimit } = app.deps.config;

  app.post(
    '/performers/documents/upload',
    { onRequest: performerOnly, schema: { ...upload, response: { 200: Ok(DocumentsResult) } } },
    (request) =>
      withMultipartForm(
        request,
        { files: ['idVerification', 'documentVerification'], kinds: DOCUMENT_EXTENSIONS, maxFileBytes: fileLimit },
        (form) => identityDocuments.replace('performer', request.account!.id, form.files),
      ),
  );

  app.post(
    '/performers/release-form/upload',
    { onRequest: performerOnly, schema: { ...upload, response: { 200: Ok(ReleaseFormResult) } } },
    (request) =>
      withMultipartForm(request, { files: ['releaseForm'], kinds: RELEASE_FORM_EXTENSIONS, maxFileBytes: fileLimit }, (form) =>
        performerDocuments.uploadReleaseForm(request.account!.id, form.files.releaseForm),
      ),
  );
};

export default performerRoutes;
