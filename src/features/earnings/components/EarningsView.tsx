/**
 * The earnings page of a performer or studio: a range of days and a sale type, the
 * range's totals, net per day, the rows (newest first) and a CSV download.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Col, Flex, Row, Select, Spin, Statistic, Tag, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { Icon } from '@/features/ui/components/Icon';
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
  if (earning.isPaid) return <Tag color="success">{t('earnings.paid')}</Tag>;
  if (earning.payoutRequestId) return <Tag color="processing">{t('earnings.requested')}</Tag>;
  return <Tag>{t('earnings.unpaid')}</Tag>;
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
    <Flex vertical gap={16} data-testid="earnings-view">
      <Flex wrap gap={8} align="center">
        <DayRangePicker value={current.range} onChange={(range) => show({ range })} testId="earnings-range" />
        <Select
          allowClear
          placeholder={t('earnings.allTypes')}
          value={current.saleType}
          onChange={(saleType?: EarningType) => show({ saleType: saleType ?? null })}
          options={(role === 'studio' ? EARNING_TYPES : SALE_TYPES).map((type) => ({
            value: type,
            label: t(`earnings.saleTypes.${type}`),
          }))}
          style={{ minWidth: 160 }}
          data-testid="earnings-sale-type"
        />
        <Button
          icon={<Icon icon={DownloadOutlined} />}
          loading={exporting}
          onClick={() => dispatch(exportEarnings())}
          data-testid="earnings-csv"
        >
          {t('earnings.downloadCsv')}
        </Button>
      </Flex>
      {stats.error && <Alert type="error" showIcon title={t(stats.error, { ns: 'common' })} />}
      <Row gutter={[12, 12]} data-testid="earnings-stats">
        {cards.map(([key, value, label]) => (
          <Col key={key} xs={12} sm={8} lg={key === 'net' ? 4 : 5}>
            <Card size="small">
              <Statistic
                title={label}
                value={value === undefined ? '—' : format.tokens(value)}
                loading={stats.requesting}
                valueStyle={key === 'net' ? { color: '#fa8c16' } : undefined}
                data-testid={`earnings-stat-${key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('earnings.chart.title')}>
        <Spin spinning={stats.requesting}>
          <NetChart range={stats.range ?? current.range} daily={stats.data?.daily ?? []} />
        </Spin>
      </Card>
      <ListTable<Earning>
        list={list}
        columns={columns}
        emptyText={<Typography.Text type="secondary">{t('earnings.empty')}</Typography.Text>}
        paging={{ offset: current.offset, total: list.total, pageSize: EARNINGS_PAGE_SIZE, onOffset: (offset) => show({ offset }) }}
        data-testid="earnings-table"
      />
    </Flex>
  );
}
