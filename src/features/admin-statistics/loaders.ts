/** Server-side data of the administrators' dashboard, called from its getServerSideProps. */
import type { Session } from '@/lib/page';
import type { AdminStatistics } from '@/shared/schemas/statistics';
import { apiAdminStatistics } from './api';

/** The figures of the default range (the last 30 days), loaded with the administrator's token. */
export const loadAdminDashboard = async (session: Session): Promise<{ stats: AdminStatistics }> => ({
  stats: await apiAdminStatistics({}, session.token),
});
