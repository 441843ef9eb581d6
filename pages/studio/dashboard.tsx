import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { StudioDashboardView } from '@/features/studios/components/StudioDashboardView';
import studios from '@/features/studios/slice';

const access: PageAccess = { layout: 'default', role: 'studio' };
const features = { studios };

/** The studio's figures: its members now and what their sales made in the last 30 days. */
export default definePage(
  titledPage('studioDashboard.pageTitle', 'studio-dashboard-page', <StudioDashboardView />, 'account'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);
