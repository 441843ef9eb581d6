/**
 * The site's products page: every performer's active products as cards, with a search
 * of their titles and tags, an order (newest, cheapest) and pages, all in the URL
 * (`browse.ts`), read in the reader's language.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { ItemBrowser } from '@/features/ui/components/ItemBrowser';
import { loadProductBrowse, selectProductBrowse } from '../slice';
import { productBrowse } from '../browse';
import { ProductCards } from './ProductCards';

export function ProductBrowser() {
  const { t } = useTranslation('pages');
  const list = useAppSelector(selectProductBrowse);
  return (
    <ItemBrowser
      path="/products"
      browse={productBrowse}
      list={list}
      load={loadProductBrowse}
      texts={{
        searchPlaceholder: t('products.searchPlaceholder'),
        search: t('products.search'),
        sortBy: t('products.sortBy'),
        sort: (sort) => t(`products.sort.${sort}`),
        total: (count) => t('products.total', { count }),
        clear: t('products.clear'),
        none: t('products.none'),
        noneFound: t('products.noneFound'),
      }}
      cards={(products) => <ProductCards products={products} testId="product-browser-cards" withPerformer />}
      testId="product"
    />
  );
}
