import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { VoucherRedeem } from '@/features/vouchers/components/VoucherRedeem';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { Muted } from '@/features/ui/components/Muted';
import vouchers from '@/features/vouchers/slice';

const access: PageAccess = { layout: 'default', role: 'user' };
const features = { vouchers };

/** Redeem a voucher code: look it up, then redeem it once. */
function VouchersPage() {
  const { t } = useTranslation('account');
  return (
    <TitledPage title={t('vouchers.title')} testId="vouchers-page" style={{ maxWidth: 560 }}>
      <Muted>{t('vouchers.intro')}</Muted>
      <VoucherRedeem />
    </TitledPage>
  );
}

export default definePage(VouchersPage, access, features);

export const getServerSideProps = serverPageProps(access);
