/**
 * What a performer sells, below the bio on their page: their videos, galleries and products. A
 * script of its own, loaded once the page is there (the lists are loaded then anyway, so
 * the server renders none of them), which adds the three features to the store itself.
 */
import videos from '@/features/videos/slice';
import galleries from '@/features/galleries/slice';
import products from '@/features/products/slice';
import { PerformerVideos } from '@/features/videos/components/PerformerVideos';
import { PerformerGalleries } from '@/features/galleries/components/PerformerGalleries';
import { PerformerProducts } from '@/features/products/components/PerformerProducts';
import { useFeatures } from '@/store/hooks';

const FEATURES = { videos, galleries, products };

export function PerformerOfferings({ performerId }: { performerId: string }) {
  if (!useFeatures(FEATURES)) return null;
  return (
    <>
      <PerformerVideos performerId={performerId} />
      <PerformerGalleries performerId={performerId} />
      <PerformerProducts performerId={performerId} />
    </>
  );
}
