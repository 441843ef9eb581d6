/**
 * The live session on the performer's live page, while they are live: how long they have
 * been on air (counted on the server's clock), what the session earned them so far, how
 * many watch, the show's title, and their public page as viewers see it.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatDuration, useFormat } from '@/lib/format';
import { Facts } from '@/features/ui/components/Facts';
import { useTicker } from '@/features/shows/hooks/useTicker';
import { selectStreamChat } from '@/features/stream-chat/slice';
import { loadLiveSession, selectLiveSession, unwatchLiveSession, watchLiveSession } from '../slice';
import styles from './LiveRoom.module.css';

export function LiveSessionFacts({ status, username }: { status: string; username: string | null }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectLiveSession);
  const viewers = useAppSelector(selectStreamChat).viewers;
  const live = status === 'public' || status === 'private' || status === 'group';
  const browserNow = useTicker(live);

  // Read again as tokens come in, while it is on the page.
  useEffect(() => {
    dispatch(watchLiveSession());
    return () => {
      dispatch(unwatchLiveSession());
    };
  }, [dispatch]);
  // Read when the page opens and whenever the status changes (a show starts or ends).
  useEffect(() => {
    dispatch(loadLiveSession());
  }, [dispatch, status]);

  if (!live || !session?.data.since) return null;
  const { data, receivedAt } = session;
  const serverNow = browserNow === null ? null : Date.parse(data.serverTime) + (browserNow - receivedAt);
  const onAir = serverNow === null ? null : Math.max(0, (serverNow - Date.parse(data.since!)) / 1000);
  return (
    <section className={styles.session} aria-label={t('live.session.title')} data-testid="live-session">
      <Facts
        facts={[
          {
            label: t('live.session.onAir'),
            value: <span data-testid="live-session-time">{onAir === null ? '—' : formatDuration(onAir)}</span>,
          },
          {
            label: t('live.session.earned'),
            value: <span data-testid="live-session-earned">{t('live.session.tokens', { value: format.tokens(data.earned) })}</span>,
          },
          { label: t('live.session.viewers'), value: <span data-testid="live-session-viewers">{format.count(viewers)}</span> },
          { label: t('live.session.showTitle'), value: data.title || t('live.session.noTitle') },
        ]}
      />
      {username && (
        <Link href={`/profile/${encodeURIComponent(username)}`} target="_blank" className={styles.ownPage} data-testid="live-own-page">
          {t('live.session.ownPage')}
        </Link>
      )}
    </section>
  );
}
