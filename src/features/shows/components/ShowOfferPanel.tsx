/**
 * Shows on a performer's page, for signed-in users: "Private show (N tokens/min)" while
 * the performer is online and free, a waiting state with Cancel after asking, "Join
 * group show (N tokens/min)" while they run one, and a way back into the user's own
 * running show. Too small a balance says so, with a link to buy tokens.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Alert, Button, Flex } from 'antd';
import { LockOutlined, TeamOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import {
  cancelPrivateRequest,
  joinGroupShow,
  loadShowOffer,
  requestPrivateShow,
  selectClosedRequest,
  selectShowAskError,
  selectShowAsking,
  selectShowOffer,
  showEvents,
} from '../slice';
import { showPagePath } from '../paths';
import { Muted } from '@/features/ui/components/Muted';

interface Props {
  performerId: string;
  performerName: string;
}

function TooFewTokens({ price }: { price: number }) {
  const { t } = useTranslation('components');
  return (
    <Muted data-testid="show-too-few-tokens">
      {t('shows.tooFewTokens', { value: price })} <Link href="/user/buy-tokens">{t('shows.buyTokens')}</Link>
    </Muted>
  );
}

export function ShowOfferPanel({ performerId, performerName }: Props) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();
  useSocketChannel(showEvents);
  const account = useAppSelector(selectCurrentAccount);
  const offer = useAppSelector(selectShowOffer);
  const asking = useAppSelector(selectShowAsking);
  const error = useAppSelector(selectShowAskError);
  const closed = useAppSelector(selectClosedRequest);
  const isUser = account?.role === 'user';

  // Loaded once here; the saga loads it again when the performer's status changes (a group show starting or ending).
  useEffect(() => {
    if (isUser) dispatch(loadShowOffer(performerId));
  }, [dispatch, isUser, performerId]);

  if (!isUser || offer?.performerId !== performerId) return null;
  const balance = account.balance;

  let body: React.ReactNode = null;
  if (offer.activeShowId) {
    body = (
      <Link href={showPagePath(offer.activeShowId)}>
        <Button type="primary" icon={<VideoCameraOutlined />} data-testid="back-to-show">
          {t('shows.backToShow')}
        </Button>
      </Link>
    );
  } else if (offer.pendingRequest) {
    body = (
      <Alert
        type="info"
        showIcon
        data-testid="private-show-waiting"
        title={t('shows.waiting', { name: performerName })}
        action={
          <Button size="small" onClick={() => dispatch(cancelPrivateRequest())} loading={asking} data-testid="private-show-cancel">
            {t('shows.cancelRequest')}
          </Button>
        }
      />
    );
  } else if (offer.group) {
    const full = offer.group.participantCount >= offer.group.maxParticipants;
    const tooPoor = balance < offer.group.price;
    body = (
      <Flex vertical gap={4}>
        <Button
          type="primary"
          icon={<TeamOutlined />}
          disabled={full || tooPoor}
          loading={asking}
          onClick={() => dispatch(joinGroupShow(offer.group!._id))}
          data-testid="join-group-show"
        >
          {t('shows.joinGroup', { value: offer.group.price })}
        </Button>
        {full && <Muted>{t('shows.groupFull')}</Muted>}
        {!full && tooPoor && <TooFewTokens price={offer.group.price} />}
      </Flex>
    );
  } else if (offer.allowPrivate && (offer.streamingStatus === 'public' || offer.streamingStatus === 'offline')) {
    const tooPoor = balance < offer.privatePrice;
    body = (
      <Flex vertical gap={4}>
        <Button
          type="primary"
          icon={<LockOutlined />}
          disabled={tooPoor}
          loading={asking}
          onClick={() => dispatch(requestPrivateShow(performerId))}
          data-testid="request-private-show"
        >
          {t('shows.privateShow', { value: offer.privatePrice })}
        </Button>
        {tooPoor && <TooFewTokens price={offer.privatePrice} />}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={8} data-testid="show-offer">
      {body}
      {closed && (
        <Alert
          type="warning"
          showIcon
          closable
          title={t(`shows.requestClosed.${closed.reason}`, { name: performerName })}
          data-testid="private-show-closed"
        />
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="show-ask-error" />}
    </Flex>
  );
}
