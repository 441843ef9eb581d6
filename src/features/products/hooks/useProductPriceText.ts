/** The price line of a product's card (`ProductCards`). */
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/lib/format';
import type { ProductCard } from '@/shared/schemas/products';

/** What a product's card says of its price: bought, out of stock, or what it costs. */
export function useProductPriceText() {
  const { t } = useTranslation('pages');
  const format = useFormat();
  return (product: Pick<ProductCard, 'isBought' | 'stock' | 'price'>) =>
    product.isBought
      ? t('product.bought')
      : product.stock === 0
        ? t('product.outOfStock')
        : product.price
          ? t('product.price', { price: format.tokens(product.price) })
          : t('product.free');
}
