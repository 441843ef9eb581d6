/**
 * The site's videos page: every performer's active videos as cards, with a search of
 * their titles and tags, an order (newest, most viewed, cheapest) and pages, all in the
 * URL (`browse.ts`). The list is read in the reader's language whenever the URL or the
 * language changes.
 */
import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { VIDEO_SORTS } from '@/shared/constants';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { ListError } from '@/features/ui/components/ListError';
import { LinkPager } from '@/features/ui/components/LinkPager';
import { ListSummary } from '@/features/ui/components/ListSummary';
import { SearchBox } from '@/features/ui/components/SearchBox';
import { SortSelect } from '@/features/ui/components/SortSelect';
import { loadVideoBrowse, selectVideoBrowse, videoBrowseKey } from '../slice';
import {
  DEFAULT_VIDEO_FILTERS,
  parseVideoBrowseQuery,
  VIDEO_BROWSE_PAGE_SIZE,
  videoBrowseUrlQuery,
  type VideoBrowseFilters,
} from '../browse';
import bar from '@/features/ui/components/FilterBar.module.css';
import { VideoCards } from './VideoCards';
import styles from './VideoBrowser.module.css';

const hrefOf = (filters: VideoBrowseFilters) => ({ pathname: '/videos', query: videoBrowseUrlQuery(filters) });

export function VideoBrowser() {
  const { t, i18n } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const list = useAppSelector(selectVideoBrowse);
  const locale = i18n.language;
  const filters = parseVideoBrowseQuery(router.query);
  const { q, sortBy, page } = filters;
  const key = videoBrowseKey(filters, locale);

  useEffect(() => {
    if (router.isReady) dispatch(loadVideoBrowse({ filters: { q, sortBy, page }, locale }));
  }, [dispatch, router.isReady, q, sortBy, page, locale]);

  // Any change but paging starts again at page 1.
  const go = (change: Partial<VideoBrowseFilters>) => void router.push(hrefOf({ ...filters, ...change, page: 1 }));
  const current = list.key === key;
  const filtered = Object.keys(videoBrowseUrlQuery({ ...filters, page: 1 })).length > 0;

  return (
    <div data-testid="video-browser">
      <div className={bar.bar}>
        <SearchBox
          value={filters.q}
          placeholder={t('videos.searchPlaceholder')}
          buttonLabel={t('videos.search')}
          onSearch={(q) => go({ q })}
          className={bar.text}
          testId="video-search"
        />
        <SortSelect
          label={t('videos.sortBy')}
          value={filters.sortBy}
          options={VIDEO_SORTS.map((sort) => ({ value: sort, label: t(`videos.sort.${sort}`) }))}
          onChange={(sortBy) => go({ sortBy })}
          className={bar.sort}
          testId="video-sort"
        />
      </div>
      <ListSummary
        total={current && !list.requesting && list.total > 0 && t('videos.total', { count: list.total })}
        clear={filtered ? { label: t('videos.clear'), onClear: () => go(DEFAULT_VIDEO_FILTERS) } : undefined}
        testIds={{ total: 'video-total', clear: 'video-clear' }}
      />
      <ListError error={list.error} gap />
      {/* The cards shown stay, dimmed, until the next page is there. */}
      <div className={list.requesting ? styles.loading : undefined} aria-busy={list.requesting}>
        {current && list.data.length > 0 ? (
          <VideoCards videos={list.data} testId="video-browser-cards" withPerformer />
        ) : (
          current && !list.requesting && !list.error && <EmptyState text={t(filtered ? 'videos.noneFound' : 'videos.none')} />
        )}
      </div>
      {current && (
        <LinkPager
          className={styles.pagination}
          page={filters.page}
          total={list.total}
          pageSize={VIDEO_BROWSE_PAGE_SIZE}
          hrefOf={(page) => hrefOf({ ...filters, page })}
        />
      )}
    </div>
  );
}
