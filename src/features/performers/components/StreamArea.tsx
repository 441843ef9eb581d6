/**
 * The performer page's video area, a 16:9 box: the site's offline, private-show or
 * group-show picture, or (while the performer streams publicly) a panel saying so
 * until the live player arrives.
 */
import { useTranslation } from 'next-i18next/pages';
import { Tag } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';
import { PLACEHOLDERS } from '@/shared/constants';
import type { PerformerCard } from '@/shared/schemas/performers';
import styles from './PerformerProfile.module.css';

type Props = { performer: Pick<PerformerCard, 'name' | 'avatar' | 'streamingStatus' | 'streamTitle'> };

export function StreamArea({ performer }: Props) {
  const { t } = useTranslation('components');
  const settings = useAppSelector(selectPublicSettings);
  const { streamingStatus: status, name } = performer;

  if (status === 'public') {
    return (
      <div className={`${styles.stream} ${styles.streamLive}`} data-testid="stream-area" data-status="public">
        {/* eslint-disable-next-line @next/next/no-img-element -- avatars are uploaded files of any size */}
        <img className={styles.streamBackdrop} src={performer.avatar} alt="" />
        <div className={styles.streamCaption}>
          <Tag color="red">{t('performerCard.status.public')}</Tag>
          <strong>{t('profile.stream.live', { name })}</strong>
          {performer.streamTitle && <span>{performer.streamTitle}</span>}
        </div>
      </div>
    );
  }

  const picture =
    status === 'private'
      ? (settings?.defaultPrivateCallImage ?? PLACEHOLDERS.private)
      : status === 'group'
        ? (settings?.defaultGroupChatImage ?? PLACEHOLDERS.group)
        : (settings?.defaultOfflineModelImage ?? PLACEHOLDERS.offline);
  const caption = status === 'private' || status === 'group' ? t(`profile.stream.${status}`, { name }) : t('profile.stream.offline', { name });
  return (
    <div className={styles.stream} data-testid="stream-area" data-status={status}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the pictures are admin-set addresses */}
      <img className={styles.streamPicture} src={picture} alt={caption} />
      <div className={styles.streamCaption}>
        <strong>{caption}</strong>
      </div>
    </div>
  );
}
