/**
 * Shows on the performer's live page: a way back into the running show, the private
 * show requests as they arrive (Accept / Decline), and starting a group show with a
 * maximum of viewers.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Avatar, Badge, Button, Card, Empty, Flex, InputNumber, List, Space, Typography } from 'antd';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  acceptPrivateRequest,
  declinePrivateRequest,
  liveShowEvents,
  selectAnswering,
  selectCurrentShow,
  selectGroupStarting,
  selectIncomingRequests,
  startGroupShow,
} from '../slice';
import { showPagePath } from '../paths';
import { GROUP_MAX_PARTICIPANTS } from '@/shared/constants';

function PrivateRequests({ busy }: { busy: boolean }) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const requests = useAppSelector(selectIncomingRequests);
  const answering = useAppSelector(selectAnswering);
  return (
    <Card
      size="small"
      className={requests.length ? 'show-requests show-requests-waiting' : 'show-requests'}
      title={
        <Space>
          {t('shows.requests.title')}
          <Badge count={requests.length} />
        </Space>
      }
      data-testid="private-requests"
    >
      {requests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shows.requests.empty')} />
      ) : (
        <List
          dataSource={requests}
          renderItem={(request) => (
            <List.Item
              data-testid="private-request"
              actions={[
                <Button
                  key="accept"
                  type="primary"
                  size="small"
                  disabled={busy}
                  loading={answering === request.showId}
                  onClick={() => dispatch(acceptPrivateRequest(request.showId))}
                  data-testid="accept-private-request"
                >
                  {t('shows.requests.accept')}
                </Button>,
                <Button
                  key="decline"
                  size="small"
                  disabled={answering === request.showId}
                  onClick={() => dispatch(declinePrivateRequest(request.showId))}
                  data-testid="decline-private-request"
                >
                  {t('shows.requests.decline')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<Avatar src={request.user.avatar} alt="" />}
                title={request.user.name}
                description={t('shows.perMinute', { value: request.price })}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function GroupShowStarter() {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  const starting = useAppSelector(selectGroupStarting);
  const [max, setMax] = useState<number>(GROUP_MAX_PARTICIPANTS.default);
  return (
    <Flex vertical gap={6} data-testid="group-show-starter">
      <Typography.Text strong>{t('shows.group.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('shows.group.max')}</Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <InputNumber
          min={GROUP_MAX_PARTICIPANTS.min}
          max={GROUP_MAX_PARTICIPANTS.max}
          precision={0}
          value={max}
          onChange={(value) => setMax(value ?? GROUP_MAX_PARTICIPANTS.default)}
          prefix={<Icon icon={TeamOutlined} />}
          aria-label={t('shows.group.max')}
          style={{ width: 120 }}
          data-testid="group-show-max"
        />
        <Button
          type="primary"
          loading={starting}
          onClick={() => dispatch(startGroupShow({ maxParticipants: max }))}
          data-testid="start-group-show"
        >
          {t('shows.group.start')}
        </Button>
      </Space.Compact>
    </Flex>
  );
}

/**
 * `status`: the performer's own streaming status. The requests and the running show are
 * loaded at each connection of the socket (`liveShowEvents`), not when the status changes.
 */
export function LiveShowsPanel({ status }: { status: string }) {
  const { t } = useTranslation('components');
  useSocketChannel(liveShowEvents);
  const current = useAppSelector(selectCurrentShow);
  const inShow = status === 'private' || status === 'group';
  const running = current?.show.status === 'active' && current.show.role === 'performer' ? current.show : null;

  return (
    <Flex vertical gap={12} data-testid="live-shows">
      {inShow && running && (
        <Link href={showPagePath(running._id)}>
          <Button type="primary" block icon={<Icon icon={VideoCameraOutlined} />} data-testid="back-to-show">
            {t('shows.backToShow')}
          </Button>
        </Link>
      )}
      <PrivateRequests busy={inShow} />
      {!inShow && <GroupShowStarter />}
    </Flex>
  );
}
