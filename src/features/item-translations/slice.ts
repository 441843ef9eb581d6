/**
 * A performer's translations of an item they sell (a video, a gallery, a product): the
 * dialog of one item's title and description per site language, and saving one
 * language's. What was saved is kept here by item (the lists keep the item as they read
 * it), so the dialog opened again shows it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PerformerGallery, PerformerVideo, TranslationBody } from '@/shared/schemas/assets';
import type { PerformerProduct } from '@/shared/schemas/products';
import type { ItemKind } from '@/shared/constants';

/** The kinds of item, as their calls name them (`/user/performer-assets/{kind}/{id}/translations`). */
export type TranslatedKind = ItemKind;

export type TranslatedItem = PerformerVideo | PerformerGallery | PerformerProduct;

/** An item's translations: per language, its title and description there. */
export type ItemTexts = TranslatedItem['translations'];

export interface ItemTranslationsState {
  /** The item whose translations are open, or null. */
  target: { kind: TranslatedKind; id: string } | null;
  saving: boolean;
  error: string | null;
  /** The translations saved since the page opened, by item id. */
  saved: Record<string, ItemTexts>;
}

export const initialItemTranslationsState: ItemTranslationsState = { target: null, saving: false, error: null, saved: {} };

const itemTranslationsSlice = createSlice({
  name: 'itemTranslations',
  initialState: initialItemTranslationsState,
  reducers: {
    /** payload: the item whose translations to show. */
    openItemTranslations(state, action: PayloadAction<{ kind: TranslatedKind; id: string }>) {
      state.target = action.payload;
      state.error = null;
    },
    closeItemTranslations(state) {
      if (!state.saving) state.target = null;
    },
    /** payload: one language's title and description (empty texts take that language's away). */
    translateItem(state, _action: PayloadAction<TranslationBody>) {
      state.saving = true;
      state.error = null;
    },
    /** payload: the item as saved, with all its translations; the dialog stays open for the next language. */
    itemTranslated(state, action: PayloadAction<TranslatedItem>) {
      state.saving = false;
      state.saved[action.payload._id] = action.payload.translations;
    },
    translateItemFail(state, action: PayloadAction<string>) {
      state.saving = false;
      state.error = action.payload;
    },
  },
});

export const { openItemTranslations, closeItemTranslations, translateItem, itemTranslated, translateItemFail } =
  itemTranslationsSlice.actions;
export default itemTranslationsSlice.reducer;

type State = { itemTranslations: ItemTranslationsState };
export const selectItemTranslations = (state: State) => state.itemTranslations;
