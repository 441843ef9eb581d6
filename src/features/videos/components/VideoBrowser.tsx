/**
 * The site's videos page: every performer's active videos as cards, with a search of
 * their titles and tags, an order (newest, most viewed, cheapest) and pages, all in the
 * URL (`browse.ts`), read in the reader's language.
 */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { ItemBrowser } from '@/features/ui/components/ItemBrowser';
import { loadVideoBrowse, selectVideoBrowse } from '../slice';
import { videoBrowse } from '../browse';
import { VideoCards } from './VideoCards';

export function VideoBrowser() {
  const { t } = useTranslation('pages');
  const list = useAppSelector(selectVideoBrowse);
  return (
    <ItemBrowser
      path="/videos"
      browse={videoBrowse}
      list={list}
      load={loadVideoBrowse}
      texts={{
        searchPlaceholder: t('videos.searchPlaceholder'),
        search: t('videos.search'),
        sortBy: t('videos.sortBy'),
        sort: (sort) => t(`videos.sort.${sort}`),
        total: (count) => t('videos.total', { count }),
        clear: t('videos.clear'),
        none: t('videos.none'),
        noneFound: t('videos.noneFound'),
      }}
      cards={(videos) => <VideoCards videos={videos} testId="video-browser-cards" withPerformer />}
      testId="video"
    />
  );
}
