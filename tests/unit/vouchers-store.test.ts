/**
 * Redeeming a voucher through the store (src/features/vouchers): the look-up shows
 * the voucher or why not; a redemption passes the new balance on, confirms it and
 * shows the voucher as the server now has it; a refused redemption keeps the voucher.
 */
import reducer, {
  checkVoucher,
  checkVoucherFail,
  initialVouchersState,
  redeemVoucher,
  redeemVoucherFail,
  voucherFound,
  voucherRedeemed,
  vouchersClosed,
} from '@/features/vouchers/slice';
import { checkVoucherSaga, redeemVoucherSaga } from '@/features/vouchers/sagas';
import * as vouchersApi from '@/features/vouchers/api';
import { balanceChanged } from '@/features/account/slice';
import { ApiError } from '@/lib/http';
import type { VoucherState } from '@/shared/schemas/money';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/vouchers/api');

const api = { voucher: jest.mocked(vouchersApi.apiVoucher), use: jest.mocked(vouchersApi.apiUseVoucher) };

const voucher = (extra: Partial<VoucherState> = {}): VoucherState => ({
  code: 'WELCOME',
  tokensPerRedemption: 50,
  expiresAt: null,
  redemptionsLeft: 3,
  usable: true,
  usedByYou: false,
  refusal: null,
  ...extra,
});
const refused = (message: string) => new ApiError(400, { statusCode: 400, error: 'Bad Request', message });

beforeEach(() => jest.clearAllMocks());

it('looks a code up as typed, without the spaces around it', async () => {
  api.voucher.mockResolvedValue(voucher());
  const { state, dispatched } = await runWithReducer(
    reducer,
    'vouchers',
    initialVouchersState,
    checkVoucherSaga,
    checkVoucher('  WELCOME '),
  );
  expect(api.voucher).toHaveBeenCalledWith('WELCOME');
  expect(dispatched).toEqual([voucherFound(voucher())]);
  expect(state).toEqual({ voucher: voucher(), requesting: null, error: null, redeemed: null });
});

it('says why a code does not work and shows no voucher', async () => {
  const shown = reducer(initialVouchersState, voucherFound(voucher()));
  api.voucher.mockRejectedValue(refused('This voucher code does not exist'));
  const { state, dispatched } = await runWithReducer(reducer, 'vouchers', shown, checkVoucherSaga, checkVoucher('NOPE'));
  expect(dispatched).toEqual([checkVoucherFail('This voucher code does not exist')]);
  expect(state).toEqual({ voucher: null, requesting: null, error: 'This voucher code does not exist', redeemed: null });
});

it('redeems once, passes the new balance on and shows the voucher as it is now', async () => {
  const shown = reducer(initialVouchersState, voucherFound(voucher()));
  const used = { amountUsed: 50, redemptionsLeft: 2, balance: 1050 };
  const after = voucher({ redemptionsLeft: 2, usable: false, usedByYou: true, refusal: 'You have already used this voucher' });
  api.use.mockResolvedValue(used);
  api.voucher.mockResolvedValue(after);
  const { state, dispatched } = await runWithReducer(reducer, 'vouchers', shown, redeemVoucherSaga, redeemVoucher('WELCOME'));
  expect(api.use).toHaveBeenCalledWith('WELCOME');
  expect(dispatched).toEqual([balanceChanged(1050), voucherRedeemed(used), voucherFound(after)]);
  expect(state).toEqual({ voucher: after, requesting: null, error: null, redeemed: { amountUsed: 50 } });
});

it('keeps the voucher shown when a redemption is refused', async () => {
  const shown = reducer(initialVouchersState, voucherFound(voucher()));
  api.use.mockRejectedValue(refused('This voucher has been used up'));
  const { state, dispatched } = await runWithReducer(reducer, 'vouchers', shown, redeemVoucherSaga, redeemVoucher('WELCOME'));
  expect(dispatched).toEqual([redeemVoucherFail('This voucher has been used up')]);
  expect(state).toMatchObject({ voucher: voucher(), requesting: null, error: 'This voucher has been used up' });
});

it('starts afresh when the page is left', () => {
  const shown = reducer(reducer(initialVouchersState, voucherFound(voucher())), redeemVoucherFail('x'));
  expect(reducer(shown, vouchersClosed())).toEqual(initialVouchersState);
});
