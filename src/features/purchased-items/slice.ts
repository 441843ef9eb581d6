/** The buyer's list of purchases: every video and gallery they own, or one kind, a page at a time. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { ItemType, PurchasedItem, PurchasedItemList } from '@/shared/schemas/assets';

export const PURCHASED_ITEMS_PAGE_SIZE = 20;

export interface PurchasedItemsState {
  list: LoadedPage<PurchasedItem> & { type?: ItemType };
}

export const initialPurchasedItemsState: PurchasedItemsState = {
  list: { data: [], total: 0, offset: 0, requesting: false, error: null },
};

const purchasedItemsSlice = createSlice({
  name: 'purchasedItems',
  initialState: initialPurchasedItemsState,
  reducers: {
    /** payload: the page (offset), the kind (none: every kind) and the reader's language. */
    loadPurchasedItems(state, action: PayloadAction<{ offset: number; type?: ItemType; locale?: string }>) {
      state.list = { ...state.list, offset: action.payload.offset, type: action.payload.type, requesting: true, error: null };
    },
    purchasedItemsLoaded(state, action: PayloadAction<PurchasedItemList>) {
      state.list = { ...state.list, ...action.payload, requesting: false };
    },
    purchasedItemsFail(state, action: PayloadAction<string>) {
      state.list.requesting = false;
      state.list.error = action.payload;
    },
  },
});

export const { loadPurchasedItems, purchasedItemsLoaded, purchasedItemsFail } = purchasedItemsSlice.actions;
export default purchasedItemsSlice.reducer;

export const selectPurchasedItems = (state: { purchasedItems: PurchasedItemsState }) => state.purchasedItems.list;
