/**
 * The administrators' dashboard: the accounts now, the money of a range of days as the
 * ledger has it, and charts per day. The charts' code is loaded only here.
 */
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { Card } from '@/features/ui/components/Card';
import { Muted } from '@/features/ui/components/Muted';
import { Notice } from '@/features/ui/components/Notice';
import { Spinner } from '@/features/ui/components/Spinner';
import { Statistic } from '@/features/ui/components/Statistic';
import styles from './StatisticsDashboard.module.css';
import { ListTable } from '@/features/ui/components/ListTable';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DayRangePicker } from '@/features/earnings/components/DayRangePicker';
import type { DayRange } from '@/features/earnings/range';
import type { AdminStatistics, GatewayRevenue, MoneyFigures } from '@/shared/schemas/statistics';
import { loadStatistics, selectAdminStatistics } from '../slice';
import { useFormat } from '@/lib/format';

const StatisticsCharts = dynamic(() => import('./StatisticsCharts'), {
  ssr: false,
  loading: () => <Spinner />,
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

/** A count (whole) or an amount of tokens (with its decimals), in the page's language. */
function Figure({ title, value, testId, tokens = false }: { title: string; value: number; testId: string; tokens?: boolean }) {
  const format = useFormat();
  return (
    <Card small className={styles.figure}>
      <Statistic title={title} value={tokens ? format.tokens(value) : format.count(value)} data-testid={testId} />
    </Card>
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
      <h2 className={styles.heading}>{t('admin.stats.now')}</h2>
      <div className={styles.figures} data-testid="admin-stats">
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
      </div>

      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', margin: '24px 0 12px' }}
      >
        <h2 className={styles.heading} style={{ margin: 0 }}>
          {t('admin.stats.money')}
        </h2>
        <DayRangePicker value={range} onChange={choose} testId="admin-stats-range" />
      </div>
      {state.error && <Notice type="error" title={t(state.error, { ns: 'common' })} className={styles.error} />}
      <p>
        <Muted>{t('admin.stats.inTokens')}</Muted>
      </p>
      <div className={styles.figures} data-testid="admin-money">
        {MONEY.map((key) => (
          <Figure key={key} title={t(`admin.stats.${key}`)} value={money[key]} tokens={key !== 'showMinutes'} testId={`stat-${key}`} />
        ))}
        <Figure title={t('admin.stats.payoutsPending')} value={money.payoutsPending.tokens} tokens testId="stat-payoutsPending" />
      </div>

      <Card small title={t('admin.stats.revenue')} className={styles.section}>
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

      <Card small title={t('admin.stats.perDay')} className={styles.section}>
        {state.requesting ? <Spinner /> : <StatisticsCharts days={stats.days} />}
      </Card>
    </>
  );
}
