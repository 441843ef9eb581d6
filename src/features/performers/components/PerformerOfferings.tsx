/**
 * What a performer sells, below the bio on their page: their videos and galleries. A
 * script of its own, loaded once the page is there (the lists are loaded then anyway, so
 * the server renders none of them), which adds the two features to the store itself.
 */
import videos from '@/features/videos/slice';
import galleries from '@/features/galleries/slice';
import { PerformerVideos } from '@/features/videos/components/PerformerVideos';
import { PerformerGalleries } from '@/features/galleries/components/PerformerGalleries';
import { useFeatures } from '@/store/hooks';

const FEATURES = { videos, galleries };

export function PerformerOfferings({ performerId }: { performerId: string }) {
  if (!useFeatures(FEATURES)) return null;
  return (
    <>
      <PerformerVideos performerId={performerId} />
      <PerformerGalleries performerId={performerId} />
    </>
  );
}
