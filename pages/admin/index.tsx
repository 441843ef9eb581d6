import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { AdminDashboardView } from '@/features/admin-statistics/components/AdminDashboardView';
import { loadAdminDashboard } from '@/features/admin-statistics/loaders';
import type { AdminStatistics } from '@/shared/schemas/statistics';
import adminStatistics from '@/features/admin-statistics/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminStatistics };

export default definePage(AdminDashboardView, access, features);

export const getServerSideProps = serverPageProps<{ stats: AdminStatistics }>(access, async (_ctx, session) => ({
  props: await loadAdminDashboard(session),
}));
