import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { AuditLogView } from '@/features/admin-audit/components/AuditLogView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** What administrators changed, newest first (GET /admin/audit-log). */
export default definePage(function AdminAuditLogPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.audit.title')} testId="admin-audit-page">
      <AuditLogView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
