/**
 * A video's page: the player (the video itself for whoever may watch it, else its
 * trailer, else its picture), its title, performer, duration and description, and the
 * way to buy it: a confirmation for a signed-in viewer, a login prompt for a visitor.
 * Once bought, the page is read again and the player gets the video.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Popconfirm, Result, Spin } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDuration, useFormat } from '@/lib/format';
import { selectRole } from '@/features/account/slice';
import { LoginFirst } from '@/features/ui/components/LoginFirst';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { Chip } from '@/features/ui/components/Chip';
import type { VideoDetails } from '@/shared/schemas/assets';
import { buyVideo, loadVideo, selectVideo, selectVideoBuying, videoPlayed } from '../slice';
import styles from './VideoView.module.css';

function BuyPanel({ video }: { video: VideoDetails }) {
  const { t, i18n } = useTranslation('pages');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const buying = useAppSelector(selectVideoBuying);
  if (video.canWatch || !video.isSale || !video.price) return null;
  const price = format.tokens(video.price);
  return (
    <div className={styles.buy} data-testid="video-buy-panel">
      {role === 'user' ? (
        <Popconfirm
          title={t('video.buyConfirm', { price })}
          okText={t('video.buyOk')}
          cancelText={t('video.cancel')}
          onConfirm={() => dispatch(buyVideo({ id: video._id, locale: i18n.language }))}
        >
          <Button type="primary" size="large" loading={buying.requesting} data-testid="video-buy">
            {t('video.buy', { price })}
          </Button>
        </Popconfirm>
      ) : role ? (
        <span>{t('video.usersOnly')}</span>
      ) : (
        <LoginFirst
          reason={t('video.loginToBuy', { price })}
          login={t('video.login')}
          href={`/auth/login/user?redirect=${encodeURIComponent(`/video/${video._id}`)}`}
        />
      )}
      {buying.error && <Alert type="error" showIcon title={t(buying.error, { ns: 'common' })} data-testid="video-buy-error" />}
    </div>
  );
}

export function VideoView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('pages');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const { data: video, requesting, error } = useAppSelector(selectVideo);

  useEffect(() => {
    dispatch(loadVideo({ id, locale: i18n.language }));
  }, [dispatch, id, i18n.language]);

  if (error) return <Result status="404" title={t(error, { ns: 'common' })} data-testid="video-missing" />;
  if (!video || video._id !== id) return <Spin spinning={requesting} />;
  const source = video.canWatch ? video.videoUrl : video.trailerUrl;
  return (
    <article className={styles.page} data-testid="video-page">
      <PageTitle title={video.title} />
      <div className={styles.player}>
        {source ? (
          <video
            key={source}
            src={source}
            poster={video.thumbnail ?? undefined}
            controls
            playsInline
            preload="metadata"
            onPlay={() => dispatch(videoPlayed(video._id))}
            data-testid="video-player"
            data-playing={video.canWatch ? 'video' : 'trailer'}
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- pictures are uploaded files of any size
          video.thumbnail && <img src={video.thumbnail} alt="" />
        )}
      </div>
      <div className={styles.about}>
        <h1 className={styles.title}>{video.title}</h1>
        <p className={styles.facts}>
          <Link href={`/profile/${encodeURIComponent(video.performer.username ?? '')}`}>{video.performer.name}</Link>
          <span>{formatDuration(video.duration)}</span>
          <span>{t('profile.views', { ns: 'components', count: video.views, value: format.count(video.views) })}</span>
          {video.isBought && <Chip tone="orange">{t('video.bought')}</Chip>}
          {!video.canWatch && video.trailerUrl && <Chip>{t('video.trailer')}</Chip>}
        </p>
        <BuyPanel video={video} />
        {video.description?.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {video.tags.length > 0 && (
          <p className={styles.tags}>
            {video.tags.map((tag) => (
              <Chip key={tag}>#{tag}</Chip>
            ))}
          </p>
        )}
      </div>
    </article>
  );
}
