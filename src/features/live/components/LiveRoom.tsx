import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { CameraPreview } from './CameraPreview';
import { GoLivePanel } from './GoLivePanel';
import { TipAlerts } from './TipAlerts';
import { LiveShowsPanel } from '@/features/shows/components/LiveShowsPanel';
import { StreamChat } from '@/features/stream-chat/components/StreamChat';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { selectStreamConversationId } from '@/features/stream-chat/slice';
import { usePublication } from '@/lib/webrtc/hooks';
import { useSocket } from '@/lib/socket';
import { PageTitle } from '@/features/ui/components/PageTitle';

/** The performer's live page: camera check, going live, private show requests and group shows, the state of the account and the chat to moderate. */
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
      <Typography.Title level={2} style={{ color: '#fff' }}>
        {t('live.title', { name: performer?.name ?? '' })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('live.preview')}>
            {publishError && <Alert type="error" showIcon title={publishError} style={{ marginBottom: 12 }} />}
            <CameraPreview onStream={setCamera} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('live.status')}>
            {performer && (
              <>
                <GoLivePanel status={status!} />
                <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
                  <Descriptions.Item label={t('live.username')}>{performer.username}</Descriptions.Item>
                  <Descriptions.Item label={t('live.streamingStatus')}>
                    <Tag color={status === 'offline' ? 'default' : 'red'}>{t(`live.statuses.${status}`)}</Tag>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('live.privatePrice')}>
                    {t('live.perMinute', { value: performer.privateCallPrice })}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('live.groupPrice')}>
                    {t('live.perMinute', { value: performer.groupCallPrice })}
                  </Descriptions.Item>
                </Descriptions>
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
        </Col>
      </Row>
    </div>
  );
}
