/**
 * The site's galleries page: every performer's active galleries as cards, with a search
 * of their titles and tags, an order (newest, cheapest) and pages, all in the URL
 * (`browse.ts`), read in the reader's language.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { ItemBrowser } from '@/features/ui/components/ItemBrowser';
import { loadGalleryBrowse, selectGalleryBrowse } from '../slice';
import { galleryBrowse } from '../browse';
import { GalleryCards } from './GalleryCards';

export function GalleryBrowser() {
  const { t } = useTranslation('pages');
  const list = useAppSelector(selectGalleryBrowse);
  return (
    <ItemBrowser
      path="/galleries"
      browse={galleryBrowse}
      list={list}
      load={loadGalleryBrowse}
      texts={{
        searchPlaceholder: t('galleries.searchPlaceholder'),
        search: t('videos.search'),
        sortBy: t('videos.sortBy'),
        sort: (sort) => t(`videos.sort.${sort}`),
        total: (count) => t('galleries.total', { count }),
        clear: t('videos.clear'),
        none: t('galleries.none'),
        noneFound: t('galleries.noneFound'),
      }}
      cards={(galleries) => <GalleryCards galleries={galleries} testId="gallery-browser-cards" withPerformer />}
      testId="gallery"
    />
  );
}
