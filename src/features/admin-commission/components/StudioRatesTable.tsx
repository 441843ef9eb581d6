/** Studios with their own platform percentage and member share (the site default greyed where none). */
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { offsetPagination } from '@/lib/pager';
import type { AdminStudioRates } from '@/shared/schemas/commission';
import { loadStudioRates, openRatesEditor, RATES_PAGE_SIZE, selectSiteCommission, selectStudioRates } from '../slice';
import { PercentText } from './PercentText';

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
      render: (_: unknown, s) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => dispatch(openRatesEditor({ kind: 'studio', id: s._id }))}
          data-testid="studio-rates-edit"
        >
          {t('adminCommission.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card size="small" title={t('adminCommission.studiosTitle')} data-testid="studio-rates">
      <Typography.Paragraph type="secondary">{t('adminCommission.studiosExplain')}</Typography.Paragraph>
      {list.error && <Alert type="error" showIcon title={t(list.error, { ns: 'common' })} style={{ marginBottom: 12 }} />}
      <Table<AdminStudioRates>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={list.data}
        loading={list.requesting}
        locale={{ emptyText: t('adminCommission.noStudios') }}
        scroll={{ x: 'max-content' }}
        pagination={offsetPagination({
          offset: list.offset,
          total: list.total,
          pageSize: RATES_PAGE_SIZE,
          onOffset: (offset) => dispatch(loadStudioRates({ offset })),
        })}
        data-testid="studio-rates-table"
      />
    </Card>
  );
}
