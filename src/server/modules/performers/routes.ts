/**
 * Performer calls of spec section 7: search, the performer page, view counts, bio
 * translations and the performer's own settings (prices, broadcast settings,
 * working hours, streaming status, documents). `GET /performers/{id}/related` is
 * ours: the performer page's 12 related performers in one call.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { IdParam, ListOf, Ok } from '@/shared/schemas/common';
import {
  BioTranslationBody,
  BroadcastSettings,
  DefaultPriceBody,
  PerformerCard,
  PerformerDetails,
  PerformerSearchFilters,
  WorkingHours,
} from '@/shared/schemas/performers';
import { DocumentsResult, StreamingStatusBody } from '@/shared/schemas/profile';
import { DOCUMENT_EXTENSIONS, RELEASE_FORM_EXTENSIONS } from '@/shared/constants';
import { countryOfRequest } from '../../geo';
import { withMultipartForm } from '../../multipart-form';
import { createDocumentService } from '../accounts/documents';
import { createPerformerService, type Viewer } from './service';

const secured = { security: [{ bearer: [] }] };
const tags = ['performers'];

const ViewParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) });
const LocaleQuery = Type.Object({ locale: Type.Optional(Type.String({ maxLength: 10 })) });
const ViewCount = Type.Object({ views: Type.Integer() });
const BioTranslations = Type.Object({
  locale: Type.String(),
  bio: Type.String(),
  bioTranslations: Type.Record(Type.String(), Type.String()),
});
const ReleaseFormResult = Type.Object({ releaseFormUploaded: Type.Boolean() });

/** The person looking, for performers' blocking rules. */
export const viewerOf = (request: FastifyRequest): Viewer => ({ accountId: request.account?.id, country: countryOfRequest(request) });

const performerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const performers = createPerformerService(app.deps);
  const documents = createDocumentService(app.deps);
  const performerOnly = app.requireRole('performer');

  app.get(
    '/performers/search',
    { schema: { tags, querystring: PerformerSearchFilters, response: { 200: Ok(ListOf(PerformerCard)) } } },
    async (request) => performers.search(request.query, request.account, viewerOf(request)),
  );

  app.get(
    '/performers/:username/view',
    { schema: { tags, params: ViewParams, querystring: LocaleQuery, response: { 200: Ok(PerformerDetails) } } },
    async (request) => performers.view(request.params.username, request.query.locale, request.account, viewerOf(request)),
  );

  app.post(
    '/performers/:id/inc-view',
    { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { tags, params: IdParam, response: { 200: Ok(ViewCount) } } },
    async (request) => performers.incrementViews(request.params.id),
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
    async (request) => performers.related(request.params.id, request.account, viewerOf(request)),
  );

  app.post(
    '/performers/:id/translations',
    {
      onRequest: performerOnly,
      schema: { tags, ...secured, params: IdParam, body: BioTranslationBody, response: { 200: Ok(BioTranslations) } },
    },
    async (request) => performers.setBioTranslation(request.params.id, request.account!.id, request.body),
  );

  app.post(
    '/performers/default-price/update',
    { onRequest: performerOnly, schema: { tags, ...secured, body: DefaultPriceBody, response: { 200: Ok(DefaultPriceBody) } } },
    async (request) => performers.updateDefaultPrice(request.account!.id, request.body),
  );

  app.post(
    '/performers/broadcast-setting/update',
    { onRequest: performerOnly, schema: { tags, ...secured, body: BroadcastSettings, response: { 200: Ok(BroadcastSettings) } } },
    async (request) => performers.updateBroadcastSettings(request.account!.id, request.body),
  );

  app.post(
    '/performers/working-hours/update',
    { onRequest: performerOnly, schema: { tags, ...secured, body: WorkingHours, response: { 200: Ok(WorkingHours) } } },
    async (request) => performers.updateWorkingHours(request.account!.id, request.body),
  );

  app.post(
    '/performers/streaming-status/update',
    { onRequest: performerOnly, schema: { tags, ...secured, body: StreamingStatusBody, response: { 200: Ok(StreamingStatusBody) } } },
    async (request) => performers.updateStreamingStatus(request.account!.id, request.body.status),
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
        (form) => documents.replace('performer', request.account!.id, form.files),
      ),
  );

  app.post(
    '/performers/release-form/upload',
    { onRequest: performerOnly, schema: { ...upload, response: { 200: Ok(ReleaseFormResult) } } },
    (request) =>
      withMultipartForm(request, { files: ['releaseForm'], kinds: RELEASE_FORM_EXTENSIONS, maxFileBytes: fileLimit }, (form) =>
        performers.uploadReleaseForm(request.account!.id, form.files.releaseForm),
      ),
  );
};

export default performerRoutes;
