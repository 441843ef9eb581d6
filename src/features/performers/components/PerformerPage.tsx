/**
 * The performer page's body: stream area and bio beside the profile card (status,
 * favourite, languages, tags, categories, working hours), then related performers.
 * Rendered from the server's data, then from the store, where live status changes
 * and favourite toggles keep it current.
 */
import { useEffect, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUiSettings } from '@/features/settings/slice';
import type { PerformerCard, PerformerDetails } from '@/shared/schemas/performers';
import type { StreamingSettings } from '@/shared/schemas/streaming';
import { performerEvents, performerPageLoaded, selectPerformerPage } from '../slice';
import { languageName } from '../attributes';
import { FavouriteButton } from './FavouriteButton';
import { TipPanel } from '@/features/tips/components/TipPanel';
import { SendMessageButton } from '@/features/messaging/components/SendMessageButton';
import { LIVE_STATUSES, liveTone } from './PerformerCard';
import { PerformerGrid } from './PerformerGrid';
import { StreamArea } from './StreamArea';
import { selectStreamConversationId } from '@/features/stream-chat/selectors';
import { WorkingHoursTable } from './WorkingHoursTable';
import styles from './PerformerPage.module.css';
import { formatCount } from '@/lib/format';
import { Chip } from '@/features/ui/components/Chip';
import { Muted } from '@/features/ui/components/Muted';

// Loaded once the page is there: what they show is known only in the browser.
const ShowOfferPanel = dynamic(() => import('@/features/shows/components/ShowOfferPanel').then((module) => module.ShowOfferPanel), {
  ssr: false,
});
// The chat comes after the page's first paint, with its feature: the page a viewer opens to watch carries none of it.
const PublicStreamChat = dynamic(
  () => import('@/features/stream-chat/components/PublicStreamChat').then((module) => module.PublicStreamChat),
  {
    ssr: false,
    loading: () => <div className={styles.chatPlaceholder} />,
  },
);
// The facts (labels and units in the reader's language) are rendered with the page, from a script of their own that it loads beside.
const PerformerAttributes = dynamic(() => import('./PerformerAttributes').then((module) => module.PerformerAttributes));
const PerformerOfferings = dynamic(() => import('./PerformerOfferings').then((module) => module.PerformerOfferings), { ssr: false });

interface Props {
  details: PerformerDetails;
  related: PerformerCard[];
}

/** The stream's conversation and how its media travels, as the server had them with the page. */
type Stream = { streamConversationId: string | null; streaming: StreamingSettings | null };

/** The server-rendered page until the store holds it, then the store's (live) copy. */
function useLivePage(rendered: Props): Props {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectPerformerPage);
  useSocketChannel(performerEvents);
  useEffect(() => {
    dispatch(performerPageLoaded({ details: rendered.details, related: rendered.related }));
  }, [dispatch, rendered.details, rendered.related]);
  return stored.details?._id === rendered.details._id ? (stored as Props) : rendered;
}

function StatusLine({ performer }: { performer: PerformerDetails }) {
  const { t, i18n } = useTranslation('components');
  const live = LIVE_STATUSES.includes(performer.streamingStatus);
  return (
    <div className={styles.statusLine}>
      <span className={performer.isOnline ? 'online-dot online' : 'online-dot'} aria-hidden />
      {live ? (
        <Chip tone={liveTone(performer.streamingStatus)} data-testid="profile-status">
          {t(`performerCard.status.${performer.streamingStatus}`)}
        </Chip>
      ) : (
        <Muted data-testid="profile-status">{performer.isOnline ? t('performerCard.online') : t('performerCard.offline')}</Muted>
      )}
      <Muted data-testid="profile-views">
        <Icon icon={EyeOutlined} /> {t('profile.views', { count: performer.views, value: formatCount(performer.views, i18n.language) })}
      </Muted>
    </div>
  );
}

