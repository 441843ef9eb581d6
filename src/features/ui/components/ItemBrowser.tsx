/**
 * A site-wide page of what performers sell (videos, galleries): a search, an order and
 * pages, all in the URL (`src/lib/item-browse.ts`), the cards the feature draws, and the
 * count, "clear filters", an empty or failed list's message. The list is loaded (the
 * feature's `load` action) whenever the URL or the reader's language changes; the cards shown stay, dimmed,
 * until the next page is there.
 */
import { useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '@/store/hooks';
import type { LoadedPage } from '@/lib/lists';
import type { ItemBrowse, ItemBrowseFilters } from '@/lib/item-browse';
import { EmptyState } from './EmptyState';
import { ListError } from './ListError';
import { LinkPager } from './LinkPager';
import { ListSummary } from './ListSummary';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import { Loading } from './Loading';
import bar from './FilterBar.module.css';
import styles from './ItemBrowser.module.css';

export interface ItemBrowserTexts<S extends string> {
  searchPlaceholder: string;
  search: string;
  sortBy: string;
  sort: (sort: S) => string;
  total: (count: number) => string;
  clear: string;
  none: string;
  noneFound: string;
}

export interface ItemBrowserProps<T, S extends string> {
  /** The page's path, e.g. '/videos'. */
  path: string;
  browse: ItemBrowse<S>;
  /** The list in the store, with the key of the filters and language it holds. */
  list: LoadedPage<T> & { key: string | null };
  /** The feature's action that loads one list (a module's action creator: the same one each render). */
  load: (payload: { filters: ItemBrowseFilters<S>; locale?: string }) => UnknownAction;
  texts: ItemBrowserTexts<S>;
  cards: (items: T[]) => ReactNode;
  /** `${testId}-browser`, `-search`, `-sort`, `-total`, `-clear`. */
  testId: string;
}

export function ItemBrowser<T, S extends string>({ path, browse, list, load, texts, cards, testId }: ItemBrowserProps<T, S>) {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const locale = i18n.language;
  const filters = browse.parse(router.query);
  const { q, sortBy, page } = filters;
  const hrefOf = (next: ItemBrowseFilters<S>) => ({ pathname: path, query: browse.urlQuery(next) });

  useEffect(() => {
    if (router.isReady) dispatch(load({ filters: { q, sortBy, page }, locale }));
  }, [dispatch, load, router.isReady, q, sortBy, page, locale]);

  // Any change but paging starts again at page 1.
  const go = (change: Partial<ItemBrowseFilters<S>>) => void router.push(hrefOf({ ...filters, ...change, page: 1 }));
  const current = list.key === browse.key(filters, locale);
  const filtered = Object.keys(browse.urlQuery({ ...filters, page: 1 })).length > 0;

  return (
    <div data-testid={`${testId}-browser`}>
      <div className={bar.bar}>
        <SearchBox
          value={filters.q}
          placeholder={texts.searchPlaceholder}
          buttonLabel={texts.search}
          onSearch={(next) => go({ q: next })}
          className={bar.text}
          testId={`${testId}-search`}
        />
        <SortSelect
          label={texts.sortBy}
          value={filters.sortBy}
          options={browse.sorts.map((sort) => ({ value: sort, label: texts.sort(sort) }))}
          onChange={(next) => go({ sortBy: next })}
          className={bar.sort}
          testId={`${testId}-sort`}
        />
      </div>
      <ListSummary
        total={current && !list.requesting && list.total > 0 && texts.total(list.total)}
        clear={filtered ? { label: texts.clear, onClear: () => go(browse.defaults) } : undefined}
        testIds={{ total: `${testId}-total`, clear: `${testId}-clear` }}
      />
      <ListError error={list.error} gap />
      <Loading busy={list.requesting}>
        {current && list.data.length > 0
          ? cards(list.data)
          : current && !list.requesting && !list.error && <EmptyState text={filtered ? texts.noneFound : texts.none} />}
      </Loading>
      {current && (
        <LinkPager
          className={styles.pagination}
          page={filters.page}
          total={list.total}
          pageSize={browse.pageSize}
          hrefOf={(next) => hrefOf({ ...filters, page: next })}
        />
      )}
    </div>
  );
}
