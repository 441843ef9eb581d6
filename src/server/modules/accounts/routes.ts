/** Profiles: /users/me, /performers/me, /studio/me, updates and avatars. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParam, Ok } from '@/shared/schemas/common';
import {
  AvatarResult,
  CurrentPerformer,
  CurrentStudio,
  CurrentUser,
  DocumentsResult,
  PerformerUpdateBody,
  StudioUpdateBody,
  UserUpdateBody,
} from '@/shared/schemas/profile';
import { DOCUMENT_EXTENSIONS } from '@/shared/constants';
import { createAccountService } from './service';
import { createDocumentService } from '../auth/documents';
import { withMultipartForm } from '../../multipart-form';

const secured = { security: [{ bearer: [] }] };

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accountService = createAccountService(app.deps);
  const documents = createDocumentService(app.deps);
  const userOrAdmin = app.requireRole('user', 'admin');
  const performerOnly = app.requireRole('performer');
  const studioOnly = app.requireRole('studio');

  app.get(
    '/users/me',
    { onRequest: userOrAdmin, schema: { tags: ['profiles'], ...secured, response: { 200: Ok(CurrentUser) } } },
    (request) => accountService.currentUser(request.account!.id),
  );
  app.get(
    '/performers/me',
    { onRequest: performerOnly, schema: { tags: ['profiles'], ...secured, response: { 200: Ok(CurrentPerformer) } } },
    (request) => accountService.currentPerformer(request.account!.id),
  );
  app.get(
    '/studio/me',
    { onRequest: studioOnly, schema: { tags: ['profiles'], ...secured, response: { 200: Ok(CurrentStudio) } } },
    (request) => accountService.currentStudio(request.account!.id),
  );

  app.put(
    '/users',
    { onRequest: userOrAdmin, schema: { tags: ['profiles'], ...secured, body: UserUpdateBody, response: { 200: Ok(CurrentUser) } } },
    (request) => accountService.updateUser(request.account!.id, request.body),
  );
  app.put(
    '/performers',
    {
      onRequest: performerOnly,
      schema: { tags: ['profiles'], ...secured, body: PerformerUpdateBody, response: { 200: Ok(CurrentPerformer) } },
    },
    (request) => accountService.updatePerformer(request.account!.id, request.body),
  );
  app.put(
    '/studio/update',
    { onRequest: studioOnly, schema: { tags: ['profiles'], ...secured, body: StudioUpdateBody, response: { 200: Ok(CurrentStudio) } } },
    (request) => accountService.updateStudio(request.account!.id, request.body),
  );

  /**
   * Reads the `avatar` (or `file`) picture and stores it for `accountId`. A picture of
   * exactly the avatar limit is already too large (docs/domain.md#form-and-upload-rules).
   */
  async function uploadAvatar(request: FastifyRequest, accountId: string) {
    const rules = await app.settings.publicSettings();
    const maxFileBytes = Math.floor(rules.avatarLimitMB * 1024 * 1024) - 1;
    return withMultipartForm(
      request,
      { files: ['avatar', 'file'], maxFiles: 1, kinds: rules.imageExtensions, maxFileBytes },
      async (form) => accountService.setAvatar(accountId, form.files.avatar ?? form.files.file),
    );
  }

  const avatarSchema = { tags: ['profiles'], consumes: ['multipart/form-data'], ...secured, response: { 200: Ok(AvatarResult) } };
  app.post('/users/avatar/upload', { onRequest: userOrAdmin, schema: avatarSchema }, (request) =>
    uploadAvatar(request, request.account!.id),
  );
  app.post('/performers/avatar/upload', { onRequest: performerOnly, schema: avatarSchema }, (request) =>
    uploadAvatar(request, request.account!.id),
  );
  app.post('/studio/avatar/upload', { onRequest: studioOnly, schema: avatarSchema }, (request) =>
    uploadAvatar(request, request.account!.id),
  );
  app.post('/users/:id/avatar/upload', { onRequest: app.requireRole('admin'), schema: { ...avatarSchema, params: IdParam } }, (request) =>
    uploadAvatar(request, request.params.id),
  );

  app.post(
    '/studio/documents/upload',
    {
      onRequest: studioOnly,
      schema: { tags: ['profiles'], consumes: ['multipart/form-data'], ...secured, response: { 200: Ok(DocumentsResult) } },
    },
    (request) =>
      withMultipartForm(
        request,
        { files: ['idVerification', 'documentVerification'], kinds: DOCUMENT_EXTENSIONS, maxFileBytes: app.deps.config.fileLimit },
        (form) => documents.replace('studio', request.account!.id, form.files),
      ),
  );
};

export default accountRoutes;
