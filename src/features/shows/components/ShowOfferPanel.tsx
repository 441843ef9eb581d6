/**
 * Shows on a performer's page, for signed-in users: "Private show (N tokens/min)" while
 * the performer is online and free, a waiting state with Cancel after asking, "Join
 * group show (N tokens/min)" while they run one, and a way back into the user's own
 * running show. Too small a balance says so, with a link to buy tokens. The offer is
 * known only in the browser, so the panel is a script of its own that the performer's
 * page loads once it is there; it adds the shows feature to the store itself.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { Button, ButtonLink } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { Notice } from '@/features/ui/components/Notice';
import { Stack } from '@/features/ui/components/Stack';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector, useFeatures } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import shows, {
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
import { useFocusFollows } from '@/features/ui/hooks/useFocusFollows';

interface Props {
  performerId: string;
  performerName: string;
}

function TooFewTokens({ price }: { price: number }) {
  const { t } = useTranslation('live');
  return (
    <Muted data-testid="show-too-few-tokens">
      {t('shows.tooFewTokens', { value: price })} <Link href="/user/buy-tokens">{t('shows.buyTokens')}</Link>
    </Muted>
  );
}

const FEATURES = { shows };

export function ShowOfferPanel(props: Props) {
  return useFeatures(FEATURES) ? <ShowOffer {...props} /> : null;
}

function ShowOffer({ performerId, performerName }: Props) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  useSocketChannel(showEvents);
  const account = useAppSelector(selectCurrentAccount);
  const offer = useAppSelector(selectShowOffer);
  const asking = useAppSelector(selectShowAsking);
  const error = useAppSelector(selectShowAskError);
  const closed = useAppSelector(selectClosedRequest);
  const isUser = account?.role === 'user';
  const state = !offer ? 'none' : offer.activeShowId ? 'show' : offer.pendingRequest ? 'waiting' : offer.group ? 'group' : 'private';
  const focusFollows = useFocusFollows<HTMLDivElement>(state);

  // Loaded once here; the saga loads it again when the performer's status changes (a group show starting or ending).
  useEffect(() => {
    if (isUser) dispatch(loadShowOffer(performerId));
  }, [dispatch, isUser, performerId]);

  if (!isUser || offer?.performerId !== performerId) return null;
  const balance = account.balance;

  let body: React.ReactNode = null;
  if (offer.activeShowId) {
    body = (
      <ButtonLink
        type="primary"
        href={showPagePath(offer.activeShowId)}
        icon={<Icon icon={VideoCameraOutlined} />}
        data-testid="back-to-show"
      >
        {t('shows.backToShow')}
      </ButtonLink>
    );
  } else if (offer.pendingRequest) {
    body = (
      <Notice
        type="info"
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
      <Stack vertical gap={4}>
        <Button
          type="primary"
          icon={<Icon icon={TeamOutlined} />}
          disabled={full || tooPoor}
          loading={asking}
          onClick={() => dispatch(joinGroupShow(offer.group!._id))}
          data-testid="join-group-show"
        >
          {t('shows.joinGroup', { value: offer.group.price })}
        </Button>
        {full && <Muted>{t('shows.groupFull')}</Muted>}
        {!full && tooPoor && <TooFewTokens price={offer.group.price} />}
      </Stack>
    );
  } else if (offer.allowPrivate && (offer.streamingStatus === 'public' || offer.streamingStatus === 'offline')) {
    const tooPoor = balance < offer.privatePrice;
    body = (
      <Stack vertical gap={4}>
        <Button
          type="primary"
          icon={<Icon icon={LockOutlined} />}
          disabled={tooPoor}
          loading={asking}
          onClick={() => dispatch(requestPrivateShow(performerId))}
          data-testid="request-private-show"
        >
          {t('shows.privateShow', { value: offer.privatePrice })}
        </Button>
        {tooPoor && <TooFewTokens price={offer.privatePrice} />}
      </Stack>
    );
  }

  return (
    <div {...focusFollows}>
      <Stack vertical gap={8} data-testid="show-offer">
        {body}
        {closed && (
          <Notice
            type="warning"
            closable
            title={t(`shows.requestClosed.${closed.reason}`, { name: performerName })}
            data-testid="private-show-closed"
          />
        )}
        {error && <Notice type="error" title={error} data-testid="show-ask-error" />}
      </Stack>
    </div>
  );
}
