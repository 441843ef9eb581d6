import { useTranslation } from 'next-i18next/pages';
import { Flex, Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { VoucherRedeem } from '@/features/vouchers/components/VoucherRedeem';
import { PageTitle } from '@/features/ui/components/PageTitle';

const access: PageAccess = { layout: 'default', role: 'user' };

/** Redeem a voucher code: look it up, then redeem it once. */
function VouchersPage() {
  const { t } = useTranslation('pages');
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }} data-testid="vouchers-page">
      <PageTitle title={t('vouchers.title')} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('vouchers.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('vouchers.intro')}</Typography.Text>
      <VoucherRedeem />
    </Flex>
  );
}

export default definePage(VouchersPage, access);

export const getServerSideProps = serverPageProps(access);
