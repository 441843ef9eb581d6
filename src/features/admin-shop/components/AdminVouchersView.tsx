/** The administrators' vouchers page: a new voucher, the list, and who used the one opened. */
import { ShopPage } from './ShopPage';
import { VoucherCreateCard } from './VoucherCreateCard';
import { VouchersTable } from './VouchersTable';
import { RedemptionsModal } from './RedemptionsModal';

export function AdminVouchersView() {
  return (
    <ShopPage list="vouchers" data-testid="admin-vouchers">
      <VoucherCreateCard />
      <VouchersTable />
      <RedemptionsModal />
    </ShopPage>
  );
}
