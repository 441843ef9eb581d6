/** Auth calls (docs/api.md#authentication): login per role, registration, passwords, verification. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResult, Ok } from '@/shared/schemas/common';
import { DOCUMENT_EXTENSIONS } from '@/shared/constants';
import {
  ForgotBody,
  LoginBody,
  LoginResult,
  PasswordUpdateBody,
  PerformerRegisterFields,
  ResendVerificationBody,
  ResetPasswordBody,
  ResubmitDocumentsFields,
  ResubmitDocumentsResult,
  StudioRegisterFields,
  SuspendBody,
  UserRegisterBody,
  VerifyEmailBody,
  VerifyEmailResult,
  type AccountType,
} from '@/shared/schemas/auth';
import { createAuthService } from './service';
import { createDocumentService } from './documents';
import { withMultipartForm } from '../../multipart-form';
import { validate } from '../../validation';
import { PRIVATE_WRITE } from '../../public-views';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = createAuthService(app.deps, app.log, app.background);
  const documents = createDocumentService(app.deps);
  const { config } = app.deps;
  const loginLimit = { rateLimit: { max: config.loginMaxPerIp, timeWindow: config.loginWindowSeconds * 1000 } };
  const formLimit = { rateLimit: { max: config.formMaxPerIp, timeWindow: 60 * 60 * 1000 } };
  // Registration says when an e-mail address is taken (a person must know), so probing
  // addresses through it is limited like guessing at login: one budget per client
  // address for the three registration forms together.
  const registerLimit = { rateLimit: { ...formLimit.rateLimit, groupId: 'register' } };

  const loginRoute = (path: string, kind: AccountType) =>
    app.post(
      path,
      { config: { ...loginLimit, ...PRIVATE_WRITE }, schema: { tags: ['auth'], body: LoginBody, response: { 200: Ok(LoginResult) } } },
      async (request) => auth.login(kind, request.body.username, request.body.password, request.ip),
    );
  loginRoute('/auth/users/login', 'user');
  loginRoute('/auth/performers/login', 'performer');
  loginRoute('/auth/studio/login', 'studio');

  app.post(
    '/auth/users/register',
    { config: registerLimit, schema: { tags: ['auth'], body: UserRegisterBody, response: { 200: Ok(MessageResult) } } },
    async (request) => auth.registerUser(request.body),
  );

  const documentForm = { files: ['documentVerification', 'idVerification'], kinds: DOCUMENT_EXTENSIONS, maxFileBytes: config.fileLimit };
  const multipartDoc = { consumes: ['multipart/form-data'], tags: ['auth'], response: { 200: Ok(MessageResult) } };

  app.post('/auth/performers/register', { config: registerLimit, schema: multipartDoc }, (request) =>
    withMultipartForm(request, documentForm, (form) => auth.registerPerformer(validate(PerformerRegisterFields, form.fields), form.files)),
  );

  app.post('/auth/studio/register', { config: registerLimit, schema: multipartDoc }, (request) =>
    withMultipartForm(request, documentForm, (form) => auth.registerStudio(validate(StudioRegisterFields, form.fields), form.files)),
  );

  // A rejected performer or studio, who cannot log in, sends new documents with the link of the rejection mail.
  app.post(
    '/auth/documents/resubmit',
    { config: formLimit, schema: { ...multipartDoc, response: { 200: Ok(ResubmitDocumentsResult) } } },
    (request) =>
      withMultipartForm(request, documentForm, (form) =>
        documents.resubmit(validate(ResubmitDocumentsFields, form.fields).token, form.files),
      ),
  );

  app.post(
    '/auth/users/forgot',
    { config: formLimit, schema: { tags: ['auth'], body: ForgotBody, response: { 200: Ok(MessageResult) } } },
    async (request) => auth.forgotPassword(request.body.email, request.body.type),
  );

  app.post(
    '/auth/password/reset',
    { config: formLimit, schema: { tags: ['auth'], body: ResetPasswordBody, response: { 200: Ok(MessageResult) } } },
    async (request) => auth.resetPassword(request.body.token, request.body.password),
  );

  app.post(
    '/verification/verify-email',
    { config: formLimit, schema: { tags: ['auth'], body: VerifyEmailBody, response: { 200: Ok(VerifyEmailResult) } } },
    async (request) => auth.verifyEmail(request.body.token),
  );

  app.post(
    '/verification/resend-verification-email',
    { config: formLimit, schema: { tags: ['auth'], body: ResendVerificationBody, response: { 200: Ok(MessageResult) } } },
    async (request) => auth.resendVerification(request.body.email),
  );

  app.put(
    '/auth/users/me/password',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], security: [{ bearer: [] }], body: PasswordUpdateBody, response: { 200: Ok(LoginResult) } },
    },
    async (request) => auth.changePassword(request.account!.id, request.body.prevPassword, request.body.password),
  );

  for (const [path, role] of [
    ['/users/suspend-account', 'user'],
    ['/performers/suspend-account', 'performer'],
    ['/studio/suspend-account', 'studio'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.requireRole(role),
        schema: { tags: ['auth'], security: [{ bearer: [] }], body: SuspendBody, response: { 200: Ok(MessageResult) } },
      },
      async (request) => auth.suspend(request.account!.id, request.body.password),
    );
  }
};

export default authRoutes;
