/** The token packages: name, tokens, price, order, status and actions. Disabled ones are not sold; orders keep their own copy. */
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AdminTokenPackage } from '@/shared/schemas/money';
import { openShopEditor, selectShopPackages } from '../slice';
import { ShopRowActions } from './ShopRowActions';
import { StatusTag } from './StatusTag';
import { formatMoney } from '@/lib/format';

export function PackagesTable() {
  const { t, i18n } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectShopPackages);
  const money = (value: number, currency: string) => formatMoney(value, currency, i18n.language);

  const columns: TableColumnsType<AdminTokenPackage> = [
    { key: 'name', title: t('admin.packages.name'), dataIndex: 'name' },
    { key: 'tokens', title: t('admin.packages.tokens'), dataIndex: 'tokens', align: 'right' },
    { key: 'price', title: t('admin.packages.price'), align: 'right', render: (_: unknown, pack) => money(pack.price, pack.currency) },
    { key: 'ordering', title: t('admin.shop.ordering'), dataIndex: 'ordering', align: 'right' },
    { key: 'status', title: t('admin.shop.status'), render: (_: unknown, pack) => <StatusTag status={pack.status} /> },
    { key: 'actions', title: '', fixed: 'right', render: (_: unknown, pack) => <ShopRowActions kind="package" id={pack._id} /> },
  ];

  return (
    <Card
      size="small"
      title={t('admin.packages.listTitle')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => dispatch(openShopEditor({ kind: 'package', id: null }))}
          data-testid="package-new"
        >
          {t('admin.packages.new')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('admin.packages.explain')}</Typography.Paragraph>
      {list.error && <Alert type="error" showIcon title={t(list.error, { ns: 'common' })} style={{ marginBottom: 12 }} />}
      <Table<AdminTokenPackage>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={list.data}
        loading={list.requesting}
        locale={{ emptyText: t('admin.packages.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={false}
        data-testid="package-table"
      />
    </Card>
  );
}