/** A titled row of the profile card's tags, one per item; nothing when there are none. */
function TagSection<T>({ title, items, children }: { title: string; items: T[]; children: (item: T) => ReactNode }) {
  if (!items.length) return null;
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      <div className={styles.chips}>{items.map((item) => children(item))}</div>
    </section>
  );
}

/**
 * The performer's card beside the bio: picture, name, status and the viewer's actions,
 * then the facts. Plain elements in the look of antd's card, avatar and tags: this is the
 * page a viewer opens to watch, and its script decides how soon the video starts.
 */
function ProfileCard({ performer }: { performer: PerformerDetails }) {
  const { t, i18n } = useTranslation('components');
  // Tips sent with the chat's conversation show in the chat for everyone watching.
  const conversationId = useAppSelector(selectStreamConversationId);
  const hasHours = Object.keys(performer.workingHours).length > 0;
  return (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        {/* eslint-disable-next-line @next/next/no-img-element -- avatars are uploaded files of any size */}
        <img src={performer.avatar} alt={performer.name} className={styles.avatar} width={72} height={72} />
        <div className={styles.cardTitle}>
          <h1 className={styles.name}>{performer.name}</h1>
          <StatusLine performer={performer} />
        </div>
      </div>
      <div className={styles.actions}>
        <div className={styles.actionRow}>
          <FavouriteButton performer={performer} variant="text" />
          <TipPanel performerId={performer._id} performerName={performer.name} conversationId={conversationId ?? undefined} />
          <SendMessageButton performerId={performer._id} />
        </div>
        <div className={styles.showOffer}>
          <ShowOfferPanel performerId={performer._id} performerName={performer.name} />
        </div>
      </div>
      <PerformerAttributes performer={performer} />
      <TagSection title={t('profile.languages')} items={performer.languages}>
        {(code) => <Chip key={code}>{languageName(code, i18n.language)}</Chip>}
      </TagSection>
      <TagSection title={t('profile.categories')} items={performer.categories}>
        {(category) => (
          <Link key={category._id} href={`/category/${encodeURIComponent(category.slug)}`} className={styles.tagLink}>
            <Chip tone="orange">{category.name}</Chip>
          </Link>
        )}
      </TagSection>
      <TagSection title={t('profile.tags')} items={performer.tags}>
        {(tag) => (
          <Link key={tag} href={{ pathname: '/', query: { tag } }} className={styles.tagLink}>
            <Chip>#{tag}</Chip>
          </Link>
        )}
      </TagSection>
      {hasHours && (
        <section className={styles.section}>
          <h2>{t('profile.workingHours')}</h2>
          <WorkingHoursTable workingHours={performer.workingHours} />
        </section>
      )}
    </div>
  );
}

export function PerformerPage({ streamConversationId, streaming, ...props }: Props & Stream) {
  const { t } = useTranslation('components');
  const hideBio = Boolean(useAppSelector(selectUiSettings)?.hideBio);
  const { details: performer, related } = useLivePage(props);
  return (
    <div data-testid="performer-profile">
      <div className={styles.watch}>
        <StreamArea performer={performer} streamId={streamConversationId} streaming={streaming} />
        <PublicStreamChat performerId={performer._id} publicConversationId={streamConversationId ?? undefined} />
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          {!hideBio && performer.bio && (
            <section className={`${styles.section} ${styles.bio}`} data-testid="profile-bio">
              <h2>{t('profile.about', { name: performer.name })}</h2>
              {performer.bio.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </section>
          )}
          <PerformerOfferings performerId={performer._id} />
        </div>
        <aside data-testid="profile-card">
          <ProfileCard performer={performer} />
        </aside>
      </div>
      {related.length > 0 && (
        <section className={styles.related}>
          <h2 className={styles.relatedTitle}>{t('profile.related')}</h2>
          <PerformerGrid performers={related} empty={null} testId="related-grid" />
        </section>
      )}
    </div>
  );
}
