/** Studios with their own platform percentage and member share (the site default greyed where none). */
import { useTranslation } from 'next-i18next/pages';
import { Card, Typography, type TableColumnsType } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ListTable } from '@/features/ui/components/ListTable';
import type { AdminStudioRates } from '@/shared/schemas/commission';
import { loadStudioRates, RATES_PAGE_SIZE, selectSiteCommission, selectStudioRates } from '../slice';
import { PercentText } from './PercentText';
import { RatesEditButton } from './RatesEditButton';

export function StudioRatesTable() {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectStudioRates);
  const site = useAppSelector(selectSiteCommission).data;

  const columns: TableColumnsType<AdminStudioRates> = [
    { key: 'studio', title: t('adminCommission.studio'), dataIndex: 'name' },
    {
      key: 'platform',
      title: t('adminCommission.platformPercent'),
      align: 'right',
      render: (_: unknown, s) => <PercentText own={s.commissionPercent} fallback={site?.performerCommission} />,
    },
    {
      key: 'share',
      title: t('adminCommission.memberShare'),
      align: 'right',
      render: (_: unknown, s) => <PercentText own={s.memberSharePercent} fallback={site?.studioMemberShare} />,
    },
    {
      key: 'edit',
      title: '',
      render: (_: unknown, s) => <RatesEditButton kind="studio" id={s._id} />,
    },
  ];

  return (
    <Card size="small" title={t('adminCommission.studiosTitle')} data-testid="studio-rates">
      <Typography.Paragraph type="secondary">{t('adminCommission.studiosExplain')}</Typography.Paragraph>
      <ListTable<AdminStudioRates>
        list={list}
        columns={columns}
        emptyText={t('adminCommission.noStudios')}
        errorGap
        paging={{
          offset: list.offset,
          total: list.total,
          pageSize: RATES_PAGE_SIZE,
          onOffset: (offset) => dispatch(loadStudioRates({ offset })),
        }}
        data-testid="studio-rates-table"
      />
    </Card>
  );
}
