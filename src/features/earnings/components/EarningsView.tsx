/**
 * The earnings page of a performer or studio: a range of days and a sale type, the
 * range's totals, net per day, the rows (newest first) and a CSV download.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { Button } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { Icon } from '@/features/ui/components/Icon';
import { Loading } from '@/features/ui/components/Loading';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import { Statistic } from '@/features/ui/components/Statistic';
import field from '@/features/ui/components/Field.module.css';
import styles from './EarningsView.module.css';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { ListTable } from '@/features/ui/components/ListTable';
import { EARNING_TYPES, SALE_TYPES } from '@/shared/constants';
import type { EarnerRole, Earning, EarningType } from '@/shared/schemas/earnings';
import {
  EARNINGS_PAGE_SIZE,
  exportEarnings,
  loadEarnings,
  selectEarningList,
  selectEarningStats,
  selectEarningsQuery,
  selectIsExporting,
} from '../slice';
import { lastDays, type DayRange } from '../range';
import { DayRangePicker } from './DayRangePicker';
import { NetChart } from './NetChart';

export const DEFAULT_RANGE_DAYS = 30;

function PaidState({ earning }: { earning: Earning }) {
  const { t } = useTranslation('account');
  if (earning.isPaid) return <Chip tone="green">{t('earnings.paid')}</Chip>;
  if (earning.payoutRequestId) return <Chip tone="blue">{t('earnings.requested')}</Chip>;
  return <Chip>{t('earnings.unpaid')}</Chip>;
}

export function EarningsView({ role }: { role: EarnerRole }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectEarningsQuery);
  const list = useAppSelector(selectEarningList);
  const stats = useAppSelector(selectEarningStats);
  const exporting = useAppSelector(selectIsExporting);
  const [initialRange] = useState(() => lastDays(DEFAULT_RANGE_DAYS));
  const current = query?.role === role ? query : { role, range: initialRange, saleType: undefined, offset: 0 };

  useEffect(() => {
    dispatch(loadEarnings({ role, range: initialRange, offset: 0 }));
  }, [dispatch, role, initialRange]);

  const show = (changes: { range?: DayRange; saleType?: EarningType | null; offset?: number }) =>
    dispatch(
      loadEarnings({
        role,
        range: changes.range ?? current.range,
        saleType: changes.saleType === null ? undefined : (changes.saleType ?? current.saleType),
        offset: changes.offset ?? 0,
      }),
    );

  const cards: Array<[string, number | undefined, string]> = [
    ['gross', stats.data?.gross, t('earnings.stats.gross')],
    ['commission', stats.data?.commission, t('earnings.stats.commission')],
    ['net', stats.data?.net, t('earnings.stats.net')],
    ['paid', stats.data?.paid, t('earnings.stats.paid')],
    ['unpaid', stats.data?.unpaid, t('earnings.stats.unpaid')],
  ];

  const columns = [
    { key: 'date', title: t('earnings.columns.date'), render: (_: unknown, e: Earning) => formatDate(e.createdAt) },
    { key: 'payer', title: t('earnings.columns.payer'), render: (_: unknown, e: Earning) => e.payer?.name ?? '—' },
    ...(role === 'studio'
      ? [{ key: 'performer', title: t('earnings.columns.performer'), render: (_: unknown, e: Earning) => e.performer.name }]
      : []),
    { key: 'type', title: t('earnings.columns.type'), render: (_: unknown, e: Earning) => t(`earnings.saleTypes.${e.saleType}`) },
    {
      key: 'gross',
      title: t('earnings.columns.gross'),
      align: 'right' as const,
      render: (_: unknown, e: Earning) => format.tokens(e.grossPrice),
    },
    {
      key: 'commission',
      title: t('earnings.columns.commission'),
      align: 'right' as const,
      render: (_: unknown, e: Earning) => format.tokens(e.commission),
    },
    {
      key: 'net',
      title: t('earnings.columns.net'),
      align: 'right' as const,
      render: (_: unknown, e: Earning) => <strong>{format.tokens(e.netPrice)}</strong>,
    },
    { key: 'paid', title: t('earnings.columns.status'), render: (_: unknown, e: Earning) => <PaidState earning={e} /> },
  ];

  return (
    <Stack vertical gap={16} data-testid="earnings-view">
      <Stack wrap gap={8} align="center">
        <DayRangePicker value={current.range} onChange={(range) => show({ range })} testId="earnings-range" />
        <select
          className={field.field}
          value={current.saleType ?? ''}
          onChange={(event) => show({ saleType: (event.target.value || null) as EarningType | null })}
          aria-label={t('earnings.columns.type')}
          style={{ minWidth: 160 }}
          data-testid="earnings-sale-type"
        >
          <option value="">{t('earnings.allTypes')}</option>
          {(role === 'studio' ? EARNING_TYPES : SALE_TYPES).map((type) => (
            <option key={type} value={type}>
              {t(`earnings.saleTypes.${type}`)}
            </option>
          ))}
        </select>
        <Button
          icon={<Icon icon={DownloadOutlined} />}
          loading={exporting}
          onClick={() => dispatch(exportEarnings())}
          data-testid="earnings-csv"
        >
          {t('earnings.downloadCsv')}
        </Button>
      </Stack>
      {stats.error && <Notice type="error" title={t(stats.error, { ns: 'common' })} />}
      <div className={styles.stats} data-testid="earnings-stats">
        {cards.map(([key, value, label]) => (
          <Card key={key} small>
            <Statistic
              title={label}
              value={value === undefined ? '—' : format.tokens(value)}
              loading={stats.requesting}
              highlight={key === 'net'}
              data-testid={`earnings-stat-${key}`}
            />
          </Card>
        ))}
      </div>
      <Card small title={t('earnings.chart.title')}>
        <Loading busy={stats.requesting}>
          <NetChart range={stats.range ?? current.range} daily={stats.data?.daily ?? []} />
        </Loading>
      </Card>
      <ListTable<Earning>
        list={list}
        columns={columns}
        emptyText={t('earnings.empty')}
        paging={{ offset: current.offset, total: list.total, pageSize: EARNINGS_PAGE_SIZE, onOffset: (offset) => show({ offset }) }}
        data-testid="earnings-table"
      />
    </Stack>
  );
}
