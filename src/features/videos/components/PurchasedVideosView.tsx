/** The viewer's bought videos, the last bought first, twelve to a page. */
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { PurchasedItems } from '@/features/content-items/components/PurchasedItems';
import { loadPurchasedVideos, selectPurchasedVideos } from '../slice';
import { VideoCards } from './VideoCards';

export function PurchasedVideosView() {
  const { t } = useTranslation('account');
  const list = useAppSelector(selectPurchasedVideos);
  const cards = (items: typeof list.data) => <VideoCards videos={items} testId="purchased-videos" withPerformer />;
  return <PurchasedItems list={list} load={loadPurchasedVideos} none={t('videos.noneBought')} cards={cards} />;
}
