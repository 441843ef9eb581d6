import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AdminRefundsView } from '@/features/refunds/components/AdminRefundsView';
import refunds from '@/features/refunds/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { refunds };

/** Viewers' refund requests: accept (the tokens go back) or reject with a note. */
export default definePage(titledPage('admin.refunds.title', 'admin-refunds-page', <AdminRefundsView />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);
