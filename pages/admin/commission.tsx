import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AdminCommissionView } from '@/features/admin-commission/components/AdminCommissionView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The site's commission defaults and the rates set for performers and studios. */
export default definePage(titledPage('adminCommission.title', 'admin-commission-page', <AdminCommissionView />, 'admin'), access);

export const getServerSideProps = serverPageProps(access);
