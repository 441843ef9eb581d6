/** One performer in a grid: picture, name, live badge and online dot. */
import { useTranslation } from 'next-i18next/pages';
import { Tag } from 'antd';
import type { PerformerCard as Performer } from '@/shared/schemas/performers';

const LIVE_STATUSES = ['public', 'private', 'group'];

export function PerformerCard({ performer }: { performer: Performer }) {
  const { t } = useTranslation('components');
  const live = LIVE_STATUSES.includes(performer.streamingStatus);
  return (
    <article className="performer-card" data-testid="performer-card" aria-label={performer.name}>
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars are uploaded files of any size */}
      <img src={performer.avatar} alt={performer.name} loading="lazy" />
      {live && (
        <Tag color={performer.streamingStatus === 'public' ? 'red' : 'orange'} className="performer-card-badge">
          {t(`performerCard.status.${performer.streamingStatus}`)}
        </Tag>
      )}
      <div className="performer-card-body">
        <span
          className={performer.isOnline ? 'online-dot online' : 'online-dot'}
          title={performer.isOnline ? t('performerCard.online') : t('performerCard.offline')}
        />
        <span className="performer-card-name">{performer.name}</span>
      </div>
    </article>
  );
}
