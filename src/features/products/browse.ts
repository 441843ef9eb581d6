/**
 * The site's products page as it lives in the URL (`/products?q=&sort=&page=`): every
 * performer's products, 24 to a page, the newest first unless the cheapest are asked for.
 */
import { itemBrowse, type ItemBrowseFilters } from '@/lib/item-browse';
import { PRODUCT_SORTS } from '@/shared/constants';

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ProductBrowseFilters = ItemBrowseFilters<ProductSort>;

export const productBrowse = itemBrowse<ProductSort>(PRODUCT_SORTS, 24);
