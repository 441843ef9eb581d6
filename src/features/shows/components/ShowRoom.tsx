/**
 * The show page's body, for the performer and the paying viewers: the cameras
 * (ShowMedia), who is in the show, the price,
 * the elapsed time, what the viewer paid (and their live balance) or what the
 * performer earned, the low-balance warning, End / Leave, the show's chat (kept to read
 * once the show is over), and once it is over, why and where to go from here (a group viewer out of a show that goes on
 * reads that they left, not that it ended). A viewer whose page is gone for now shows
 * as away to the performer.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { Avatar } from '@/features/ui/components/Avatar';
import { ButtonLink } from '@/features/ui/components/Button';
import { Card } from '@/features/ui/components/Card';
import { Chip } from '@/features/ui/components/Chip';
import { ConfirmButton } from '@/features/ui/components/ConfirmButton';
import { Facts } from '@/features/ui/components/Facts';
import { Icon } from '@/features/ui/components/Icon';
import { Muted } from '@/features/ui/components/Muted';
import { Notice } from '@/features/ui/components/Notice';
import { Outcome } from '@/features/ui/components/Outcome';
import { Stack } from '@/features/ui/components/Stack';
import type { Show } from '@/shared/schemas/shows';
import { useSocketChannel } from '@/lib/socket';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBalance } from '@/features/account/slice';
import { StreamChat } from '@/features/stream-chat/components/StreamChat';
import {
  endShow,
  selectCurrentShow,
  selectLowBalance,
  selectShowEnded,
  selectShowEnding,
  showPageEvents,
  showPageOpened,
  type ShowEnd,
  type ShowSnapshot,
} from '../slice';
import { ShowMedia } from './ShowMedia';
import { serverNow } from '../clock';
import { formatDuration } from '@/lib/format';
import { useTicker } from '../hooks/useTicker';
import styles from './ShowRoom.module.css';

function ShowFigures({ snapshot }: { snapshot: ShowSnapshot }) {
  const { t } = useTranslation('live');
  const { show } = snapshot;
  const balance = useAppSelector(selectBalance);
  const active = show.status === 'active' && !show.stay?.leftAt;
  const browserNow = useTicker(active);
  const now = browserNow === null ? null : serverNow(snapshot, browserNow);
  const since = show.role === 'performer' ? show.startedAt : show.stay?.joinedAt;
  const until = show.stay?.leftAt ?? show.endedAt;
  const end = until ? Date.parse(until) : now;
  const elapsed = since && end !== null ? formatDuration((end - Date.parse(since)) / 1000) : '–';
  const nextCharge =
    active && show.stay?.nextChargeAt && now !== null ? formatDuration((Date.parse(show.stay.nextChargeAt) - now) / 1000) : null;

  const viewer = show.role === 'viewer' && show.stay ? show.stay : null;
  return (
    <div data-testid="show-figures">
      <Facts
        bordered
        twoColumns
        className={styles.figures}
        facts={[
          { label: t('shows.room.price'), value: <span data-testid="show-price">{t('shows.perMinute', { value: show.price })}</span> },
          { label: t('shows.room.elapsed'), value: <span data-testid="show-elapsed">{elapsed}</span> },
          {
            label: t('shows.room.charged'),
            value: <span data-testid="show-charged">{t('shows.tokens', { value: viewer?.charged ?? 0 })}</span>,
            shown: Boolean(viewer),
          },
          {
            label: t('shows.room.balance'),
            value: <span data-testid="show-balance">{t('shows.tokens', { value: balance })}</span>,
            shown: Boolean(viewer),
          },
          {
            label: t('shows.room.nextCharge'),
            value: <span data-testid="show-next-charge">{nextCharge}</span>,
            shown: Boolean(viewer && nextCharge),
          },
          {
            label: t('shows.room.earned'),
            value: <span data-testid="show-earned">{t('shows.tokens', { value: show.earned ?? 0 })}</span>,
            shown: show.role === 'performer',
          },
        ]}
      />
    </div>
  );
}

/**
 * The warning that the viewer's tokens run out, with the seconds left. A screen reader hears
 * it from a status region that is always there (a region drawn with its text is not always
 * read): when it appears, then every ten seconds, not with every second of the countdown.
 */
function LowBalanceWarning({ show }: { show: Show }) {
  const { t } = useTranslation('live');
  const warning = useAppSelector(selectLowBalance);
  const balance = useAppSelector(selectBalance);
  const relevant = warning?.showId === show._id && balance < show.price;
  const browserNow = useTicker(relevant);
  const seconds = relevant && browserNow !== null ? Math.max(0, Math.ceil((warning.stopsAt - browserNow) / 1000)) : null;
  return (
    <>
      <div role="status" className="visually-hidden" data-testid="show-low-balance-announcement">
        {seconds !== null && t('shows.room.lowBalanceSpoken', { count: Math.max(10, Math.ceil(seconds / 10) * 10) })}
      </div>
      {seconds !== null && (
        <Notice
          type="warning"
          announced={false}
          data-testid="show-low-balance"
          title={t('shows.room.lowBalance', { value: seconds })}
          action={
            <ButtonLink href="/user/buy-tokens" target="_blank" size="small">
              {t('shows.buyTokens')}
            </ButtonLink>
          }
        />
      )}
    </>
  );
}

