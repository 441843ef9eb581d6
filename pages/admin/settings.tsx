import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { AdminSettingsView } from '@/features/admin-settings/components/AdminSettingsView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The site's settings per group: site, public, streaming, money (commission has its own page). */
export default definePage(function AdminSettingsPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.settings.title')} testId="admin-settings-page">
      <AdminSettingsView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
