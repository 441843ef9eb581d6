/**
 * The administrators' shop: a page of site promos, the token packages, a page of
 * vouchers with the redemptions of the one opened, and the promo or package open in
 * its editor (id null: a new one).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { ListPage } from '@/shared/schemas/common';
import type { AdminSitePromo, AdminSitePromoList } from '@/shared/schemas/promos';
import type {
  AdminTokenPackage,
  PackageBody,
  Voucher,
  VoucherCreateBody,
  VoucherRedemptionList,
  VoucherRedemption,
  VoucherUpdateBody,
} from '@/shared/schemas/money';

export const SHOP_PAGE_SIZE = 20;

/** What the editor has open: a promo or a package, by id (null: a new one). */
export type ShopEditor = { kind: 'promo'; id: string | null } | { kind: 'package'; id: string | null };

export interface AdminShopState {
  promos: LoadedPage<AdminSitePromo>;
  packages: LoadedPage<AdminTokenPackage>;
  vouchers: LoadedPage<Voucher>;
  /** The voucher whose redemptions are open, and a page of them. */
  redemptions: (LoadedPage<VoucherRedemption> & { voucher: Voucher }) | null;
  editor: ShopEditor | null;
  /** True while a save or delete is under way. */
  saving: boolean;
  /** The code of the voucher created last, to show it. */
  createdVoucher: string | null;
}

const emptyPage = { data: [], total: 0, offset: 0, requesting: false, error: null };

export const initialAdminShopState: AdminShopState = {
  promos: emptyPage,
  packages: emptyPage,
  vouchers: emptyPage,
  redemptions: null,
  editor: null,
  saving: false,
  createdVoucher: null,
};

/** The shop's lists, one a page. */
export type ListName = 'promos' | 'packages' | 'vouchers';

const adminShopSlice = createSlice({
  name: 'adminShop',
  initialState: initialAdminShopState,
  reducers: {
    /** payload: `{ list, offset }`, the list to load and its page. */
    loadShopList(state, action: PayloadAction<{ list: ListName; offset: number }>) {
      Object.assign(state[action.payload.list], { offset: action.payload.offset, requesting: true, error: null });
    },
    /** payload: `{ list, page }`. */
    shopListLoaded(
      state,
      action: PayloadAction<
        | { list: 'promos'; page: AdminSitePromoList }
        | { list: 'packages'; page: ListPage<AdminTokenPackage> }
        | { list: 'vouchers'; page: ListPage<Voucher> }
      >,
    ) {
      Object.assign(state[action.payload.list], { ...action.payload.page, requesting: false });
    },
    /** payload: `{ list, message }`. */
    shopListFailed(state, action: PayloadAction<{ list: ListName; message: string }>) {
      Object.assign(state[action.payload.list], { requesting: false, error: action.payload.message });
    },
    /** payload: the promo or package to edit, id null for a new one. */
    openShopEditor(state, action: PayloadAction<ShopEditor>) {
      state.editor = action.payload;
    },
    /** No payload. */
    closeShopEditor(state) {
      state.editor = null;
    },
    /** payload: `{ id, form }`; the multipart form of `PromoFields` and the picture `image`. id null creates. */
    savePromo(state, _action: PayloadAction<{ id: string | null; form: FormData }>) {
      state.saving = true;
    },
    /** payload: `{ id, body }`; id null creates. */
    savePackage(state, _action: PayloadAction<{ id: string | null; body: PackageBody }>) {
      state.saving = true;
    },
    /** payload: `{ kind, id }`, the promo or package to delete. */
    deleteShopItem(state, _action: PayloadAction<{ kind: 'promo' | 'package'; id: string }>) {
      state.saving = true;
    },
    /** payload: the voucher to create. */
    createVoucher(state, _action: PayloadAction<VoucherCreateBody>) {
      state.saving = true;
      state.createdVoucher = null;
    },
    /** payload: `{ id, body }`: disable, enable or change the expiry. */
    updateVoucher(state, _action: PayloadAction<{ id: string; body: VoucherUpdateBody }>) {
      state.saving = true;
    },
    /** payload: the code of the voucher created, or null after another save; closes the editor. */
    shopSaved(state, action: PayloadAction<string | null>) {
      state.saving = false;
      state.editor = null;
      if (action.payload) state.createdVoucher = action.payload;
    },
    /** No payload; the saga has shown why. */
    shopSaveFailed(state) {
      state.saving = false;
    },
    /** payload: `{ voucher, offset }`, the voucher whose redemptions to show and the page. */
    loadRedemptions(state, action: PayloadAction<{ voucher: Voucher; offset: number }>) {
      const { voucher, offset } = action.payload;
      state.redemptions = {
        ...(state.redemptions?.voucher._id === voucher._id ? state.redemptions : emptyPage),
        voucher,
        offset,
        requesting: true,
        error: null,
      };
    },
    /** payload: the page. */
    redemptionsLoaded(state, action: PayloadAction<VoucherRedemptionList>) {
      if (state.redemptions) Object.assign(state.redemptions, { ...action.payload, requesting: false });
    },
    /** payload: the message. */
    redemptionsFailed(state, action: PayloadAction<string>) {
      if (state.redemptions) Object.assign(state.redemptions, { requesting: false, error: action.payload });
    },
    /** No payload. */
    closeRedemptions(state) {
      state.redemptions = null;
    },
  },
});

export const {
  loadShopList,
  shopListLoaded,
  shopListFailed,
  openShopEditor,
  closeShopEditor,
  savePromo,
  savePackage,
  deleteShopItem,
  createVoucher,
  updateVoucher,
  shopSaved,
  shopSaveFailed,
  loadRedemptions,
  redemptionsLoaded,
  redemptionsFailed,
  closeRedemptions,
} = adminShopSlice.actions;
export default adminShopSlice.reducer;

type WithAdminShop = { adminShop: AdminShopState };
export const selectShopPromos = (state: WithAdminShop) => state.adminShop.promos;
export const selectShopPackages = (state: WithAdminShop) => state.adminShop.packages;
export const selectShopVouchers = (state: WithAdminShop) => state.adminShop.vouchers;
export const selectShopEditor = (state: WithAdminShop) => state.adminShop.editor;
export const selectShopSaving = (state: WithAdminShop) => state.adminShop.saving;
export const selectCreatedVoucher = (state: WithAdminShop) => state.adminShop.createdVoucher;
export const selectRedemptions = (state: WithAdminShop) => state.adminShop.redemptions;
