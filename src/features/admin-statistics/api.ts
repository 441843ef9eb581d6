/** Typed call of the administrators' statistics. */
import { get } from '@/lib/http';
import type { AdminStatistics, AdminStatisticsQuery } from '@/shared/schemas/statistics';

export const apiAdminStatistics = (query: AdminStatisticsQuery, token?: string) =>
  get<AdminStatistics>('/statistics/admin', query, token ? { token } : undefined);
