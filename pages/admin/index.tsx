import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { Button, Flex, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { apiAdminStatistics } from '@/features/admin-statistics/api';
import { StatisticsDashboard } from '@/features/admin-statistics/components/StatisticsDashboard';
import type { AdminStatistics } from '@/shared/schemas/statistics';

const access: PageAccess = { layout: 'admin', role: 'admin' };

/** The administrators' overview (GET /statistics/admin): the accounts now and the money of the last 30 days. */
function AdminDashboard({ stats }: { stats: AdminStatistics }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('admin.title')}
        </Typography.Title>
        <Link href="/admin/payouts">
          <Button icon={<WalletOutlined />} data-testid="admin-payouts-link">
            {t('admin.payouts.title')}
          </Button>
        </Link>
      </Flex>
      <StatisticsDashboard initial={stats} />
    </>
  );
}

export default definePage(AdminDashboard, access);

export const getServerSideProps = serverPageProps<{ stats: AdminStatistics }>(access, async (_ctx, session) => ({
  props: { stats: await apiAdminStatistics({}, session.token) },
}));
