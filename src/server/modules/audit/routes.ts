/** GET /admin/audit-log: what administrators changed, newest first, filtered. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok } from '@/shared/schemas/common';
import { AuditLogList, AuditLogQuery } from '@/shared/schemas/audit';
import { createAuditService } from './service';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const audit = createAuditService(app.deps);
  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: AuditLogQuery, response: { 200: Ok(AuditLogList) } },
    },
    (request) => audit.list(request.query),
  );
};

export default auditRoutes;
