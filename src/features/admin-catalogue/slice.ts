/**
 * The catalogue as administrators edit it: the performer categories, the menus and a
 * page of content pages, and the item open in the editor (a new one when its id is null)
 * with the fields the server refused.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedPage } from '@/lib/lists';
import type { AdminCategory, AdminCategoryBody, AdminMenu, AdminMenuBody, AdminPost, AdminPostBody } from '@/shared/schemas/catalogue';
import type { ListPage, ValidationItem } from '@/shared/schemas/common';
import type { Locale } from '@/shared/constants';

export const POSTS_PAGE_SIZE = 20;

export type CatalogueKind = 'categories' | 'menus' | 'posts';

export interface CatalogueItems {
  categories: AdminCategory;
  menus: AdminMenu;
  posts: AdminPost;
}

export interface CatalogueBodies {
  categories: AdminCategoryBody;
  menus: AdminMenuBody;
  posts: AdminPostBody;
}

/** Machine translation of the editor's texts: menus' titles, or a content page's title and body. */
export type CatalogueTranslationKind = 'menus' | 'posts';

/** What to translate: the default tab's texts by field, from `from` into the languages `to` (those left empty). */
export interface CatalogueTranslationRequest {
  kind: CatalogueTranslationKind;
  from: Locale;
  to: Locale[];
  texts: Record<string, string>;
}

/** The engine's answer, for the editor to fill into its tabs: texts by language and field, and the languages it cannot do. */
export interface CatalogueTranslationResult {
  translations: Partial<Record<Locale, Record<string, string>>>;
  unsupported: string[];
}

/** A save: the kind, the item's id (null for a new one) and its values. */
export type CatalogueSave = { [K in CatalogueKind]: { kind: K; id: string | null; body: CatalogueBodies[K] } }[CatalogueKind];

export interface AdminCatalogueState {
  categories: LoadedPage<AdminCategory>;
  menus: LoadedPage<AdminMenu>;
  posts: LoadedPage<AdminPost> & { q: string };
  /** The item in the editor: its kind and id, null for a new one. */
  editor: { kind: CatalogueKind; id: string | null } | null;
  saving: boolean;
  /** The fields the server refused in the last save. */
  fieldErrors: ValidationItem[];
  /** The id being deleted. */
  deleting: string | null;
  /** The editor's texts on their way through the translation engine, and its last answer (filled in once, then dropped). */
  translation: {
    requesting: boolean;
    error: string | null;
    result: CatalogueTranslationResult | null;
    /** What the last answer did once filled in: the languages filled, and those the engine cannot do. */
    outcome: { filled: Locale[]; unsupported: string[] } | null;
  };
}

const emptyList = { data: [], total: 0, offset: 0, requesting: false, error: null };

export const initialAdminCatalogueState: AdminCatalogueState = {
  categories: emptyList,
  menus: emptyList,
  posts: { ...emptyList, q: '' },
  editor: null,
  saving: false,
  fieldErrors: [],
  deleting: null,
  translation: { requesting: false, error: null, result: null, outcome: null },
};

