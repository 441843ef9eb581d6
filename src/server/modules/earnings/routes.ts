/** Earnings: GET /earning/{performer|studio}/search, /stats, /export/csv, /payout. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Ok } from '@/shared/schemas/common';
import {
  DateRange,
  EARNER_ROLES,
  EarningCsvQuery,
  EarningList,
  EarningSearchQuery,
  EarningStats,
  PayoutPreview,
} from '@/shared/schemas/earnings';
import { createEarningService } from './service';

const secured = { tags: ['earnings'], security: [{ bearer: [] }] };

const earningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const earnings = createEarningService(app.deps, app.settings);

  for (const role of EARNER_ROLES) {
    const onRequest = app.requireRole(role);
    app.get(
      `/earning/${role}/search`,
      { onRequest, schema: { ...secured, querystring: EarningSearchQuery, response: { 200: Ok(EarningList) } } },
      (request) => earnings.search(request.account!.id, request.query),
    );
    app.get(
      `/earning/${role}/stats`,
      { onRequest, schema: { ...secured, querystring: DateRange, response: { 200: Ok(EarningStats) } } },
      (request) => earnings.stats(request.account!.id, request.query),
    );
    app.get(
      `/earning/${role}/payout`,
      { onRequest, schema: { ...secured, querystring: DateRange, response: { 200: Ok(PayoutPreview) } } },
      (request) => earnings.payoutPreview(request.account!.id, request.query),
    );
    app.get(
      `/earning/${role}/export/csv`,
      {
        onRequest,
        schema: {
          ...secured,
          querystring: EarningCsvQuery,
          produces: ['text/csv'],
          response: { 200: Type.String({ description: 'CSV with a header row' }) },
        },
      },
      async (request, reply) => {
        const csv = await earnings.csv(request.account!.id, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="earnings-${new Date().toISOString().slice(0, 10)}.csv"`)
          .send(csv);
      },
    );
  }
};

export default earningRoutes;
