/** GET /statistics/admin: the administrators' overview of the site and its money over a range of days. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok } from '@/shared/schemas/common';
import { AdminStatistics, AdminStatisticsQuery } from '@/shared/schemas/statistics';
import { createStatisticsService } from './service';

const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const statistics = createStatisticsService(app.deps);
  app.get(
    '/statistics/admin',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: AdminStatisticsQuery, response: { 200: Ok(AdminStatistics) } },
    },
    (request) => statistics.admin(request.query),
  );
};

export default statisticsRoutes;
