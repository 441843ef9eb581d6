/**
 * A viewer redeeming a voucher code: looking it up (what one redemption gives,
 * whether this account can still redeem it), then redeeming it once. After a
 * redemption the voucher is read again: what is left is the server's to say.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { VoucherState, VoucherUseResult } from '@/shared/schemas/money';

export interface VouchersState {
  voucher: VoucherState | null;
  /** The call on its way: looking a code up, or redeeming the voucher shown. */
  requesting: 'check' | 'redeem' | null;
  error: string | null;
  /** The last redemption, for its confirmation. */
  redeemed: { amountUsed: number } | null;
}

export const initialVouchersState: VouchersState = { voucher: null, requesting: null, error: null, redeemed: null };

const vouchersSlice = createSlice({
  name: 'vouchers',
  initialState: initialVouchersState,
  reducers: {
    /** payload: the code as typed. */
    checkVoucher(state, _action: PayloadAction<string>) {
      state.requesting = 'check';
      state.error = null;
      state.redeemed = null;
    },
    voucherFound(state, action: PayloadAction<VoucherState>) {
      state.voucher = action.payload;
      state.requesting = null;
    },
    /** payload: the message; no voucher is shown. */
    checkVoucherFail(state, action: PayloadAction<string>) {
      state.voucher = null;
      state.requesting = null;
      state.error = action.payload;
    },
    /** payload: the code of the voucher shown. */
    redeemVoucher(state, _action: PayloadAction<string>) {
      state.requesting = 'redeem';
      state.error = null;
    },
    /** The redemption went through; the voucher is being read again. */
    voucherRedeemed(state, action: PayloadAction<VoucherUseResult>) {
      state.redeemed = { amountUsed: action.payload.amountUsed };
    },
    /** payload: the message; the voucher stays shown. */
    redeemVoucherFail(state, action: PayloadAction<string>) {
      state.requesting = null;
      state.error = action.payload;
    },
    /** The page was left: the next visit starts with an empty field. */
    vouchersClosed() {
      return initialVouchersState;
    },
  },
});

export const { checkVoucher, voucherFound, checkVoucherFail, redeemVoucher, voucherRedeemed, redeemVoucherFail, vouchersClosed } =
  vouchersSlice.actions;
export default vouchersSlice.reducer;

export const selectVouchers = (state: { vouchers: VouchersState }) => state.vouchers;
