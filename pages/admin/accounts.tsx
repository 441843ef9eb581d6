import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { AccountsTable } from '@/features/admin-accounts/components/AccountsTable';
import adminAccounts from '@/features/admin-accounts/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminAccounts };

/** Every account: search, filter by role and status, sort, page, and open one. */
export default definePage(titledPage('admin.accounts.title', 'admin-accounts-page', <AccountsTable />, 'admin'), access, features);

export const getServerSideProps = serverPageProps(access);
