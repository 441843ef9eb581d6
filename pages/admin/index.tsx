import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/lib/page-server';
import { get } from '@/lib/http';

const access: PageAccess = { layout: 'admin', role: 'admin' };

interface AdminStats {
  totalUsers: number;
  totalPerformers: number;
  totalStudios: number;
  totalVerifiedPerformers: number;
  totalLivePerformers: number;
  totalSuspendedAccounts: number;
  totalUnverifiedEmails: number;
}

/** The administrators' overview (GET /statistics/admin). */
function AdminDashboard({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation('pages');
  const cards: Array<[keyof AdminStats, string]> = [
    ['totalUsers', t('admin.users')],
    ['totalPerformers', t('admin.performers')],
    ['totalVerifiedPerformers', t('admin.verifiedPerformers')],
    ['totalLivePerformers', t('admin.livePerformers')],
    ['totalStudios', t('admin.studios')],
    ['totalSuspendedAccounts', t('admin.suspended')],
    ['totalUnverifiedEmails', t('admin.unverifiedEmails')],
  ];
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
      <Row gutter={[16, 16]} data-testid="admin-stats">
        {cards.map(([key, label]) => (
          <Col key={key} xs={12} md={8}>
            <Card>
              <Statistic title={label} value={stats[key]} />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}

export default definePage(AdminDashboard, access);

export const getServerSideProps = serverPageProps<{ stats: AdminStats }>(access, async (_ctx, session) => ({
  props: { stats: await get<AdminStats>('/statistics/admin', undefined, { token: session.token }) },
}));
