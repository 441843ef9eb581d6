/**
 * Videos as cards (a performer's on their page, the site's videos, a viewer's bought
 * ones): the picture with the duration, the title, whose video it is where the list has
 * several performers', and the price, "Free" or "Bought"; each opens the
 * video's page. Plain elements: the performer's page carries no table or card code.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { formatDuration, useFormat } from '@/lib/format';
import type { VideoCard } from '@/shared/schemas/assets';
import styles from '@/features/ui/components/ContentCards.module.css';

export const videoPagePath = (id: string) => `/video/${encodeURIComponent(id)}`;

/** `withPerformer`: name whose video each is (lists of several performers' videos). */
export function VideoCards({ videos, testId, withPerformer = false }: { videos: VideoCard[]; testId: string; withPerformer?: boolean }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  return (
    <ul className={styles.grid} data-testid={testId}>
      {videos.map((video) => (
        <li key={video._id}>
          <Link href={videoPagePath(video._id)} className={styles.card} data-testid="video-card">
            <span className={styles.picture}>
              {/* eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size */}
              {video.thumbnail && <img src={video.thumbnail} alt="" loading="lazy" />}
              <span className={styles.badge}>{formatDuration(video.duration)}</span>
            </span>
            <span className={styles.title}>{video.title}</span>
            {withPerformer && (
              <span className={styles.performer} data-testid="video-card-performer">
                {video.performer.name}
              </span>
            )}
            <span className={styles.price}>
              {video.isBought ? t('video.bought') : video.price ? t('video.price', { price: format.tokens(video.price) }) : t('video.free')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
