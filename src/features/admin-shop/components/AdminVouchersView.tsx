/** The administrators' vouchers page: a new voucher, the list, and who used the one opened. */
import { useEffect } from 'react';
import { Flex } from 'antd';
import { useAppDispatch } from '@/store/hooks';
import { loadShopList } from '../slice';
import { VoucherCreateCard } from './VoucherCreateCard';
import { VouchersTable } from './VouchersTable';
import { RedemptionsModal } from './RedemptionsModal';

export function AdminVouchersView() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loadShopList({ list: 'vouchers', offset: 0 }));
  }, [dispatch]);
  return (
    <Flex vertical gap={16} data-testid="admin-vouchers">
      <VoucherCreateCard />
      <VouchersTable />
      <RedemptionsModal />
    </Flex>
  );
}
