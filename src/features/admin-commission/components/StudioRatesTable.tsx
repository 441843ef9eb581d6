/** Studios with their own platform percentage and member share (the site default greyed where none). */
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AdminStudioRates } from '@/shared/schemas/commission';
import { loadStudioRates, selectSiteCommission, selectStudioRates } from '../slice';
import { PercentText } from './PercentText';
import { RatesCard } from './RatesCard';
import type { ListColumn } from '@/features/ui/components/ListTable';

export function StudioRatesTable() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectStudioRates);
  const site = useAppSelector(selectSiteCommission).data;

  const columns: ListColumn<AdminStudioRates>[] = [
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
  ];

  return (
    <RatesCard<AdminStudioRates>
      kind="studio"
      list={list}
      title={t('adminCommission.studiosTitle')}
      explain={t('adminCommission.studiosExplain')}
      columns={columns}
      emptyText={t('adminCommission.noStudios')}
      onOffset={(offset) => dispatch(loadStudioRates({ offset }))}
    />
  );
}
