import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AdminCommissionView } from '@/features/admin-commission/components/AdminCommissionView';
import adminCommission from '@/features/admin-commission/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminCommission };

/** The site's commission defaults and the rates set for performers and studios. */
export default definePage(titledPage('adminCommission.title', 'admin-commission-page', <AdminCommissionView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);
