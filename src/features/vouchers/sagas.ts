/** Side effects of redeeming vouchers: the look-up, and the redemption with the new balance. */
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiUseVoucher, apiVoucher } from './api';
import { checkVoucher, checkVoucherFail, redeemVoucher, redeemVoucherFail, voucherFound, voucherRedeemed } from './slice';
import { balanceChanged } from '@/features/account/slice';
import { errorMessage } from '@/lib/http';
import type { VoucherState, VoucherUseResult } from '@/shared/schemas/money';

export function* checkVoucherSaga(action: PayloadAction<string>) {
  try {
    const voucher: VoucherState = yield call(apiVoucher, action.payload.trim());
    yield put(voucherFound(voucher));
  } catch (err) {
    yield put(checkVoucherFail(errorMessage(err)));
  }
}

export function* redeemVoucherSaga(action: PayloadAction<string>) {
  const code = action.payload;
  try {
    const result: VoucherUseResult = yield call(apiUseVoucher, code);
    yield put(balanceChanged(result.balance));
    yield put(voucherRedeemed(result));
    // What is left, and that this account has used it, is the server's to say.
    const voucher: VoucherState = yield call(apiVoucher, code);
    yield put(voucherFound(voucher));
  } catch (err) {
    yield put(redeemVoucherFail(errorMessage(err)));
  }
}

export default function* voucherSagas() {
  yield takeLatest(checkVoucher.type, checkVoucherSaga);
  // One redemption at a time: a second click while one is on its way does nothing.
  yield takeLeading(redeemVoucher.type, redeemVoucherSaga);
}
