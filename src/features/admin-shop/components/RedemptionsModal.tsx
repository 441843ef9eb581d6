/** Who redeemed a voucher and when, newest first. */
import { useTranslation } from 'next-i18next/pages';
import { Alert, Modal, Table, type TableColumnsType } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { offsetPagination } from '@/lib/pager';
import type { VoucherRedemption } from '@/shared/schemas/money';
import { closeRedemptions, loadRedemptions, selectRedemptions, SHOP_PAGE_SIZE } from '../slice';
import { formatTokens } from '@/lib/format';

export function RedemptionsModal() {
  const { t, i18n } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectRedemptions);
  const number = (value: number) => formatTokens(value, i18n.language);

  const columns: TableColumnsType<VoucherRedemption> = [
    {
      key: 'user',
      title: t('admin.vouchers.user'),
      render: (_: unknown, r) => `${r.user.name}${r.user.username ? ` (${r.user.username})` : ''}`,
    },
    { key: 'email', title: t('admin.vouchers.email'), render: (_: unknown, r) => r.user.email },
    { key: 'tokens', title: t('admin.vouchers.tokens'), dataIndex: 'tokens', align: 'right', render: number },
    { key: 'when', title: t('admin.vouchers.when'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
  ];

  return (
    <Modal
      open={list !== null}
      title={t('admin.vouchers.redemptionsTitle', { code: list?.voucher.code ?? '' })}
      footer={null}
      width={720}
      onCancel={() => dispatch(closeRedemptions())}
      destroyOnHidden
    >
      {list?.error && <Alert type="error" showIcon title={t(list.error, { ns: 'common' })} style={{ marginBottom: 12 }} />}
      <Table<VoucherRedemption>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={list?.data ?? []}
        loading={list?.requesting}
        locale={{ emptyText: t('admin.vouchers.noRedemptions') }}
        scroll={{ x: 'max-content' }}
        pagination={offsetPagination({
          offset: list?.offset ?? 0,
          total: list?.total ?? 0,
          pageSize: SHOP_PAGE_SIZE,
          onOffset: (offset) => list && dispatch(loadRedemptions({ voucher: list.voucher, offset })),
        })}
        data-testid="redemption-table"
      />
    </Modal>
  );
}
