import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { AccountsTable } from '@/features/admin-accounts/components/AccountsTable';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** Every account: search, filter by role and status, sort, page, and open one. */
export default definePage(function AdminAccountsPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.accounts.title')} testId="admin-accounts-page">
      <AccountsTable />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
