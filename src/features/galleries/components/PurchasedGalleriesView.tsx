/** The viewer's bought galleries, the last bought first, twelve to a page. */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { PurchasedItems } from '@/features/content-items/components/PurchasedItems';
import { loadPurchasedGalleries, selectPurchasedGalleries } from '../slice';
import { GalleryCards } from './GalleryCards';

export function PurchasedGalleriesView() {
  const { t } = useTranslation('account');
  const list = useAppSelector(selectPurchasedGalleries);
  const cards = (items: typeof list.data) => <GalleryCards galleries={items} testId="purchased-galleries" withPerformer />;
  return <PurchasedItems list={list} load={loadPurchasedGalleries} none={t('galleries.noneBought')} cards={cards} />;
}
