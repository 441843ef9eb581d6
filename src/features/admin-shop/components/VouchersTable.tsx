/** The vouchers: code, tokens per redemption, redemptions made of the number, expiry, status, and the actions (who used it, disable or enable). */
import { useTranslation } from 'next-i18next/pages';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import { Button } from '@/features/ui/components/Button';
import { Copyable } from '@/features/ui/components/Copyable';
import { Icon } from '@/features/ui/components/Icon';
import { Stack } from '@/features/ui/components/Stack';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import type { Voucher } from '@/shared/schemas/money';
import { loadRedemptions, selectShopSaving, selectShopVouchers, updateVoucher } from '../slice';
import { ShopListCard } from './ShopListCard';
import { StatusTag } from './StatusTag';
import type { ListColumn } from '@/features/ui/components/ListTable';
import styles from './VouchersTable.module.css';

export function VouchersTable() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectShopVouchers);
  const saving = useAppSelector(selectShopSaving);

  const columns: ListColumn<Voucher>[] = [
    {
      key: 'code',
      title: t('admin.vouchers.code'),
      dataIndex: 'code',
      render: (code: string) => (
        <span className={styles.code}>
          <Copyable text={code} />
        </span>
      ),
    },
    {
      key: 'tokens',
      title: t('admin.vouchers.tokensPerRedemption'),
      dataIndex: 'tokensPerRedemption',
      align: 'right',
      render: (value: number) => format.tokens(value),
    },
    {
      key: 'redeemed',
      title: t('admin.vouchers.redeemed'),
      align: 'right',
      render: (_: unknown, v) =>
        v.redemptions === null ? v.redeemed : t('admin.vouchers.redeemedOf', { redeemed: v.redeemed, redemptions: v.redemptions }),
    },
    {
      key: 'expires',
      title: t('admin.vouchers.expires'),
      dataIndex: 'expiresAt',
      render: (value: string | null) => (value ? formatDate(value) : '—'),
    },
    { key: 'created', title: t('admin.vouchers.created'), dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    { key: 'status', title: t('admin.shop.status'), render: (_: unknown, v) => <StatusTag status={v.status} /> },
    {
      key: 'actions',
      title: '',
      fixed: 'right',
      render: (_: unknown, v) => (
        <Stack gap={8} wrap>
          <Button
            size="small"
            icon={<Icon icon={TeamOutlined} />}
            onClick={() => dispatch(loadRedemptions({ voucher: v, offset: 0 }))}
            data-testid="voucher-redemptions"
          >
            {t('admin.vouchers.whoUsed')}
          </Button>
          <Button
            size="small"
            danger={v.status === 'active'}
            icon={v.status === 'active' ? <Icon icon={StopOutlined} /> : <Icon icon={CheckCircleOutlined} />}
            disabled={saving}
            onClick={() => dispatch(updateVoucher({ id: v._id, body: { status: v.status === 'active' ? 'inactive' : 'active' } }))}
            data-testid="voucher-toggle"
          >
            {t(v.status === 'active' ? 'admin.shop.disable' : 'admin.shop.enable')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <ShopListCard<Voucher>
      name="vouchers"
      list={list}
      title={t('admin.vouchers.listTitle')}
      columns={columns}
      emptyText={t('admin.vouchers.empty')}
      data-testid="voucher-table"
    />
  );
}
