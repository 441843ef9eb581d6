/** Who redeemed a voucher and when, newest first. */
import { useTranslation } from 'next-i18next/pages';
import { Modal } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import type { LoadedList } from '@/lib/lists';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import type { VoucherRedemption } from '@/shared/schemas/money';
import { closeRedemptions, loadRedemptions, selectRedemptions, SHOP_PAGE_SIZE } from '../slice';

/** What the table shows while the modal closes (the list is already gone from the store). */
const NO_REDEMPTIONS: LoadedList<VoucherRedemption> = { data: [], requesting: false, error: null };

export function RedemptionsModal() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectRedemptions);
  const format = useFormat();

  const columns: ListColumn<VoucherRedemption>[] = [
    {
      key: 'user',
      title: t('admin.vouchers.user'),
      render: (_: unknown, r) => `${r.user.name}${r.user.username ? ` (${r.user.username})` : ''}`,
    },
    { key: 'email', title: t('admin.vouchers.email'), render: (_: unknown, r) => r.user.email },
    {
      key: 'tokens',
      title: t('admin.vouchers.tokens'),
      dataIndex: 'tokens',
      align: 'right',
      render: (value: number) => format.tokens(value),
    },
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
      <ListTable<VoucherRedemption>
        list={list ?? NO_REDEMPTIONS}
        columns={columns}
        emptyText={t('admin.vouchers.noRedemptions')}
        paging={{
          offset: list?.offset ?? 0,
          total: list?.total ?? 0,
          pageSize: SHOP_PAGE_SIZE,
          onOffset: (offset) => list && dispatch(loadRedemptions({ voucher: list.voucher, offset })),
        }}
        errorGap
        data-testid="redemption-table"
      />
    </Modal>
  );
}
