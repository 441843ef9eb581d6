import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AuditLogView } from '@/features/admin-audit/components/AuditLogView';
import adminAudit from '@/features/admin-audit/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminAudit };

/** What administrators changed, newest first (GET /admin/audit-log). */
export default definePage(titledPage('admin.audit.title', 'admin-audit-page', <AuditLogView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);
