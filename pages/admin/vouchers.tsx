import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { AdminVouchersView } from '@/features/admin-shop/components/AdminVouchersView';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** Vouchers: tokens per redemption, a number of redemptions (one per account), disable, and who used each. */
export default definePage(function AdminVouchersPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('admin.vouchers.title')} testId="admin-vouchers-page">
      <AdminVouchersView />
    </TitledPage>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
