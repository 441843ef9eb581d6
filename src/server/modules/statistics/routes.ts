/** GET /statistics/admin: the administrators' overview of the site. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { Ok } from '@/shared/schemas/common';
import { accounts, performers } from '../../db/schema';

const AdminStats = Type.Object({
  totalUsers: Type.Integer(),
  totalPerformers: Type.Integer(),
  totalStudios: Type.Integer(),
  totalVerifiedPerformers: Type.Integer(),
  totalLivePerformers: Type.Integer(),
  totalSuspendedAccounts: Type.Integer(),
  totalUnverifiedEmails: Type.Integer(),
});

const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/statistics/admin',
    { onRequest: app.requireRole('admin'), schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: Ok(AdminStats) } } },
    async () => {
      const [totals] = await db
        .select({
          totalUsers: sql<number>`count(*) filter (where ${accounts.kind} = 'user')::int`,
          totalPerformers: sql<number>`count(*) filter (where ${accounts.kind} = 'performer')::int`,
          totalStudios: sql<number>`count(*) filter (where ${accounts.kind} = 'studio')::int`,
          totalSuspendedAccounts: sql<number>`count(*) filter (where ${accounts.status} = 'suspended')::int`,
          totalUnverifiedEmails: sql<number>`count(*) filter (where ${accounts.emailVerifiedAt} is null)::int`,
        })
        .from(accounts);
      const [perf] = await db
        .select({
          totalVerifiedPerformers: sql<number>`count(*) filter (where ${performers.verified})::int`,
          totalLivePerformers: sql<number>`count(*) filter (where ${performers.verified} and ${performers.streamingStatus} in ('public', 'private', 'group'))::int`,
        })
        .from(performers);
      return { ...totals, ...perf };
    },
  );
};

export default statisticsRoutes;
