/**
 * A performer's products on their page, twelve at a time, loaded in the reader's language
 * once the page is there; nothing while the performer has none.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadPerformerProducts, PRODUCT_CARDS_PAGE_SIZE, selectPerformerProducts } from '../slice';
import { ProductCards } from './ProductCards';
import { ContentSection } from '@/features/ui/components/ContentSection';

export function PerformerProducts({ performerId }: { performerId: string }) {
  const { t, i18n } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const products = useAppSelector(selectPerformerProducts);
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadPerformerProducts({ performerId, offset: 0, locale }));
  }, [dispatch, performerId, locale]);

  if (products.performerId !== performerId || !products.total) return null;
  const show = (offset: number) => dispatch(loadPerformerProducts({ performerId, offset, locale }));
  return (
    <ContentSection
      heading={t('product.performerProducts', { count: products.total })}
      offset={products.offset}
      total={products.total}
      pageSize={PRODUCT_CARDS_PAGE_SIZE}
      onOffset={show}
      previous={t('video.previous')}
      next={t('video.next')}
      testId="performer-products"
    >
      <ProductCards products={products.data} testId="performer-product-cards" />
    </ContentSection>
  );
}
