/** Who redeemed a voucher and when, newest first, in a wide dialog that only shows them. */
import { useTranslation } from 'next-i18next/pages';
import { Dialog } from '@/features/ui/components/Dialog';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { ListTable, type ListColumn } from '@/features/ui/components/ListTable';
import type { VoucherRedemption } from '@/shared/schemas/money';
import { closeRedemptions, loadRedemptions, selectRedemptions, SHOP_PAGE_SIZE } from '../slice';

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
    <Dialog
      open={list !== null}
      title={t('admin.vouchers.redemptionsTitle', { code: list?.voucher.code ?? '' })}
      footer={null}
      wide
      onCancel={() => dispatch(closeRedemptions())}
    >
      {list && (
        <ListTable<VoucherRedemption>
          list={list}
          columns={columns}
          emptyText={t('admin.vouchers.noRedemptions')}
          paging={{
            offset: list.offset,
            total: list.total,
            pageSize: SHOP_PAGE_SIZE,
            onOffset: (offset) => dispatch(loadRedemptions({ voucher: list.voucher, offset })),
          }}
          errorGap
          data-testid="redemption-table"
        />
      )}
    </Dialog>
  );
}
