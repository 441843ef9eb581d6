import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AdminSettingsView } from '@/features/admin-settings/components/AdminSettingsView';
import adminSettings from '@/features/admin-settings/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminSettings };

/** The site's settings per group: site, public, streaming, money (commission has its own page). */
export default definePage(titledPage('admin.settings.title', 'admin-settings-page', <AdminSettingsView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);
