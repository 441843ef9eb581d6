/** The viewer's bought galleries, the last bought first, twelve to a page. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { ListError } from '@/features/ui/components/ListError';
import { OffsetPager } from '@/features/ui/components/OffsetPager';
import { Loading } from '@/features/ui/components/Loading';
import { Spinner } from '@/features/ui/components/Spinner';
import { GALLERY_CARDS_PAGE_SIZE, loadPurchasedGalleries, selectPurchasedGalleries } from '../slice';
import { GalleryCards } from './GalleryCards';

export function PurchasedGalleriesView() {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectPurchasedGalleries);
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadPurchasedGalleries({ offset: 0, locale }));
  }, [dispatch, locale]);

  return (
    <Loading busy={list.requesting}>
      <ListError error={list.error} gap />
      {list.data.length ? (
        <GalleryCards galleries={list.data} testId="purchased-galleries" withPerformer />
      ) : list.requesting ? (
        <Spinner />
      ) : (
        <EmptyState text={t('galleries.noneBought')} />
      )}
      <OffsetPager
        offset={list.offset}
        total={list.total}
        pageSize={GALLERY_CARDS_PAGE_SIZE}
        onOffset={(offset) => dispatch(loadPurchasedGalleries({ offset, locale }))}
        className="browse-pagination"
      />
    </Loading>
  );
}
