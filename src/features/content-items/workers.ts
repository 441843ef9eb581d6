/**
 * The worker sagas products, videos and galleries share, made for each feature from its
 * calls and actions: loading a page of a list, saving an item with its files, deleting one
 * and buying one. Every failure becomes the server's text (`errorMessage`) in the
 * feature's `...Fail` action. Imported by the features' `sagas.ts` only, so these load
 * with them.
 */
import { call, put, select, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import type { ActionCreatorWithPayload, PayloadAction } from '@reduxjs/toolkit';
import { balanceChanged } from '@/features/account/slice';
import { errorMessage } from '@/lib/http';
import type { PurchaseResult } from '@/shared/schemas/assets';
import type { OwnItems, OwnItemsQuery, UploadEditor } from './state';
import { uploadChannel, type UploadEvent } from './upload';

type Fail = ActionCreatorWithPayload<string>;
type Loaded<T> = ActionCreatorWithPayload<T>;

/** An item's page is asked for by its id, in the reader's language. */
export interface ItemRef {
  id: string;
  locale?: string;
}

/** A worker that reads what `request` asks of `fetch` for its action and puts the answer with `loaded`, or the failure with `fail`. */
function loader<P, Query, T>(fetch: (query: Query) => Promise<T>, request: (payload: P) => Query, loaded: Loaded<T>, fail: Fail) {
  return function* load(action: PayloadAction<P>) {
    try {
      const answer: T = yield call(fetch, request(action.payload));
      yield put(loaded(answer));
    } catch (err) {
      yield put(fail(errorMessage(err)));
    }
  };
}

/** A page of one performer's items, as their page asks for it. */
type PerformerPage = { performerId: string; offset: number; locale?: string };
/** A page of the viewer's bought items. */
type PurchasedPage = { offset: number; locale?: string };
/** Reads a page of `limit` items. */
type Fetch<Query, T> = (query: Query & { limit: number }) => Promise<T>;

/**
 * Workers that load a page of the lists every kind of item has: the performer's own
 * (`own` rows a page), one performer's and the viewer's bought ones (`cards` a page, in
 * the reader's language), and the site's list (its query made by `apiQuery` of the
 * feature's `browse.ts` from the URL's filters).
 */
export function pageLoaders({ own, cards }: { own: number; cards: number }) {
  return {
    own: <T>(fetch: Fetch<OwnItemsQuery, T>, loaded: Loaded<T>, fail: Fail) =>
      // An empty search is no search.
      loader(fetch, ({ offset, status, q }: OwnItemsQuery) => ({ offset, limit: own, status, q: q || undefined }), loaded, fail),
    performer: <T>(fetch: Fetch<PerformerPage, T>, loaded: Loaded<T>, fail: Fail) =>
      loader(fetch, ({ performerId, offset, locale }: PerformerPage) => ({ performerId, offset, limit: cards, locale }), loaded, fail),
    purchased: <T>(fetch: Fetch<PurchasedPage, T>, loaded: Loaded<T>, fail: Fail) =>
      loader(fetch, ({ offset, locale }: PurchasedPage) => ({ offset, limit: cards, locale }), loaded, fail),
    browse: <Filters, Query, T>(
      fetch: (query: Query) => Promise<T>,
      apiQuery: (filters: Filters, locale?: string) => Query,
      loaded: Loaded<T>,
      fail: Fail,
    ) => loader(fetch, ({ filters, locale }: { filters: Filters; locale?: string }) => apiQuery(filters, locale), loaded, fail),
  };
}

/** A call that needs only the item's id, given the payload of an action on the item's page. */
export const byId =
  <T>(send: (id: string) => Promise<T>) =>
  ({ id }: ItemRef) =>
    send(id);

/** A worker that deletes the item whose id its action carries, then puts `deleted` with that id. */
export function deleter(remove: (id: string) => Promise<unknown>, deleted: ActionCreatorWithPayload<string>, fail: Fail) {
  return function* deleteItem(action: PayloadAction<string>) {
    try {
      yield call(remove, action.payload);
      yield put(deleted(action.payload));
    } catch (err) {
      yield put(fail(errorMessage(err)));
    }
  };
}

/** What saving an item with its files puts: how far it has gone, the item saved, the refusal, and the reload of the first page. */
export interface UploadOutcomes<T> {
  progress: ActionCreatorWithPayload<number>;
  saved: ActionCreatorWithPayload<T>;
  fail: Fail;
  loadOwn: ActionCreatorWithPayload<OwnItemsQuery>;
}

/** Sends the editor's form: a new item when `id` is null, else the changes of `id`. */
type SendForm<T> = (id: string | null, form: FormData, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<T>;

/** A worker that sends the editor's form with its files, putting how far it has gone, then the item saved. */
export function uploadSaver<T, S>(
  send: SendForm<T>,
  selectEditor: (state: S) => UploadEditor,
  selectOwn: (state: S) => OwnItems<T>,
  { progress, saved, fail, loadOwn }: UploadOutcomes<T>,
) {
  return function* saveItem(action: PayloadAction<{ form: FormData }>) {
    const editor: UploadEditor = yield select(selectEditor);
    const start = (onProgress: (fraction: number) => void, signal: AbortSignal) => send(editor.id, action.payload.form, onProgress, signal);
    const channel: EventChannel<UploadEvent<T>> = yield call(uploadChannel, start);
    try {
      while (true) {
        const event: UploadEvent<T> = yield take(channel);
        if ('progress' in event) yield put(progress(event.progress));
        else if ('saved' in event) {
          yield put(saved(event.saved));
          // A new item goes to the top of the first page: that page is read again.
          if (!editor.id) {
            const own: OwnItems<T> = yield select(selectOwn);
            yield put(loadOwn({ offset: 0, status: own.status, q: own.q }));
          }
          return;
        } else {
          yield put(fail(errorMessage(event.error)));
          return;
        }
      }
    } finally {
      channel.close();
    }
  };
}

/**
 * A worker that pays for the item, passes the new balance on, then reads the item again
 * with `reread` (what the buyer may now see). A failure of `reread` is the purchase's
 * failure, unless `reread` catches it.
 */
export function buyer<P>(
  pay: (payload: P) => Promise<PurchaseResult>,
  bought: ActionCreatorWithPayload<PurchaseResult>,
  fail: Fail,
  reread: (payload: P) => Generator,
) {
  return function* buyItem(action: PayloadAction<P>) {
    try {
      const purchase: PurchaseResult = yield call(pay, action.payload);
      yield put(balanceChanged(purchase.balance));
      yield put(bought(purchase));
      yield call(reread, action.payload);
    } catch (err) {
      yield put(fail(errorMessage(err)));
    }
  };
}
