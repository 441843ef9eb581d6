/** The viewer's bought videos, the last bought first, twelve to a page. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { ListError } from '@/features/ui/components/ListError';
import { OffsetPager } from '@/features/ui/components/OffsetPager';
import { Loading } from '@/features/ui/components/Loading';
import { Spinner } from '@/features/ui/components/Spinner';
import { loadPurchasedVideos, selectPurchasedVideos, VIDEO_CARDS_PAGE_SIZE } from '../slice';
import { VideoCards } from './VideoCards';

export function PurchasedVideosView() {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectPurchasedVideos);
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadPurchasedVideos({ offset: 0, locale }));
  }, [dispatch, locale]);

  return (
    <Loading busy={list.requesting}>
      <ListError error={list.error} gap />
      {list.data.length ? (
        <VideoCards videos={list.data} testId="purchased-videos" withPerformer />
      ) : list.requesting ? (
        <Spinner />
      ) : (
        <EmptyState text={t('videos.noneBought')} />
      )}
      <OffsetPager
        offset={list.offset}
        total={list.total}
        pageSize={VIDEO_CARDS_PAGE_SIZE}
        onOffset={(offset) => dispatch(loadPurchasedVideos({ offset, locale }))}
        className="browse-pagination"
      />
    </Loading>
  );
}
