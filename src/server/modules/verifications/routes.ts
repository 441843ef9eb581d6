/**
 * The review queue: GET /admin/verifications, POST /admin/performers/{id}/verify,
 * POST /admin/studios/{id}/verify, and the identity documents: GET /admin/documents/{id}
 * (`id` is the performer's or studio's account id, `?document=idVerification` or
 * `documentVerification`) for administrators, GET /performers/documents/{document} and
 * GET /studio/documents/{document} for their owner. Documents are never cached
 * (`Cache-Control: no-store`) and never on a public path.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { IdParam, Ok } from '@/shared/schemas/common';
import {
  DocumentParam,
  DocumentQuery,
  VerificationDecision,
  VerificationDecisionBody,
  VerificationQueue,
  VerificationQueueQuery,
  type IdentityDocument,
} from '@/shared/schemas/verifications';
import { auditActor } from '../audit/service';
import { createVerificationService } from './service';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };
const documentResponse = {
  produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
  response: { 200: Type.String({ description: 'The document file' }) },
};

const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const verifications = createVerificationService(app.deps, app.background);
  const adminOnly = app.requireRole('admin');

  /** Sends one document, never to be kept by a browser or proxy. */
  async function sendDocument(reply: FastifyReply, accountId: string, which: IdentityDocument) {
    const file = await verifications.document(accountId, which);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('content-length', file.size)
      .type(file.type)
      .send(file.stream);
  }

  app.get(
    '/admin/verifications',
    { onRequest: adminOnly, schema: { ...secured, querystring: VerificationQueueQuery, response: { 200: Ok(VerificationQueue) } } },
    (request) => verifications.queue(request.query),
  );
  for (const kind of ['performer', 'studio'] as const) {
    app.post(
      `/admin/${kind === 'performer' ? 'performers' : 'studios'}/:id/verify`,
      {
        onRequest: adminOnly,
        schema: { ...secured, params: IdParam, body: VerificationDecisionBody, response: { 200: Ok(VerificationDecision) } },
      },
      (request) => verifications.decide(auditActor(request), kind, request.params.id, request.body),
    );
  }
  app.get(
    '/admin/documents/:id',
    { onRequest: adminOnly, schema: { ...secured, params: IdParam, querystring: DocumentQuery, ...documentResponse } },
    (request, reply) => sendDocument(reply, request.params.id, request.query.document),
  );

  const own = { tags: ['profiles'], security: [{ bearer: [] }], params: DocumentParam, ...documentResponse };
  app.get('/performers/documents/:document', { onRequest: app.requireRole('performer'), schema: own }, (request, reply) =>
    sendDocument(reply, request.account!.id, request.params.document),
  );
  app.get('/studio/documents/:document', { onRequest: app.requireRole('studio'), schema: own }, (request, reply) =>
    sendDocument(reply, request.account!.id, request.params.document),
  );
};

export default verificationRoutes;
