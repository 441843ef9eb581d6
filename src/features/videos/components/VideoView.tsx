/**
 * A video's page: the player (the video itself for whoever may watch it, else its
 * trailer, else its picture; a notice while a new file of it is processed), its title, performer, duration and description, and the
 * way to buy it: a confirmation for a signed-in viewer, a login prompt for a visitor.
 * Once bought, the page is read again and the player gets the video.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDuration, useFormat } from '@/lib/format';
import { selectCurrentAccount, selectRole } from '@/features/account/slice';
import { BuyPanel } from '@/features/ui/components/BuyPanel';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { Chip } from '@/features/ui/components/Chip';
import { Notice } from '@/features/ui/components/Notice';
import { Spinner } from '@/features/ui/components/Spinner';
import { StatusResult } from '@/features/ui/components/StatusResult';
import { buyVideo, loadVideo, selectVideo, selectVideoBuying, videoPlayed } from '../slice';
import page from '@/features/ui/components/ContentPage.module.css';
import styles from './VideoView.module.css';

export function VideoView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('pages');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const { data: video, requesting, error } = useAppSelector(selectVideo);
  const buying = useAppSelector(selectVideoBuying);
  const role = useAppSelector(selectRole);
  const account = useAppSelector(selectCurrentAccount);

  useEffect(() => {
    dispatch(loadVideo({ id, locale: i18n.language }));
  }, [dispatch, id, i18n.language]);

  if (error) return <StatusResult status="404" text={t(error, { ns: 'common' })} testId="video-missing" />;
  if (!video || video._id !== id) return <Spinner spinning={requesting} />;
  const source = video.canWatch ? video.videoUrl : video.trailerUrl;
  const price = format.tokens(video.price);
  return (
    <article className={page.page} data-testid="video-page">
      <PageTitle title={video.title} />
      <div className={styles.player}>
        {source ? (
          <video
            key={source}
            src={source}
            poster={video.thumbnail ?? undefined}
            controls
            // The browser's own controls, reached with Tab and named by the browser; the player is named after the video.
            aria-label={video.title}
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
      {video.processing !== 'ready' && (
        <Notice
          type={video.processing === 'failed' ? 'error' : 'info'}
          title={t(
            video.processing !== 'failed' ? 'video.preparing' : account?._id === video.performer._id ? 'video.failedOwn' : 'video.failed',
          )}
          data-testid="video-processing"
        />
      )}
      <div className={page.about}>
        <h1 className={page.title}>{video.title}</h1>
        <p className={page.facts}>
          <Link href={`/profile/${encodeURIComponent(video.performer.username ?? '')}`}>{video.performer.name}</Link>
          <span>{formatDuration(video.duration)}</span>
          <span>{t('profile.views', { ns: 'components', count: video.views, value: format.count(video.views) })}</span>
          {video.isBought && <Chip tone="orange">{t('video.bought')}</Chip>}
          {!video.canWatch && video.trailerUrl && <Chip>{t('video.trailer')}</Chip>}
        </p>
        {!video.canWatch && video.isSale && video.price > 0 && (
          <BuyPanel
            role={role}
            texts={{
              buy: t('video.buy', { price }),
              confirm: t('video.buyConfirm', { price }),
              ok: t('video.buyOk'),
              cancel: t('video.cancel'),
              usersOnly: t('video.usersOnly'),
              loginToBuy: t('video.loginToBuy', { price }),
              login: t('video.login'),
            }}
            path={`/video/${video._id}`}
            buying={buying}
            onBuy={() => dispatch(buyVideo({ id: video._id, locale: i18n.language }))}
            testId="video"
          />
        )}
        {video.description?.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {video.tags.length > 0 && (
          <p className={page.tags}>
            {video.tags.map((tag) => (
              <Chip key={tag}>#{tag}</Chip>
            ))}
          </p>
        )}
      </div>
    </article>
  );
}
