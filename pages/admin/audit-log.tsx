import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AuditLogView } from '@/features/admin-audit/components/AuditLogView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** What administrators changed, newest first (GET /admin/audit-log). */
export default definePage(titledPage('admin.audit.title', 'admin-audit-page', <AuditLogView />, 'admin'), access);

export const getServerSideProps = serverPageProps(access);
