/**
 * The site's videos page as it lives in the URL (`/videos?q=&sort=&page=`): a list that
 * can be shared, and that the browser's back button brings back. Defaults are left out
 * of the URL.
 */
import type { ParsedUrlQuery } from 'node:querystring';
import { offsetOf } from '@/lib/pager';
import { queryChoice, queryPage, queryText } from '@/lib/url-query';
import { VIDEO_SORTS } from '@/shared/constants';
import type { VideoQuery } from '@/shared/schemas/assets';

export const VIDEO_BROWSE_PAGE_SIZE = 24;

export type VideoSort = (typeof VIDEO_SORTS)[number];

export interface VideoBrowseFilters {
  q: string;
  sortBy: VideoSort;
  page: number;
}

export const DEFAULT_VIDEO_FILTERS: VideoBrowseFilters = { q: '', sortBy: 'newest', page: 1 };

/** Reads the filters from the page's query; anything unknown or malformed falls back to the default. */
export function parseVideoBrowseQuery(query: ParsedUrlQuery): VideoBrowseFilters {
  return {
    q: queryText(query.q, 100),
    sortBy: queryChoice(query.sort, VIDEO_SORTS) ?? DEFAULT_VIDEO_FILTERS.sortBy,
    page: queryPage(query.page),
  };
}

/** The URL query for `filters`, defaults left out. */
export function videoBrowseUrlQuery(filters: VideoBrowseFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q) query.q = filters.q;
  if (filters.sortBy !== DEFAULT_VIDEO_FILTERS.sortBy) query.sort = filters.sortBy;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The GET /user/performer-assets/videos/search query for one page of `filters`, across every performer. */
export function toVideoQuery(filters: VideoBrowseFilters, locale?: string): VideoQuery {
  return {
    limit: VIDEO_BROWSE_PAGE_SIZE,
    offset: offsetOf(filters.page, VIDEO_BROWSE_PAGE_SIZE),
    sortBy: filters.sortBy,
    ...(filters.q ? { q: filters.q } : {}),
    ...(locale ? { locale } : {}),
  };
}
