/**
 * A performer's videos on their page, twelve at a time, loaded in the reader's language
 * once the page is there; nothing while the performer has none.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadPerformerVideos, selectPerformerVideos, VIDEO_CARDS_PAGE_SIZE } from '../slice';
import { VideoCards } from './VideoCards';
import styles from './VideoCards.module.css';

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
  const { offset, total } = videos;
  return (
    <section className={styles.section} data-testid="performer-videos">
      <h2>{t('video.performerVideos', { count: total })}</h2>
      <VideoCards videos={videos.data} testId="performer-video-cards" />
      {total > VIDEO_CARDS_PAGE_SIZE && (
        <div className={styles.pager}>
          <button type="button" disabled={offset === 0} onClick={() => show(Math.max(0, offset - VIDEO_CARDS_PAGE_SIZE))}>
            {t('video.previous')}
          </button>
          <button type="button" disabled={offset + VIDEO_CARDS_PAGE_SIZE >= total} onClick={() => show(offset + VIDEO_CARDS_PAGE_SIZE)}>
            {t('video.next')}
          </button>
        </div>
      )}
    </section>
  );
}
