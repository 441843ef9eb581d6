import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { Flex, Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { VoucherRedeem } from '@/features/vouchers/components/VoucherRedeem';

const access: PageAccess = { layout: 'default', role: 'user' };

/** Redeem a voucher code: look it up, then redeem it once. */
function VouchersPage() {
  const { t } = useTranslation('pages');
  const siteName = useAppSelector(selectSiteName);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }} data-testid="vouchers-page">
      <Head>
        <title>{siteName ? `${t('vouchers.title')} | ${siteName}` : t('vouchers.title')}</title>
      </Head>
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
