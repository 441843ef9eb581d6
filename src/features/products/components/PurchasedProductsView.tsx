/** The viewer's bought products, the last bought first, twelve to a page. */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { PurchasedItems } from '@/features/content-items/components/PurchasedItems';
import { loadPurchasedProducts, selectPurchasedProducts } from '../slice';
import { ProductCards } from './ProductCards';

export function PurchasedProductsView() {
  const { t } = useTranslation('account');
  const list = useAppSelector(selectPurchasedProducts);
  const cards = (items: typeof list.data) => <ProductCards products={items} testId="purchased-products" withPerformer />;
  return <PurchasedItems list={list} load={loadPurchasedProducts} none={t('products.noneBought')} cards={cards} />;
}
