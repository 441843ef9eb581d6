/** The viewer's bought products, the last bought first, twelve to a page. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { ListError } from '@/features/ui/components/ListError';
import { OffsetPager } from '@/features/ui/components/OffsetPager';
import { Loading } from '@/features/ui/components/Loading';
import { Spinner } from '@/features/ui/components/Spinner';
import { loadPurchasedProducts, selectPurchasedProducts, PRODUCT_CARDS_PAGE_SIZE } from '../slice';
import { ProductCards } from './ProductCards';

export function PurchasedProductsView() {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectPurchasedProducts);
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadPurchasedProducts({ offset: 0, locale }));
  }, [dispatch, locale]);

  return (
    <Loading busy={list.requesting}>
      <ListError error={list.error} gap />
      {list.data.length ? (
        <ProductCards products={list.data} testId="purchased-products" withPerformer />
      ) : list.requesting ? (
        <Spinner />
      ) : (
        <EmptyState text={t('products.noneBought')} />
      )}
      <OffsetPager
        offset={list.offset}
        total={list.total}
        pageSize={PRODUCT_CARDS_PAGE_SIZE}
        onOffset={(offset) => dispatch(loadPurchasedProducts({ offset, locale }))}
        className="browse-pagination"
      />
    </Loading>
  );
}
