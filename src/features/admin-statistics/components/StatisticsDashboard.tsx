/**
 * The administrators' dashboard: the accounts now, the money of a range of days as the
 * ledger has it, and charts per day. The charts' code is loaded only here.
 */
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { ListTable } from '@/features/ui/components/ListTable';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DayRangePicker } from '@/features/earnings/components/DayRangePicker';
import type { DayRange } from '@/features/earnings/range';
import type { AdminStatistics, GatewayRevenue, MoneyFigures } from '@/shared/schemas/statistics';
import { loadStatistics, selectAdminStatistics } from '../slice';
import { useFormat } from '@/lib/format';

const StatisticsCharts = dynamic(() => import('./StatisticsCharts'), {
  ssr: false,
  loading: () => <Skeleton active paragraph={{ rows: 6 }} />,
});

const MONEY: Array<keyof MoneyFigures> = [
  'tokensSold',
  'voucherTokens',
  'tips',
  'privateShows',
  'groupShows',
  'showMinutes',
  'paidMessages',
  'contentSales',
  'commission',
  'payoutsDone',
  'refunds',
  'chargebacks',
];

function Figure({ title, value, testId, decimals = 0 }: { title: string; value: number; testId: string; decimals?: number }) {
  return (
    <Col xs={12} sm={8} lg={6}>
      <Card size="small" style={{ height: '100%' }}>
        <Statistic title={title} value={value} precision={decimals} data-testid={testId} />
      </Card>
    </Col>
  );
}

export function StatisticsDashboard({ initial }: { initial: AdminStatistics }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAdminStatistics);
  const [range, setRange] = useState<DayRange>({ from: initial.fromDate, to: initial.toDate });
  const stats = state.data ?? initial;
  const { counts, money } = stats;
  const choose = (next: DayRange) => {
    setRange(next);
    dispatch(loadStatistics(next));
  };
  const paid = (currency: string, cents: number) => format.money(cents / 100, currency);

  return (
    <>
      <Typography.Title level={4}>{t('admin.stats.now')}</Typography.Title>
      <Row gutter={[12, 12]} data-testid="admin-stats">
        <Figure title={t('admin.users')} value={counts.users} testId="stat-users" />
        <Figure title={t('admin.performers')} value={counts.performers.total} testId="stat-performers" />
        <Figure title={t('admin.stats.pending')} value={counts.performers.pending} testId="stat-pending" />
        <Figure title={t('admin.stats.active')} value={counts.performers.active} testId="stat-active" />
        <Figure title={t('admin.stats.suspendedPerformers')} value={counts.performers.suspended} testId="stat-suspended" />
        <Figure title={t('admin.stats.rejected')} value={counts.performers.rejected} testId="stat-rejected" />
        <Figure title={t('admin.verifiedPerformers')} value={counts.performers.verified} testId="stat-verified" />
        <Figure title={t('admin.studios')} value={counts.studios} testId="stat-studios" />
        <Figure title={t('admin.stats.onlineNow')} value={counts.onlineNow} testId="stat-online" />
        <Figure title={t('admin.livePerformers')} value={counts.liveNow} testId="stat-live" />
        <Figure title={t('admin.stats.inShowNow')} value={counts.inShowNow} testId="stat-in-show" />
      </Row>

      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', margin: '24px 0 12px' }}
      >
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('admin.stats.money')}
        </Typography.Title>
        <DayRangePicker value={range} onChange={choose} testId="admin-stats-range" />
      </div>
      {state.error && <Alert type="error" showIcon title={t(state.error, { ns: 'common' })} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph type="secondary">{t('admin.stats.inTokens')}</Typography.Paragraph>
      <Row gutter={[12, 12]} data-testid="admin-money">
        {MONEY.map((key) => (
          <Figure
            key={key}
            title={t(`admin.stats.${key}`)}
            value={money[key]}
            decimals={key === 'showMinutes' ? 0 : 2}
            testId={`stat-${key}`}
          />
        ))}
        <Figure title={t('admin.stats.payoutsPending')} value={money.payoutsPending.tokens} decimals={2} testId="stat-payoutsPending" />
      </Row>

      <Card size="small" title={t('admin.stats.revenue')} style={{ marginTop: 16 }}>
        <ListTable<GatewayRevenue & { _id: string }>
          list={{ data: money.revenue.map((row) => ({ ...row, _id: `${row.gateway}-${row.currency}` })), requesting: false, error: null }}
          scroll={{ x: 480 }}
          emptyText={t('admin.stats.noRevenue')}
          columns={[
            { key: 'gateway', dataIndex: 'gateway', title: t('admin.stats.gateway') },
            { key: 'orders', dataIndex: 'orders', title: t('admin.stats.orders'), align: 'right' },
            { key: 'tokens', dataIndex: 'tokens', title: t('admin.stats.tokensSold'), align: 'right' },
            { key: 'amount', title: t('admin.stats.amount'), align: 'right', render: (_, row) => paid(row.currency, row.amountCents) },
          ]}
          data-testid="admin-revenue"
        />
      </Card>

      <Card size="small" title={t('admin.stats.perDay')} style={{ marginTop: 16 }} loading={state.requesting}>
        <StatisticsCharts days={stats.days} />
      </Card>
    </>
  );
}
