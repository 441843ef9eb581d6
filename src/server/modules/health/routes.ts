import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok } from '@/shared/schemas/common';
import { Health } from '@/shared/schemas/health';
import { HttpError } from '../../errors';

/** GET /health: the process and the database, for people and load balancers. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: Ok(Health) } } }, async () => {
    const { database } = app.deps;
    const ok = await database.ping();
    if (!ok) throw new HttpError(503, 'The database is not answering');
    return {
      status: 'ok' as const,
      uptimeSeconds: Math.round(process.uptime()),
      database: { kind: database.kind, ok },
      memoryMB: Math.round(process.memoryUsage().rss / 1048576),
    };
  });
};

export default healthRoutes;
