/**
 * Content moderation: the administration's list of one kind of what performers sell
 * (videos, galleries or products), found by a text and filtered by whether it is taken
 * down, and its decisions: an item taken down with a reason, or restored.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { ItemKind, ModeratedItem, ModeratedItemList } from '@/shared/schemas/moderation';

export const MODERATED_PAGE_SIZE = 20;

/** What the list shows: one kind, a text, and all items, only taken-down ones, or only the others. */
export interface ModerationFilters {
  kind: ItemKind;
  q?: string;
  takenDown?: boolean;
}

export interface ContentModerationState {
  list: LoadedPage<ModeratedItem> & ModerationFilters;
  decide: { id: string | null; requesting: boolean; error: string | null };
}

export const initialContentModerationState: ContentModerationState = {
  list: { data: [], total: 0, offset: 0, requesting: false, error: null, kind: 'videos' },
  decide: { id: null, requesting: false, error: null },
};

const contentModerationSlice = createSlice({
  name: 'contentModeration',
  initialState: initialContentModerationState,
  reducers: {
    /** payload: the page and the filters. */
    loadModeratedItems(state, action: PayloadAction<{ offset: number } & ModerationFilters>) {
      const { offset, kind, q, takenDown } = action.payload;
      state.list = { ...state.list, ...(kind === state.list.kind ? {} : { data: [], total: 0 }), offset, kind, q, takenDown };
      state.list.requesting = true;
      state.list.error = null;
    },
    moderatedItemsLoaded(state, action: PayloadAction<ModeratedItemList>) {
      state.list = { ...state.list, ...action.payload, requesting: false };
    },
    moderatedItemsFail(state, action: PayloadAction<string>) {
      state.list.requesting = false;
      state.list.error = action.payload;
    },
    /** payload: the item, and the reason told to its performer; null `reason` restores it. */
    decideItem(state, action: PayloadAction<{ kind: ItemKind; id: string; reason: string | null }>) {
      state.decide = { id: action.payload.id, requesting: true, error: null };
    },
    itemDecided(state, action: PayloadAction<ModeratedItem>) {
      state.decide = { id: null, requesting: false, error: null };
      const at = state.list.data.findIndex((item) => item._id === action.payload._id);
      if (at < 0) return;
      // A list of one side (taken down or not) loses an item that moved to the other.
      if (state.list.takenDown !== undefined && state.list.takenDown !== Boolean(action.payload.takenDown)) {
        state.list.data.splice(at, 1);
        state.list.total = Math.max(0, state.list.total - 1);
      } else state.list.data[at] = action.payload;
    },
    decideItemFail(state, action: PayloadAction<string>) {
      state.decide.requesting = false;
      state.decide.error = action.payload;
    },
  },
});

export const { loadModeratedItems, moderatedItemsLoaded, moderatedItemsFail, decideItem, itemDecided, decideItemFail } =
  contentModerationSlice.actions;
export default contentModerationSlice.reducer;

type State = { contentModeration: ContentModerationState };
export const selectModeratedItems = (state: State) => state.contentModeration.list;
export const selectModerationDecide = (state: State) => state.contentModeration.decide;
