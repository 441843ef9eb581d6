/**
 * A site-wide list of what performers sell (videos, galleries, products) as it lives in the URL
 * (`?q=&sort=&page=`): a list that can be shared, and that the browser's back button
 * brings back. `itemBrowse` makes the readers and writers of one such list from its
 * orders (the first is the default) and its page size; defaults are left out of the URL.
 */
import type { ParsedUrlQuery } from 'node:querystring';
import { offsetOf } from './pager';
import { queryChoice, queryPage, queryText } from './url-query';

export interface ItemBrowseFilters<S extends string> {
  q: string;
  sortBy: S;
  page: number;
}

/** The list's call: one page of the filters across every performer, in the reader's language. */
export interface ItemBrowseQuery<S extends string> {
  limit: number;
  offset: number;
  sortBy: S;
  q?: string;
  locale?: string;
}

export function itemBrowse<S extends string>(sorts: readonly [S, ...S[]], pageSize: number) {
  const defaults: ItemBrowseFilters<S> = { q: '', sortBy: sorts[0], page: 1 };
  return {
    pageSize,
    sorts,
    defaults,
    /** The filters of a page's query; anything unknown or malformed falls back to the default. */
    parse: (query: ParsedUrlQuery): ItemBrowseFilters<S> => ({
      q: queryText(query.q, 100),
      sortBy: queryChoice(query.sort, sorts) ?? defaults.sortBy,
      page: queryPage(query.page),
    }),
    /** The URL query for `filters`, defaults left out. */
    urlQuery(filters: ItemBrowseFilters<S>): Record<string, string> {
      const query: Record<string, string> = {};
      if (filters.q) query.q = filters.q;
      if (filters.sortBy !== defaults.sortBy) query.sort = filters.sortBy;
      if (filters.page > 1) query.page = String(filters.page);
      return query;
    },
    apiQuery: (filters: ItemBrowseFilters<S>, locale?: string): ItemBrowseQuery<S> => ({
      limit: pageSize,
      offset: offsetOf(filters.page, pageSize),
      sortBy: filters.sortBy,
      ...(filters.q ? { q: filters.q } : {}),
      ...(locale ? { locale } : {}),
    }),
    /** Names one list: its filters and language (the store keeps which one it holds). */
    key: (filters: ItemBrowseFilters<S>, locale?: string) => JSON.stringify([filters, locale ?? null]),
  };
}

export type ItemBrowse<S extends string> = ReturnType<typeof itemBrowse<S>>;
