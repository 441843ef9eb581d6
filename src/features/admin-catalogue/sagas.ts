/**
 * Side effects of the catalogue pages: loading a list, saving the editor's item (a new
 * one or a change), deleting; after a change the list is loaded again, since the order
 * may have changed. A refusal that names fields keeps the editor open with them.
 */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  apiCategories,
  apiCreateCategory,
  apiCreateMenu,
  apiCreatePost,
  apiDeleteCategory,
  apiDeleteMenu,
  apiDeletePost,
  apiMenus,
  apiPosts,
  apiUpdateCategory,
  apiUpdateMenu,
  apiUpdatePost,
  apiTranslateContent,
  apiTranslateMenus,
} from './api';
import {
  catalogueDeleteDone,
  catalogueFailed,
  catalogueItemSaved,
  catalogueLoaded,
  catalogueSaveFailed,
  deleteCatalogueItem,
  loadCatalogue,
  POSTS_PAGE_SIZE,
  catalogueTextsTranslated,
  translateCatalogueTexts,
  translateCatalogueTextsFail,
  type CatalogueTranslationRequest,
  type CatalogueTranslationResult,
  saveCatalogueItem,
  selectCataloguePosts,
  type CatalogueItems,
  type CatalogueKind,
  type CatalogueSave,
} from './slice';
import { ApiError, errorMessage } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { ListPage, ValidationItem } from '@/shared/schemas/common';

const SAVED = 'Saved';
const DELETED = 'Deleted';

/** The fields a refusal names (a validation list, or the 409 of a taken slug). */
const refusedFields = (err: unknown): ValidationItem[] => {
  const message =
    err instanceof ApiError && err.body && typeof err.body === 'object' ? (err.body as { message?: unknown }).message : undefined;
  return Array.isArray(message) ? (message as ValidationItem[]) : [];
};

function fetchList(kind: CatalogueKind, offset: number, q: string) {
  if (kind === 'categories') return apiCategories();
  if (kind === 'menus') return apiMenus();
  return apiPosts({ offset, limit: POSTS_PAGE_SIZE, q: q || undefined });
}

export function* loadCatalogueSaga(action: PayloadAction<{ kind: CatalogueKind; offset?: number; q?: string }>) {
  const { kind } = action.payload;
  try {
    const posts: ReturnType<typeof selectCataloguePosts> = yield select(selectCataloguePosts);
    const list: ListPage<CatalogueItems[CatalogueKind]> = yield call(
      fetchList,
      kind,
      action.payload.offset ?? posts.offset,
      action.payload.q ?? posts.q,
    );
    yield put(catalogueLoaded({ kind, data: list.data, total: list.total }));
  } catch (err) {
    yield put(catalogueFailed({ kind, error: errorMessage(err) }));
  }
}

function send(save: CatalogueSave) {
  switch (save.kind) {
    case 'categories':
      return save.id ? apiUpdateCategory(save.id, save.body) : apiCreateCategory(save.body);
    case 'menus':
      return save.id ? apiUpdateMenu(save.id, save.body) : apiCreateMenu(save.body);
    default:
      return save.id ? apiUpdatePost(save.id, save.body) : apiCreatePost(save.body);
  }
}

export function* saveCatalogueItemSaga(action: PayloadAction<CatalogueSave>) {
  try {
    yield call(send, action.payload);
    yield put(catalogueItemSaved());
    yield call(toast.success, SAVED);
    yield put(loadCatalogue({ kind: action.payload.kind }));
  } catch (err) {
    yield put(catalogueSaveFailed(refusedFields(err)));
    yield call(toast.error, errorMessage(err));
  }
}

const remove = { categories: apiDeleteCategory, menus: apiDeleteMenu, posts: apiDeletePost };

export function* deleteCatalogueItemSaga(action: PayloadAction<{ kind: CatalogueKind; id: string }>) {
  try {
    yield call(remove[action.payload.kind], action.payload.id);
    yield call(toast.success, DELETED);
    yield put(loadCatalogue({ kind: action.payload.kind }));
  } catch (err) {
    yield call(toast.error, errorMessage(err));
  }
  yield put(catalogueDeleteDone());
}

/** The editor's texts through the translation engine: a menu's title, or a content page's title and body. */
export function* translateCatalogueTextsSaga(action: PayloadAction<CatalogueTranslationRequest>) {
  const { kind, from, to, texts } = action.payload;
  try {
    const result: CatalogueTranslationResult =
      kind === 'menus'
        ? yield call(apiTranslateMenus, { from, to, texts })
        : yield call(apiTranslateContent, { from, to, title: texts.title ?? '', content: texts.content ?? '' });
    yield put(catalogueTextsTranslated({ translations: result.translations, unsupported: result.unsupported }));
  } catch (err) {
    yield put(translateCatalogueTextsFail(errorMessage(err)));
  }
}

export default function* adminCatalogueSagas() {
  yield takeLatest(translateCatalogueTexts.type, translateCatalogueTextsSaga);
  yield takeEvery(loadCatalogue.type, loadCatalogueSaga);
  yield takeLatest(saveCatalogueItem.type, saveCatalogueItemSaga);
  yield takeEvery(deleteCatalogueItem.type, deleteCatalogueItemSaga);
}
