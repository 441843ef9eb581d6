/**
 * The case reducers of the state of `state.ts`, written once for products, videos and
 * galleries. Each factory returns plain case reducers that a feature's slice puts under its
 * own action names (`loadOwnVideos: own.load`), so the action types, and what the pages
 * and tests see, stay the feature's own.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ListPage } from '@/shared/schemas/common';
import type { PurchaseResult } from '@/shared/schemas/assets';
import type { LoadedPage } from '@/lib/lists';
import {
  emptyPage,
  type BrowsedItems,
  type OwnItems,
  type OwnItemsQuery,
  type PerformerItems,
  type RequestState,
  type UploadEditor,
} from './state';

type WithOwn<T> = { own: OwnItems<T> };

/** The row of `item` in the performer's list takes its new state (when it is on the page shown). */
function replaceOwn<T extends { _id: string }>(state: WithOwn<T>, item: T) {
  const at = state.own.data.findIndex((row) => row._id === item._id);
  if (at >= 0) state.own.data[at] = item;
}

/** The performer's own list: loading a page, an item changed, deleting one. */
function ownItemReducers<T extends { _id: string }>() {
  return {
    load(state: WithOwn<T>, action: PayloadAction<OwnItemsQuery>) {
      state.own = { ...state.own, ...action.payload, requesting: true, error: null };
    },
    loaded(state: WithOwn<T>, action: PayloadAction<ListPage<T>>) {
      state.own = { ...state.own, ...action.payload, requesting: false };
    },
    fail(state: WithOwn<T>, action: PayloadAction<string>) {
      state.own.requesting = false;
      state.own.error = action.payload;
    },
    changed(state: WithOwn<T>, action: PayloadAction<T>) {
      replaceOwn(state, action.payload);
    },
    delete(state: WithOwn<T>, _action: PayloadAction<string>) {
      state.own.error = null;
    },
    deleted(state: WithOwn<T>, action: PayloadAction<string>) {
      state.own.data = state.own.data.filter((row) => row._id !== action.payload);
      state.own.total = Math.max(0, state.own.total - 1);
    },
    deleteFail(state: WithOwn<T>, action: PayloadAction<string>) {
      state.own.error = action.payload;
    },
  };
}

/** Closing an editor: not while it saves (what is sent would be lost from sight). */
export function closeEditor(state: { editor: { open: boolean; saving: boolean } }) {
  if (!state.editor.saving) state.editor.open = false;
}

type WithUploadEditor<T> = WithOwn<T> & { editor: UploadEditor };

/** The editor whose form goes with its files, telling how far it has gone. */
export function uploadEditorReducers<T extends { _id: string }>() {
  return {
    open(state: WithUploadEditor<T>, action: PayloadAction<string | null>) {
      state.editor = { ...state.editor, open: true, id: action.payload, error: null, progress: null };
    },
    close: closeEditor,
    save(state: WithUploadEditor<T>, _action: PayloadAction<{ form: FormData }>) {
      state.editor.saving = true;
      state.editor.progress = 0;
      state.editor.error = null;
    },
    progress(state: WithUploadEditor<T>, action: PayloadAction<number>) {
      state.editor.progress = action.payload;
    },
    saved(state: WithUploadEditor<T>, action: PayloadAction<T>) {
      state.editor = { ...state.editor, open: false, saving: false, progress: null, done: state.editor.done + 1 };
      replaceOwn(state, action.payload);
    },
    fail(state: WithUploadEditor<T>, action: PayloadAction<string>) {
      state.editor.saving = false;
      state.editor.progress = null;
      state.editor.error = action.payload;
    },
  };
}

/** A page of a list arrived, or its load failed: what every list of cards does alike. */
function pageOutcomes<K extends string, T>(key: K) {
  type S = Record<K, LoadedPage<T>>;
  return {
    loaded(state: S, action: PayloadAction<ListPage<T>>) {
      state[key] = { ...state[key], ...action.payload, requesting: false };
    },
    fail(state: S, action: PayloadAction<string>) {
      state[key].requesting = false;
      state[key].error = action.payload;
    },
  };
}

/** One performer's items for their page: another performer's start from an empty list. */
function performerItemReducers<T>() {
  return {
    load(state: { performer: PerformerItems<T> }, action: PayloadAction<{ performerId: string; offset: number; locale?: string }>) {
      const { performerId, offset } = action.payload;
      state.performer = { ...state.performer, ...(performerId === state.performer.performerId ? {} : emptyPage), performerId, offset };
      state.performer.requesting = true;
      state.performer.error = null;
    },
    ...pageOutcomes<'performer', T>('performer'),
  };
}

/** The site's list of the items, named by `key` (its filters and language) so a page knows what it holds. */
function browseReducers<T, Filters>(key: (filters: Filters, locale?: string) => string) {
  return {
    load(state: { browse: BrowsedItems<T> }, action: PayloadAction<{ filters: Filters; locale?: string }>) {
      state.browse = { ...state.browse, key: key(action.payload.filters, action.payload.locale), requesting: true, error: null };
    },
    ...pageOutcomes<'browse', T>('browse'),
  };
}

/** The viewer's bought items, a page at a time. */
function purchasedItemReducers<T>() {
  return {
    load(state: { purchased: LoadedPage<T> }, action: PayloadAction<{ offset: number; locale?: string }>) {
      state.purchased = { ...state.purchased, offset: action.payload.offset, requesting: true, error: null };
    },
    ...pageOutcomes<'purchased', T>('purchased'),
  };
}

/** Buying the item shown (`Buy`: which, and what else the purchase needs); `bought` only ends the request (the feature reads the item again). */
function buyingReducers<Buy extends { id: string; locale?: string }>() {
  type S = { buying: RequestState };
  return {
    buy(state: S, _action: PayloadAction<Buy>) {
      state.buying = { requesting: true, error: null };
    },
    bought(state: S, _action: PayloadAction<PurchaseResult>) {
      state.buying.requesting = false;
    },
    fail(state: S, action: PayloadAction<string>) {
      state.buying = { requesting: false, error: action.payload };
    },
  };
}

/**
 * The reducers of every list of `state.ts` for one kind of item: `Own` a row of the
 * performer's list, `Card` an item as viewers see it, `Filters` those of the site's list
 * (named by `browseKey`), `Buy` the payload of a purchase.
 */
export function itemListReducers<
  Own extends { _id: string },
  Card,
  Filters,
  Buy extends { id: string; locale?: string } = { id: string; locale?: string },
>(browseKey: (filters: Filters, locale?: string) => string) {
  return {
    own: ownItemReducers<Own>(),
    performer: performerItemReducers<Card>(),
    browse: browseReducers<Card, Filters>(browseKey),
    buying: buyingReducers<Buy>(),
    purchased: purchasedItemReducers<Card>(),
  };
}
