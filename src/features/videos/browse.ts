/**
 * The site's videos page as it lives in the URL (`/videos?q=&sort=&page=`): every
 * performer's videos, 24 to a page, the newest first unless another order is chosen.
 */
import { itemBrowse, type ItemBrowseFilters } from '@/lib/item-browse';
import { VIDEO_SORTS } from '@/shared/constants';
import type { VideoQuery } from '@/shared/schemas/assets';

export type VideoSort = (typeof VIDEO_SORTS)[number];
export type VideoBrowseFilters = ItemBrowseFilters<VideoSort>;

export const videoBrowse = itemBrowse<VideoSort>(VIDEO_SORTS, 24);

export const VIDEO_BROWSE_PAGE_SIZE = videoBrowse.pageSize;
export const DEFAULT_VIDEO_FILTERS = videoBrowse.defaults;
export const parseVideoBrowseQuery = videoBrowse.parse;
export const videoBrowseUrlQuery = videoBrowse.urlQuery;
/** The GET /user/performer-assets/videos/search query for one page of `filters`, across every performer. */
export const toVideoQuery = (filters: VideoBrowseFilters, locale?: string): VideoQuery => videoBrowse.apiQuery(filters, locale);
