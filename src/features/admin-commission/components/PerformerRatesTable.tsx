/** Performers with their own rate per sale type (the default greyed where none), searchable by name. */
import { useTranslation } from 'next-i18next/pages';
import { Input, Tag, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { SALE_TYPES } from '@/shared/constants';
import type { AdminPerformerRates } from '@/shared/schemas/commission';
import { loadPerformerRates, selectPerformerRates } from '../slice';
import { PercentText } from './PercentText';
import { RatesCard } from './RatesCard';
import type { ListColumn } from '@/features/ui/components/ListTable';

export function PerformerRatesTable() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectPerformerRates);

  const columns: ListColumn<AdminPerformerRates>[] = [
    {
      key: 'performer',
      title: t('adminCommission.performer'),
      fixed: 'left',
      render: (_: unknown, p) => (
        <>
          <Typography.Text>{p.name}</Typography.Text>
          {p.username && <div style={{ fontSize: 12, opacity: 0.65 }}>@{p.username}</div>}
          {p.studioName && <Tag style={{ marginTop: 4 }}>{p.studioName}</Tag>}
        </>
      ),
    },
    ...SALE_TYPES.map((type) => ({
      key: type,
      title: t(`earnings.saleTypes.${type}`, { ns: 'account' }),
      align: 'right' as const,
      render: (_: unknown, p: AdminPerformerRates) => <PercentText own={p.rates[type]} fallback={p.defaultPercent} />,
    })),
  ];

  return (
    <RatesCard<AdminPerformerRates>
      kind="performer"
      list={list}
      title={t('adminCommission.performersTitle')}
      explain={t('adminCommission.performersExplain')}
      columns={columns}
      emptyText={t('adminCommission.noPerformers')}
      onOffset={(offset) => dispatch(loadPerformerRates({ offset, q: list.q }))}
    >
      <Input.Search
        allowClear
        enterButton
        placeholder={t('adminCommission.search')}
        defaultValue={list.q}
        onSearch={(q) => dispatch(loadPerformerRates({ offset: 0, q: q.trim() }))}
        style={{ maxWidth: 360, marginBottom: 12 }}
        data-testid="performer-rates-search"
      />
    </RatesCard>
  );
}
