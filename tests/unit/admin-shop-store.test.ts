/**
 * The administrators' shop in the store: a saved promo closes the editor and loads its
 * page again; a failed save keeps the editor open; a created voucher is shown and the
 * list starts again at its first page; a disabled voucher reloads the page it was on;
 * redemptions belong to the voucher opened.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import reducer, {
  createVoucher,
  initialAdminShopState,
  loadRedemptions,
  loadShopList,
  openShopEditor,
  redemptionsLoaded,
  savePromo,
  shopListLoaded,
  updateVoucher,
  type AdminShopState,
} from '@/features/admin-shop/slice';
import { createVoucherSaga, savePromoSaga, updateVoucherSaga } from '@/features/admin-shop/sagas';
import * as adminShopApi from '@/features/admin-shop/api';
import { toast } from '@/lib/toast';
import type { Voucher } from '@/shared/schemas/money';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/admin-shop/api');
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
const api = jest.mocked(adminShopApi);

const VOUCHER: Voucher = {
  _id: 'v1',
  code: 'GIFT-1',
  tokensPerRedemption: 50,
  redemptions: 2,
  redeemed: 0,
  expiresAt: null,
  status: 'active',
  createdAt: '2026-11-25T10:00:00.000Z',
};

const run = <P>(state: AdminShopState, saga: (action: PayloadAction<P>) => Generator, action: PayloadAction<P>) =>
  runWithReducer(reducer, 'adminShop', state, saga, action);

afterEach(() => jest.resetAllMocks());

describe('promos', () => {
  it('closes the editor after a save and loads the page it was on again', async () => {
    const state = reducer(
      reducer(initialAdminShopState, loadShopList({ list: 'promos', offset: 20 })),
      openShopEditor({ kind: 'promo', id: null }),
    );
    api.apiSavePromo.mockResolvedValue({} as never);
    const form = new FormData();
    const { state: after, dispatched } = await run(state, savePromoSaga, savePromo({ id: null, form }));
    expect(api.apiSavePromo).toHaveBeenCalledWith(null, form);
    expect(after).toMatchObject({ editor: null, saving: false });
    expect(dispatched).toContainEqual(loadShopList({ list: 'promos', offset: 20 }));
    expect(toast.success).toHaveBeenCalled();
  });

  it('keeps the editor open when the save fails', async () => {
    api.apiSavePromo.mockRejectedValue(new Error('The end date must be after the start date'));
    const { state } = await run(
      reducer(initialAdminShopState, openShopEditor({ kind: 'promo', id: 'p1' })),
      savePromoSaga,
      savePromo({ id: 'p1', form: new FormData() }),
    );
    expect(state).toMatchObject({ editor: { kind: 'promo', id: 'p1' }, saving: false });
    expect(toast.error).toHaveBeenCalledWith('The end date must be after the start date');
  });
});

describe('vouchers', () => {
  it('shows the created code and starts the list again at its first page', async () => {
    const state = reducer(initialAdminShopState, loadShopList({ list: 'vouchers', offset: 40 }));
    api.apiCreateVoucher.mockResolvedValue(VOUCHER);
    const body = { tokensPerRedemption: 50, redemptions: 2 };
    const { state: after, dispatched } = await run(state, createVoucherSaga, createVoucher(body));
    expect(api.apiCreateVoucher).toHaveBeenCalledWith(body);
    expect(after).toMatchObject({ createdVoucher: 'GIFT-1', saving: false });
    expect(dispatched).toContainEqual(loadShopList({ list: 'vouchers', offset: 0 }));
  });

  it('disables a voucher and loads the page it was on again', async () => {
    let state = reducer(initialAdminShopState, loadShopList({ list: 'vouchers', offset: 20 }));
    state = reducer(state, shopListLoaded({ list: 'vouchers', page: { data: [VOUCHER], total: 21 } }));
    api.apiUpdateVoucher.mockResolvedValue({ ...VOUCHER, status: 'inactive' });
    const { dispatched } = await run(state, updateVoucherSaga, updateVoucher({ id: 'v1', body: { status: 'inactive' } }));
    expect(api.apiUpdateVoucher).toHaveBeenCalledWith('v1', { status: 'inactive' });
    expect(dispatched).toContainEqual(loadShopList({ list: 'vouchers', offset: 20 }));
  });

  it('keeps the redemptions of the voucher opened, and starts empty for another one', () => {
    let state = reducer(initialAdminShopState, loadRedemptions({ voucher: VOUCHER, offset: 0 }));
    state = reducer(
      state,
      redemptionsLoaded({
        data: [
          {
            _id: 'r1',
            user: { _id: 'u1', name: 'Ann', username: null, email: 'ann@example.com' },
            tokens: 50,
            createdAt: VOUCHER.createdAt,
          },
        ],
        total: 1,
      }),
    );
    expect(state.redemptions).toMatchObject({ total: 1, requesting: false, voucher: { _id: 'v1' } });
    state = reducer(state, loadRedemptions({ voucher: { ...VOUCHER, _id: 'v2', code: 'OTHER' }, offset: 0 }));
    expect(state.redemptions).toMatchObject({ data: [], total: 0, requesting: true, voucher: { _id: 'v2' } });
  });
});
