/**
 * The performer page's video area, a 16:9 box: the live show while the performer
 * streams publicly, else the site's offline, private-show or group-show picture. Its
 * caption agrees with the profile card: a performer who is connected but not streaming
 * (back from a show, say) is online, not offline. A viewer the performer blocks (also
 * while watching) gets the offline picture and why.
 */
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';
import { PLACEHOLDERS } from '@/shared/constants';
import type { PerformerCard } from '@/shared/schemas/performers';
import type { StreamingSettings } from '@/shared/schemas/streaming';
import { StreamPicture } from '@/features/ui/components/StreamPicture';
import { selectStreamChatBlocked, selectStreamConversationId } from '@/features/stream-chat/selectors';
import { Chip } from '@/features/ui/components/Chip';

// Only while the performer streams: the player and the media transports are a script of their own.
const LiveVideo = dynamic(() => import('@/features/ui/components/LiveVideo').then((module) => module.LiveVideo));

type Props = {
  performer: Pick<PerformerCard, '_id' | 'name' | 'avatar' | 'streamingStatus' | 'streamTitle' | 'isOnline'>;
  /** The stream's conversation, when the page came with it (else the chat beside it finds it). */
  streamId?: string | null;
  /** How the media travels, when the page came with it. */
  streaming?: StreamingSettings | null;
};

export function StreamArea({ performer, streamId: known, streaming }: Props) {
  const { t } = useTranslation('components');
  const settings = useAppSelector(selectPublicSettings);
  // The stream's media travels with its chat conversation, which the chat beside it opens.
  const streamId = useAppSelector(selectStreamConversationId) ?? known ?? null;
  const blocked = useAppSelector(selectStreamChatBlocked);
  const { streamingStatus: status, name } = performer;

  if (status === 'public' && !blocked) {
    return (
      <div data-testid="stream-area" data-status="public">
        <LiveVideo
          streamId={streamId}
          publisherId={performer._id}
          kind="public"
          settings={streaming}
          poster={performer.avatar}
          caption={
            <>
              <Chip tone="red">{t('performerCard.status.public')}</Chip>
              <strong>{performer.streamTitle || t('profile.stream.live', { name })}</strong>
            </>
          }
        />
      </div>
    );
  }

  // A blocked viewer gets the offline picture, whatever the performer is doing.
  const show = !blocked && (status === 'private' || status === 'group') ? status : null;
  const picture =
    show === 'private'
      ? (settings?.defaultPrivateCallImage ?? PLACEHOLDERS.private)
      : show === 'group'
        ? (settings?.defaultGroupChatImage ?? PLACEHOLDERS.group)
        : (settings?.defaultOfflineModelImage ?? PLACEHOLDERS.offline);
  // Says what the profile card says: online (connected, not streaming, e.g. just after a show) or offline.
  const caption = blocked
    ? t('streamChat.blocked', { ns: 'live' })
    : show
      ? t(`profile.stream.${show}`, { name })
      : performer.isOnline
        ? t('profile.stream.online', { name })
        : t('profile.stream.offline', { name });
  return (
    <div data-testid="stream-area" data-status={blocked ? 'blocked' : status}>
      <StreamPicture src={picture} caption={caption} />
    </div>
  );
}
