/** Performers with their own rate per sale type (the default greyed where none), searchable by name. */
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { offsetPagination } from '@/lib/pager';
import { SALE_TYPES } from '@/shared/constants';
import type { AdminPerformerRates } from '@/shared/schemas/commission';
import { loadPerformerRates, openRatesEditor, RATES_PAGE_SIZE, selectPerformerRates } from '../slice';
import { PercentText } from './PercentText';

export function PerformerRatesTable() {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectPerformerRates);

  const columns: TableColumnsType<AdminPerformerRates> = [
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
      title: t(`earnings.saleTypes.${type}`),
      align: 'right' as const,
      render: (_: unknown, p: AdminPerformerRates) => <PercentText own={p.rates[type]} fallback={p.defaultPercent} />,
    })),
    {
      key: 'edit',
      title: '',
      render: (_: unknown, p) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => dispatch(openRatesEditor({ kind: 'performer', id: p._id }))}
          data-testid="performer-rates-edit"
        >
          {t('adminCommission.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card size="small" title={t('adminCommission.performersTitle')} data-testid="performer-rates">
      <Typography.Paragraph type="secondary">{t('adminCommission.performersExplain')}</Typography.Paragraph>
      <Input.Search
        allowClear
        enterButton
        placeholder={t('adminCommission.search')}
        defaultValue={list.q}
        onSearch={(q) => dispatch(loadPerformerRates({ offset: 0, q: q.trim() }))}
        style={{ maxWidth: 360, marginBottom: 12 }}
        data-testid="performer-rates-search"
      />
      {list.error && <Alert type="error" showIcon title={t(list.error, { ns: 'common' })} style={{ marginBottom: 12 }} />}
      <Table<AdminPerformerRates>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={list.data}
        loading={list.requesting}
        locale={{ emptyText: t('adminCommission.noPerformers') }}
        scroll={{ x: 'max-content' }}
        pagination={offsetPagination({
          offset: list.offset,
          total: list.total,
          pageSize: RATES_PAGE_SIZE,
          onOffset: (offset) => dispatch(loadPerformerRates({ offset, q: list.q })),
        })}
        data-testid="performer-rates-table"
      />
    </Card>
  );
}
