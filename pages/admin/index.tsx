import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { AdminDashboardView } from '@/features/admin-statistics/components/AdminDashboardView';
import { loadAdminDashboard } from '@/features/admin-statistics/loaders';
import type { AdminStatistics } from '@/shared/schemas/statistics';

const access: PageAccess = { layout: 'admin', role: 'admin' };

export default definePage(AdminDashboardView, access);

export const getServerSideProps = serverPageProps<{ stats: AdminStatistics }>(access, async (_ctx, session) => ({
  props: await loadAdminDashboard(session),
}));
