/**
 * A performer's galleries on their page, twelve at a time, loaded in the reader's
 * language once the page is there; nothing while the performer has none.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ContentSection } from '@/features/ui/components/ContentSection';
import { GALLERY_CARDS_PAGE_SIZE, loadPerformerGalleries, selectPerformerGalleries } from '../slice';
import { GalleryCards } from './GalleryCards';

export function PerformerGalleries({ performerId }: { performerId: string }) {
  const { t, i18n } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const galleries = useAppSelector(selectPerformerGalleries);
  const locale = i18n.language;

  useEffect(() => {
    dispatch(loadPerformerGalleries({ performerId, offset: 0, locale }));
  }, [dispatch, performerId, locale]);

  if (galleries.performerId !== performerId || !galleries.total) return null;
  return (
    <ContentSection
      heading={t('gallery.performerGalleries', { count: galleries.total })}
      offset={galleries.offset}
      total={galleries.total}
      pageSize={GALLERY_CARDS_PAGE_SIZE}
      onOffset={(offset) => dispatch(loadPerformerGalleries({ performerId, offset, locale }))}
      previous={t('video.previous')}
      next={t('video.next')}
      testId="performer-galleries"
    >
      <GalleryCards galleries={galleries.data} testId="performer-gallery-cards" />
    </ContentSection>
  );
}
