/**
 * Galleries as cards (a performer's on their page, a viewer's bought ones): the cover
 * with the number of photos, the title, whose gallery it is where the list has several
 * performers', and the price, "Free" or "Bought"; each opens the gallery's page.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/lib/format';
import type { GalleryCard } from '@/shared/schemas/assets';
import styles from '@/features/ui/components/ContentCards.module.css';

export const galleryPagePath = (id: string) => `/gallery/${encodeURIComponent(id)}`;

/** `withPerformer`: name whose gallery each is (lists of several performers' galleries). */
export function GalleryCards({
  galleries,
  testId,
  withPerformer = false,
}: {
  galleries: GalleryCard[];
  testId: string;
  withPerformer?: boolean;
}) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  return (
    <ul className={styles.grid} data-testid={testId}>
      {galleries.map((gallery) => (
        <li key={gallery._id}>
          <Link href={galleryPagePath(gallery._id)} className={styles.card} data-testid="gallery-card">
            <span className={`${styles.picture} ${styles.square}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size */}
              {gallery.cover && <img src={gallery.cover} alt="" loading="lazy" />}
              <span className={styles.badge}>
                {t('gallery.photos', { count: gallery.photoCount, value: format.count(gallery.photoCount) })}
              </span>
            </span>
            <span className={styles.title}>{gallery.title}</span>
            {withPerformer && (
              <span className={styles.performer} data-testid="gallery-card-performer">
                {gallery.performer.name}
              </span>
            )}
            <span className={styles.price}>
              {gallery.isBought
                ? t('gallery.bought')
                : gallery.price
                  ? t('gallery.price', { price: format.tokens(gallery.price) })
                  : t('gallery.free')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
