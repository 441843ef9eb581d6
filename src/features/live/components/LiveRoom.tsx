import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { Facts } from '@/features/ui/components/Facts';
import { Notice } from '@/features/ui/components/Notice';
import styles from './LiveRoom.module.css';
import { CameraPreview } from './CameraPreview';
import { GoLivePanel } from './GoLivePanel';
import { LiveSessionFacts } from './LiveSessionFacts';
import { TipAlerts } from './TipAlerts';
import { LiveShowsPanel } from '@/features/shows/components/LiveShowsPanel';
import { StreamChat } from '@/features/stream-chat/components/StreamChat';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { selectStreamConversationId } from '@/features/stream-chat/slice';
import { usePublication } from '@/lib/webrtc/hooks';
import { useSocket } from '@/lib/socket';
import { PageTitle } from '@/features/ui/components/PageTitle';

/**
 * The performer's live page: camera check, going live, the live session's figures, private
 * show requests and group shows, the state of the account and the chat to moderate.
 */
export function LiveRoom() {
  const { t } = useTranslation('pages');
  const account = useAppSelector(selectCurrentAccount);
  const performer = account?.role === 'performer' ? account : null;
  // The account was read before this page's socket connected; a connected performer is at least
  // online (the server's presence rule), whether or not its status event came before we listened.
  const connected = useSocket().status === 'connected';
  const status = performer?.streamingStatus === 'disconnected' && connected ? 'offline' : performer?.streamingStatus;
  const [camera, setCamera] = useState<MediaStream | null>(null);
  // While the public show is on, the camera goes out on the stream of the show's chat.
  const streamId = useAppSelector(selectStreamConversationId);
  const { error: publishError } = usePublication({ streamId: status === 'public' ? streamId : null, kind: 'public', stream: camera });
  return (
    <div className="live-page" data-testid="live-page">
      <PageTitle title={t('live.title', { name: performer?.name ?? '' })} />
      <h1 className={styles.title}>{t('live.title', { name: performer?.name ?? '' })}</h1>
      <div className={styles.columns}>
        <Card title={t('live.preview')}>
          {publishError && <Notice type="error" title={publishError} className={styles.publishError} />}
          <CameraPreview onStream={setCamera} />
        </Card>
        <div>
          <Card title={t('live.status')}>
            {performer && (
              <>
                <GoLivePanel status={status!} />
                <Facts
                  className={styles.facts}
                  facts={[
                    { label: t('live.username'), value: performer.username },
                    {
                      label: t('live.streamingStatus'),
                      value: <Chip tone={status === 'offline' ? 'default' : 'red'}>{t(`live.statuses.${status}`)}</Chip>,
                    },
                    { label: t('live.privatePrice'), value: t('live.perMinute', { value: performer.privateCallPrice }) },
                    { label: t('live.groupPrice'), value: t('live.perMinute', { value: performer.groupCallPrice }) },
                  ]}
                />
                <LiveSessionFacts status={status!} username={performer.username} />
                <TipAlerts username={performer.username} />
                <LiveShowsPanel status={status!} />
              </>
            )}
          </Card>
          {performer && (
            <div className="live-chat">
              <StreamChat performerId={performer._id} moderation />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
