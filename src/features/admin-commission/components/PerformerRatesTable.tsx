/** Performers with their own rate per sale type (the default greyed where none), searchable by name. */
import { useTranslation } from 'next-i18next/pages';
import { Chip } from '@/features/ui/components/Chip';
import { SearchBox } from '@/features/ui/components/SearchBox';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { SALE_TYPES } from '@/shared/constants';
import type { AdminPerformerRates } from '@/shared/schemas/commission';
import { loadPerformerRates, selectPerformerRates } from '../slice';
import { PercentText } from './PercentText';
import { RatesCard } from './RatesCard';
import type { ListColumn } from '@/features/ui/components/ListTable';
import styles from './PerformerRatesTable.module.css';

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
          {p.name}
          {p.username && <div className={styles.username}>@{p.username}</div>}
          {p.studioName && <Chip className={styles.studio}>{p.studioName}</Chip>}
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
      <SearchBox
        enterButton
        value={list.q}
        placeholder={t('adminCommission.search')}
        buttonLabel={t('browse.search', { ns: 'components' })}
        onSearch={(q) => dispatch(loadPerformerRates({ offset: 0, q }))}
        className={styles.search}
        testId="performer-rates-search"
      />
    </RatesCard>
  );
}
