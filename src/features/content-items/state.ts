/**
 * The state every kind of item a performer sells (products, videos, galleries) keeps the
 * same way: the performer's own list, a performer's items on their page, the site's list
 * of them, buying one and the viewer's bought ones. Each feature's slice holds these under
 * the same keys, beside what is its own (its item's page, a product's download, a
 * gallery's photos), so the reducers of `reducers.ts` and the workers of `workers.ts` serve
 * all three.
 */
import type { LoadedPage } from '@/lib/lists';
import type { AssetStatus } from '@/shared/schemas/assets';

/** Items as viewers see them (a performer's, the bought ones, the site's lists) come twelve to a page, whatever their kind. */
export const ITEM_CARDS_PAGE_SIZE = 12;

/** Which page of the performer's own list, and its filters. */
export interface OwnItemsQuery {
  offset: number;
  status?: AssetStatus;
  q?: string;
}

/** The performer's own list: a page of it, with the filters it was read with. */
export interface OwnItems<T> extends LoadedPage<T> {
  status?: AssetStatus;
  q?: string;
}

/** A call that only runs or fails: buying, a download. */
export interface RequestState {
  requesting: boolean;
  error: string | null;
}

/** One performer's items, for their page. */
export type PerformerItems<T> = LoadedPage<T> & { performerId: string | null };

/** The site's list: which filters, in which language, it holds (null before the first load). */
export type BrowsedItems<T> = LoadedPage<T> & { key: string | null };

/** The editor of an item sent with its files: closed, a new item, or the item of `id`; while saving, how much of the form has gone. */
export interface UploadEditor {
  open: boolean;
  id: string | null;
  saving: boolean;
  /** 0 to 1 while the form is sent; null otherwise. */
  progress: number | null;
  error: string | null;
  /** Successful saves, so the editor can close after each. */
  done: number;
}

/** The part of a feature's state that is kept alike: `Own` is a row of the performer's list, `Card` an item as viewers see it. */
export interface ItemListsState<Own, Card> {
  own: OwnItems<Own>;
  performer: PerformerItems<Card>;
  browse: BrowsedItems<Card>;
  buying: RequestState;
  purchased: LoadedPage<Card>;
}

/** The lists, and an editor that sends its item with files (products, videos). */
export type UploadItemsState<Own, Card> = ItemListsState<Own, Card> & { editor: UploadEditor };

/** A list before its first load. */
export const emptyPage = { data: [], total: 0, offset: 0, requesting: false, error: null };

/** Nothing asked yet. */
export const idleRequest: RequestState = { requesting: false, error: null };

/** The upload editor, closed. */
export const closedUploadEditor: UploadEditor = { open: false, id: null, saving: false, progress: null, error: null, done: 0 };

/** The lists before anything was loaded. */
export const initialItemLists = {
  own: emptyPage,
  performer: { ...emptyPage, performerId: null },
  browse: { ...emptyPage, key: null },
  buying: idleRequest,
  purchased: emptyPage,
};

/** The lists before anything was loaded, and the upload editor closed. */
export const initialUploadItems = { ...initialItemLists, editor: closedUploadEditor };
