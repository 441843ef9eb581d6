/**
 * A performer's videos on their page, twelve at a time, loaded in the reader's language
 * once the page is there; nothing while the performer has none.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadPerformerVideos, selectPerformerVideos, VIDEO_CARDS_PAGE_SIZE } from '../slice';
import { VideoCards } from './VideoCards';
import { ContentSection } from '@/features/ui/components/ContentSection';

export function PerformerVideos({ performerId }: { performerId: string }) {
  const { t, i18n } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const videos = useAppSelector(selectPerformerVideos);
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadPerformerVideos({ performerId, offset: 0, locale }));
  }, [dispatch, performerId, locale]);

  if (videos.performerId !== performerId || !videos.total) return null;
  const show = (offset: number) => dispatch(loadPerformerVideos({ performerId, offset, locale }));
  return (
    <ContentSection
      heading={t('video.performerVideos', { count: videos.total })}
      offset={videos.offset}
      total={videos.total}
      pageSize={VIDEO_CARDS_PAGE_SIZE}
      onOffset={show}
      previous={t('video.previous')}
      next={t('video.next')}
      testId="performer-videos"
    >
      <VideoCards videos={videos.data} testId="performer-video-cards" />
    </ContentSection>
  );
}
