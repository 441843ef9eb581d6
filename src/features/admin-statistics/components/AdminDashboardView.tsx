import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { Button, Flex, Typography } from 'antd';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { Icon } from '@/features/ui/components/Icon';
import type { AdminStatistics } from '@/shared/schemas/statistics';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { StatisticsDashboard } from './StatisticsDashboard';

/** The administrators' overview (GET /statistics/admin): the accounts now and the money of the last 30 days. */
export function AdminDashboardView({ stats }: { stats: AdminStatistics }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle title={t('admin.title')} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('admin.title')}
        </Typography.Title>
        <Link href="/admin/payouts">
          <Button icon={<Icon icon={WalletOutlined} />} data-testid="admin-payouts-link">
            {t('admin.payouts.title')}
          </Button>
        </Link>
      </Flex>
      <StatisticsDashboard initial={stats} />
    </>
  );
}