const adminCatalogueSlice = createSlice({
  name: 'adminCatalogue',
  initialState: initialAdminCatalogueState,
  reducers: {
    /** payload: the kind to load; for pages optionally `offset` and `q`. */
    loadCatalogue(state, action: PayloadAction<{ kind: CatalogueKind; offset?: number; q?: string }>) {
      const { kind, offset, q } = action.payload;
      Object.assign(state[kind], { requesting: true, error: null }, offset === undefined ? {} : { offset });
      if (kind === 'posts' && q !== undefined) state.posts.q = q;
    },
    /** payload: the kind and its list (`{ data, total }`). */
    catalogueLoaded(state, action: PayloadAction<{ kind: CatalogueKind } & ListPage<CatalogueItems[CatalogueKind]>>) {
      const { kind, data, total } = action.payload;
      Object.assign(state[kind], { data, total, requesting: false });
    },
    /** payload: the kind and the message. */
    catalogueFailed(state, action: PayloadAction<{ kind: CatalogueKind; error: string }>) {
      Object.assign(state[action.payload.kind], { requesting: false, error: action.payload.error });
    },
    /** payload: the kind and the item's id, null for a new item. */
    openCatalogueEditor(state, action: PayloadAction<{ kind: CatalogueKind; id: string | null }>) {
      state.editor = action.payload;
      state.fieldErrors = [];
    },
    /** No payload. */
    closeCatalogueEditor(state) {
      state.editor = null;
      state.fieldErrors = [];
      state.translation = initialAdminCatalogueState.translation;
    },
    /** payload: what to translate (see CatalogueTranslationRequest); nothing is saved. */
    translateCatalogueTexts(state, _action: PayloadAction<CatalogueTranslationRequest>) {
      state.translation = { requesting: true, error: null, result: null, outcome: null };
    },
    /** payload: the engine's answer, for the editor to fill into its empty tabs. */
    catalogueTextsTranslated(state, action: PayloadAction<CatalogueTranslationResult>) {
      state.translation = { requesting: false, error: null, result: action.payload, outcome: null };
    },
    /** payload: the server's reason (no engine, a pair it cannot do). */
    translateCatalogueTextsFail(state, action: PayloadAction<string>) {
      state.translation = { requesting: false, error: action.payload, result: null, outcome: null };
    },
    /** payload: the languages the editor filled with the answer (those still empty). */
    catalogueTranslationFilled(state, action: PayloadAction<Locale[]>) {
      const unsupported = state.translation.result?.unsupported ?? [];
      state.translation.result = null;
      state.translation.outcome = { filled: action.payload, unsupported };
    },
    /** payload: what to save (see CatalogueSave). */
    saveCatalogueItem(state, _action: PayloadAction<CatalogueSave>) {
      state.saving = true;
      state.fieldErrors = [];
    },
    /** No payload; closes the editor (the saga loads the list again). */
    catalogueItemSaved(state) {
      state.saving = false;
      state.editor = null;
    },
    /** payload: the fields the server refused (empty when it named none); the editor stays open. */
    catalogueSaveFailed(state, action: PayloadAction<ValidationItem[]>) {
      state.saving = false;
      state.fieldErrors = action.payload;
    },
    /** payload: the kind and the id to delete. */
    deleteCatalogueItem(state, action: PayloadAction<{ kind: CatalogueKind; id: string }>) {
      state.deleting = action.payload.id;
    },
    /** No payload; the saga has shown the outcome. */
    catalogueDeleteDone(state) {
      state.deleting = null;
    },
  },
});

export const {
  loadCatalogue,
  catalogueLoaded,
  catalogueFailed,
  openCatalogueEditor,
  closeCatalogueEditor,
  saveCatalogueItem,
  catalogueItemSaved,
  catalogueSaveFailed,
  deleteCatalogueItem,
  catalogueDeleteDone,
  translateCatalogueTexts,
  catalogueTextsTranslated,
  translateCatalogueTextsFail,
  catalogueTranslationFilled,
} = adminCatalogueSlice.actions;
export default adminCatalogueSlice.reducer;

type WithAdminCatalogue = { adminCatalogue: AdminCatalogueState };
export const selectCatalogueCategories = (state: WithAdminCatalogue) => state.adminCatalogue.categories;
export const selectCatalogueMenus = (state: WithAdminCatalogue) => state.adminCatalogue.menus;
export const selectCataloguePosts = (state: WithAdminCatalogue) => state.adminCatalogue.posts;
export const selectCatalogueEditor = (state: WithAdminCatalogue) => state.adminCatalogue.editor;
export const selectCatalogueSaving = (state: WithAdminCatalogue) => state.adminCatalogue.saving;
export const selectCatalogueFieldErrors = (state: WithAdminCatalogue) => state.adminCatalogue.fieldErrors;
export const selectCatalogueDeleting = (state: WithAdminCatalogue) => state.adminCatalogue.deleting;
export const selectCatalogueTranslation = (state: WithAdminCatalogue) => state.adminCatalogue.translation;
