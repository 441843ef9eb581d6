import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { AccountDetailView } from '@/features/admin-accounts/components/AccountDetailView';
import adminAccounts from '@/features/admin-accounts/slice';

const access: PageAccess = { layout: 'admin', role: 'admin' };
const features = { adminAccounts };

/** One account: profile, balance, ledger, earnings, payouts, shows and documents, with the administrators' actions. */
export default definePage(
  function AdminAccountPage() {
    const { t } = useTranslation('admin');
    const router = useRouter();
    return (
      <TitledPage title={t('admin.accounts.accountTitle')} testId="admin-account-page">
        <AccountDetailView id={String(router.query.id ?? '')} />
      </TitledPage>
    );
  },
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);
