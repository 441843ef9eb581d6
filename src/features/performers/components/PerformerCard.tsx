/**
 * One performer in a grid: picture, name, online dot and live badge, linking to the
 * performer page; the favourite heart sits beside the link, not inside it.
 */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { PerformerCard as Performer } from '@/shared/schemas/performers';
import { Chip, type ChipTone } from '@/features/ui/components/Chip';
import { FavouriteButton } from './FavouriteButton';
import styles from './PerformerCard.module.css';

/** Statuses in which a performer is streaming (and gets a badge). */
export const LIVE_STATUSES = ['public', 'private', 'group'];

/** A streaming performer's badge: red live in public, orange in a private or group show. */
export const liveTone = (streamingStatus: string): ChipTone => (streamingStatus === 'public' ? 'red' : 'orange');

/** Address of a performer's page. */
export const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

export function PerformerCard({ performer }: { performer: Performer }) {
  const { t } = useTranslation('components');
  const live = LIVE_STATUSES.includes(performer.streamingStatus);
  return (
    <article className="performer-card" data-testid="performer-card" data-username={performer.username} aria-label={performer.name}>
      <Link href={profilePath(performer.username)} className={styles.link}>
        {/* eslint-disable-next-line @next/next/no-img-element -- avatars are uploaded files of any size */}
        <img src={performer.avatar} alt={performer.name} loading="lazy" />
        {live && (
          <Chip tone={liveTone(performer.streamingStatus)} className={styles.badge} data-testid="live-badge">
            {t(`performerCard.status.${performer.streamingStatus}`)}
          </Chip>
        )}
        <div className="performer-card-body">
          <span
            className={performer.isOnline ? 'online-dot online' : 'online-dot'}
            role="img"
            aria-label={performer.isOnline ? t('performerCard.online') : t('performerCard.offline')}
            title={performer.isOnline ? t('performerCard.online') : t('performerCard.offline')}
          />
          <span className="performer-card-name">{performer.name}</span>
        </div>
      </Link>
      <FavouriteButton performer={performer} className={styles.heart} />
    </article>
  );
}
