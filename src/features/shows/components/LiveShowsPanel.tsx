/**
 * Shows on the performer's live page: a way back into the running show, the private
 * show requests as they arrive (Accept / Decline), and starting a group show with a
 * maximum of viewers.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { Avatar } from '@/features/ui/components/Avatar';
import { Button, ButtonLink } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { EmptyState } from '@/features/ui/components/EmptyState';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import { Stack } from '@/features/ui/components/Stack';
import field from '@/features/ui/components/Field.module.css';
import { wholeNumberIn } from '@/lib/whole-number';
import styles from './LiveShowsPanel.module.css';
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
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const requests = useAppSelector(selectIncomingRequests);
  const answering = useAppSelector(selectAnswering);
  return (
    <Card
      small
      title={
        <Stack align="center">
          {t('shows.requests.title')}
          {requests.length > 0 && <span className={styles.count}>{requests.length}</span>}
        </Stack>
      }
      data-testid="private-requests"
    >
      {requests.length === 0 ? (
        <EmptyState text={t('shows.requests.empty')} />
      ) : (
        <ul className={styles.requests}>
          {requests.map((request) => (
            <li key={request.showId} className={styles.request} data-testid="private-request">
              <Avatar src={request.user.avatar} size={32} />
              <span className={styles.who}>
                <strong>{request.user.name}</strong>
                <Muted>{t('shows.perMinute', { value: request.price })}</Muted>
              </span>
              <Stack gap={8}>
                <Button
                  type="primary"
                  size="small"
                  disabled={busy}
                  loading={answering === request.showId}
                  onClick={() => dispatch(acceptPrivateRequest(request.showId))}
                  data-testid="accept-private-request"
                >
                  {t('shows.requests.accept')}
                </Button>
                <Button
                  size="small"
                  disabled={answering === request.showId}
                  onClick={() => dispatch(declinePrivateRequest(request.showId))}
                  data-testid="decline-private-request"
                >
                  {t('shows.requests.decline')}
                </Button>
              </Stack>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function GroupShowStarter() {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const starting = useAppSelector(selectGroupStarting);
  const [text, setText] = useState(String(GROUP_MAX_PARTICIPANTS.default));
  const max = wholeNumberIn(text, GROUP_MAX_PARTICIPANTS.min, GROUP_MAX_PARTICIPANTS.max);
  const valid = max !== undefined;
  return (
    <Stack vertical gap={6} data-testid="group-show-starter">
      <strong>{t('shows.group.title')}</strong>
      <Muted>{t('shows.group.max')}</Muted>
      <form
        className={field.joined}
        onSubmit={(event) => {
          event.preventDefault();
          if (max !== undefined) dispatch(startGroupShow({ maxParticipants: max }));
        }}
      >
        <span className={`${field.field} ${field.affixed} ${styles.max}`}>
          <Icon icon={TeamOutlined} />
          <input
            type="number"
            inputMode="numeric"
            min={GROUP_MAX_PARTICIPANTS.min}
            max={GROUP_MAX_PARTICIPANTS.max}
            step={1}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label={t('shows.group.max')}
            aria-invalid={!valid}
            data-testid="group-show-max"
          />
        </span>
        <Button type="primary" htmlType="submit" loading={starting} disabled={!valid} data-testid="start-group-show">
          {t('shows.group.start')}
        </Button>
      </form>
    </Stack>
  );
}

/**
 * `status`: the performer's own streaming status. The requests and the running show are
 * loaded at each connection of the socket (`liveShowEvents`), not when the status changes.
 */
export function LiveShowsPanel({ status }: { status: string }) {
  const { t } = useTranslation('live');
  useSocketChannel(liveShowEvents);
  const current = useAppSelector(selectCurrentShow);
  const inShow = status === 'private' || status === 'group';
  const running = current?.show.status === 'active' && current.show.role === 'performer' ? current.show : null;

  return (
    <Stack vertical gap={12} style={{ marginTop: 16 }} data-testid="live-shows">
      {inShow && running && (
        <ButtonLink
          href={showPagePath(running._id)}
          type="primary"
          block
          icon={<Icon icon={VideoCameraOutlined} />}
          data-testid="back-to-show"
        >
          {t('shows.backToShow')}
        </ButtonLink>
      )}
      <PrivateRequests busy={inShow} />
      {!inShow && <GroupShowStarter />}
    </Stack>
  );
}