function Participants({ show }: { show: Show }) {
  const { t } = useTranslation('live');
  const people =
    show.type === 'private'
      ? [show.role === 'performer' ? show.user : show.performer].filter((p): p is NonNullable<typeof p> => Boolean(p))
      : show.participants;
  // A paying viewer whose page is gone for now: out of the show unless back within the grace period.
  const away = new Set(show.participants.filter((p) => p.away).map((p) => p._id));
  return (
    <Card small title={show.type === 'private' ? t('shows.room.with') : t('shows.room.participants')} data-testid="show-participants">
      {people.length === 0 ? (
        <Muted>{t('shows.room.noParticipants')}</Muted>
      ) : (
        <ul className={styles.people}>
          {people.map((person) => (
            <li key={person._id} className={styles.person} data-testid="show-participant">
              <Avatar src={person.avatar} size={24} />
              {person.name}
              {away.has(person._id) && (
                <Chip tone="orange" data-testid="show-participant-away">
                  {t('shows.room.away')}
                </Chip>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function EndButton({ show }: { show: Show }) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  const ending = useAppSelector(selectShowEnding);
  const leaving = show.role === 'viewer' && show.type === 'group';
  return (
    <ConfirmButton
      question={leaving ? t('shows.room.leaveConfirm') : t('shows.room.endConfirm')}
      ok={t('shows.room.yes')}
      cancel={t('shows.room.no')}
      onConfirm={() => dispatch(endShow(show._id))}
      danger
      type="primary"
      loading={ending}
      data-testid="end-private-show"
    >
      {leaving ? t('shows.room.leave') : t('shows.room.end')}
    </ConfirmButton>
  );
}

/** Why it is over, as this party reads it: a viewer reads of their own absence in their own words. */
const reasonKey = (reason: string, role: Show['role']) =>
  role === 'viewer' && reason === 'user_disconnected' ? 'shows.reason.youWereAway' : `shows.reason.${reason}`;

/** The show is over for this party: the whole show, or (`left`) a group viewer's part in a show that goes on. */
function ShowOver({ show, end }: { show: Show; end: ShowEnd }) {
  const { t } = useTranslation('live');
  const back =
    show.role === 'performer'
      ? { href: `/live/lovense/${encodeURIComponent(show.performer.username ?? '')}`, label: t('shows.ended.backToLive') }
      : {
          href: `/profile/${encodeURIComponent(show.performer.username ?? '')}`,
          label: t('shows.ended.backToProfile', { name: show.performer.name }),
        };
  return (
    <Outcome
      className={styles.over}
      status="info"
      title={<span data-testid="show-over-title">{end.left ? t('shows.left.title') : t('shows.ended.title')}</span>}
      text={
        <Stack vertical gap={4}>
          <span data-testid="show-end-reason">{t(reasonKey(end.reason, show.role))}</span>
          {end.left && <span data-testid="show-goes-on">{t('shows.left.goesOn', { name: show.performer.name })}</span>}
        </Stack>
      }
      action={
        <ButtonLink href={back.href} type="primary" data-testid="show-back">
          {back.label}
        </ButtonLink>
      }
      data-testid="show-ended"
    />
  );
}

export function ShowRoom({ initial }: { initial: Show }) {
  const { t } = useTranslation('live');
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Before the channel's effects below: the show its connection reloads must be in the store by then.
    dispatch(showPageOpened({ show: initial, receivedAt: Date.now() }));
  }, [dispatch, initial]);
  // Each connection (the first included) loads the show as it is now: see `showPageConnected`.
  useSocketChannel(showPageEvents);
  const stored = useAppSelector(selectCurrentShow);
  const ended = useAppSelector(selectShowEnded);
  // Until the store holds it (the first render): the clocks only start once mounted anyway.
  const snapshot: ShowSnapshot = stored?.show._id === initial._id ? stored : { show: initial, receivedAt: Date.parse(initial.serverTime) };
  const { show } = snapshot;
  const over = ended?.showId === show._id ? ended : null;
  const archivedChat = Boolean(over) || show.status === 'ended' || Boolean(show.stay?.leftAt);
  const title =
    show.type === 'private'
      ? t('shows.room.privateTitle', { name: show.role === 'performer' ? (show.user?.name ?? '') : show.performer.name })
      : t('shows.room.groupTitle', { name: show.performer.name });

  return (
    <div className={styles.page} data-testid="show-page" data-status={over ? (over.left ? 'left' : 'ended') : show.status}>
      <Stack align="center" gap={12} wrap className={styles.heading}>
        {show.type === 'private' ? <Icon icon={LockOutlined} /> : <Icon icon={TeamOutlined} />}
        <h2 className={styles.title}>{title}</h2>
        <Chip
          tone={over ? 'default' : show.status === 'active' ? 'red' : 'orange'}
          className={over ? styles.overStatus : undefined}
          data-testid="show-status"
        >
          {t(`shows.status.${over ? (over.left ? 'left' : 'ended') : show.status}`)}
        </Chip>
      </Stack>
      <div className={styles.columns}>
        <div>
          {over ? <ShowOver show={show} end={over} /> : <ShowMedia show={show} />}
          <Stack vertical gap={12} className={styles.below}>
            {!over && <LowBalanceWarning show={show} />}
            <Card small>
              <ShowFigures snapshot={snapshot} />
              {!over && show.status === 'active' && (
                <Stack justify="flex-end" className={styles.actions}>
                  <EndButton show={show} />
                </Stack>
              )}
            </Card>
          </Stack>
        </div>
        <Stack vertical gap={12}>
          {/* Who is in it, while it is on for this party: once over, nobody is with them. */}
          {!over && <Participants show={show} />}
          {/* The show's chat: live while it runs for this party, kept to read once it is over. */}
          {((show.status === 'active' && !over) || archivedChat) && (
            <div className={styles.chat}>
              <StreamChat performerId={show.performer._id} showConversationId={show.conversationId} archived={archivedChat} />
            </div>
          )}
        </Stack>
      </div>
    </div>
  );
}
