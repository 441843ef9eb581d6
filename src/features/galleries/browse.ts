/**
 * The site's galleries page as it lives in the URL (`/galleries?q=&sort=&page=`): every
 * performer's galleries, 24 to a page, the newest first unless the cheapest are asked for.
 */
import { itemBrowse, type ItemBrowseFilters } from '@/lib/item-browse';
import { GALLERY_SORTS } from '@/shared/constants';

export type GallerySort = (typeof GALLERY_SORTS)[number];
export type GalleryBrowseFilters = ItemBrowseFilters<GallerySort>;

export const galleryBrowse = itemBrowse<GallerySort>(GALLERY_SORTS, 24);
