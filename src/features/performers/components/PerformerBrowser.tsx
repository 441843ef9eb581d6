/**
 * The performer browser of the home and category pages: category chips, the filters
 * bar, the grid and paging. Filters live in the URL, so every list is shareable and
 * server-rendered; the rendered page is handed to the store, where live status
 * changes and favourite toggles keep it current.
 */
import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { ListPage } from '@/shared/schemas/common';
import type { PerformerCard } from '@/shared/schemas/performers';
import { selectLoggedIn, selectRestoringSession } from '@/features/auth/slice';
import { performerEvents, performerListLoaded, reloadPerformerList, selectCategories, selectPerformerList } from '../slice';
import {
  BROWSE_PAGE_SIZE,
  DEFAULT_BROWSE_FILTERS,
  browseUrlQuery,
  popularTags,
  toSearchFilters,
  type BrowseFilters as Filters,
} from '../browse';
import { BrowseFilters } from './BrowseFilters';
import { PerformerGrid } from './PerformerGrid';
import { LinkPager } from '@/features/ui/components/LinkPager';
import { ListSummary } from '@/features/ui/components/ListSummary';
import styles from './PerformerBrowser.module.css';

export interface PerformerBrowserProps {
  /** `browseListKey` of the filters the server rendered. */
  listKey: string;
  performers: ListPage<PerformerCard>;
  filters: Filters;
  /** The category page's slug; null on the home page. */
  categorySlug: string | null;
}

/** Where a list with `filters` lives: a category page, or the home page when `slug` is null. */
const browseHref = (slug: string | null, filters: Filters) => {
  const query = browseUrlQuery(filters);
  return slug ? { pathname: '/category/[slug]', query: { ...query, slug } } : { pathname: '/', query };
};

/**
 * The server-rendered list until the store holds it, then the store's (live) copy. A page
 * shared with signed-in viewers has no favourites marked: the list is read again once the
 * viewer's account is there.
 */
function useLiveList(listKey: string, rendered: PerformerBrowserProps['performers'], filters: Filters, categorySlug: string | null) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectPerformerList);
  const loggedIn = useAppSelector(selectLoggedIn);
  const restoring = useAppSelector(selectRestoringSession);
  // Whether this list came with a shared page (the first one shown, while the account loads).
  const sharedPage = useRef(restoring);
  useSocketChannel(performerEvents);
  useEffect(() => {
    dispatch(performerListLoaded({ key: listKey, data: rendered.data, total: rendered.total }));
  }, [dispatch, listKey, rendered]);
  useEffect(() => {
    if (!loggedIn || !sharedPage.current) return;
    sharedPage.current = false;
    dispatch(reloadPerformerList({ key: listKey, query: toSearchFilters(filters, categorySlug ?? undefined) }));
  }, [categorySlug, dispatch, filters, listKey, loggedIn]);
  return stored.key === listKey ? stored : rendered;
}

export function PerformerBrowser({ listKey, performers: rendered, filters, categorySlug }: PerformerBrowserProps) {
  const { t } = useTranslation(['components', 'pages']);
  const router = useRouter();
  const categories = useAppSelector(selectCategories);
  const performers = useLiveList(listKey, rendered, filters, categorySlug);

  // Any change but paging starts again at page 1.
  const go = (change: Partial<Filters>) => void router.push(browseHref(categorySlug, { ...filters, ...change, page: 1 }));
  const filtered = Object.keys(browseUrlQuery({ ...filters, page: 1 })).length > 0;

  return (
    <div>
      <nav className="category-chips" aria-label={t('home.categories', { ns: 'pages' })}>
        <Link href={browseHref(null, { ...filters, page: 1 })} className={styles.chip} aria-current={!categorySlug ? 'page' : undefined}>
          {t('home.allCategories', { ns: 'pages' })}
        </Link>
        {categories.map((category) => (
          <Link
            key={category._id}
            href={browseHref(category.slug, { ...filters, page: 1 })}
            className={styles.chip}
            aria-current={category.slug === categorySlug ? 'page' : undefined}
            data-testid={`category-chip-${category.slug}`}
          >
            {category.name}
          </Link>
        ))}
      </nav>
      <BrowseFilters filters={filters} tags={popularTags(performers.data)} onChange={go} />
      <ListSummary
        total={t('browse.total', { count: performers.total })}
        clear={filtered ? { label: t('browse.clear'), onClear: () => go(DEFAULT_BROWSE_FILTERS) } : undefined}
        testIds={{ total: 'browse-total', clear: 'browse-clear' }}
      />
      <PerformerGrid performers={performers.data} empty={t('home.noPerformers', { ns: 'pages' })} />
      <LinkPager
        className={styles.pagination}
        page={filters.page}
        total={performers.total}
        pageSize={BROWSE_PAGE_SIZE}
        hrefOf={(page) => browseHref(categorySlug, { ...filters, page })}
      />
    </div>
  );
}
