/**
 * A viewer's public profile over the page, for a performer: picture, name, country,
 * member since, the block (or unblock) of this viewer, and their mute in the performer's
 * public chat (or its lift). Adds its feature to the store itself: it is loaded on a
 * click, on whatever page shows the name.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector, useFeatures } from '@/store/hooks';
import { formatDate } from '@/lib/dates';
import { Avatar } from '@/features/ui/components/Avatar';
import { Button } from '@/features/ui/components/Button';
import { ConfirmButton } from '@/features/ui/components/ConfirmButton';
import { Dialog } from '@/features/ui/components/Dialog';
import { Facts } from '@/features/ui/components/Facts';
import { Notice } from '@/features/ui/components/Notice';
import { Spinner } from '@/features/ui/components/Spinner';
import { MuteChoice } from '@/features/ui/components/MuteChoice';
import { untilText } from '@/lib/format';
import type { ViewerInChat } from '@/shared/schemas/users';
import viewerProfile, { loadViewerProfile, selectViewerProfile, setViewerBlocked, setViewerMuted, viewerProfileClosed } from '../slice';
import styles from './ViewerProfile.module.css';

const FEATURES = { viewerProfile };

interface Props {
  userId: string;
  onClose: () => void;
}

export function ViewerProfileDialog(props: Props) {
  return useFeatures(FEATURES) ? <ProfileDialog {...props} /> : null;
}

/** The country's name in the reader's language, from its ISO code. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The viewer in the performer's public chat: muted until when, or banned, with the lift; else a mute with a reason. */
function ChatStanding({ userId, chat }: { userId: string; chat: ViewerInChat }) {
  const { t, i18n } = useTranslation('live');
  const dispatch = useAppDispatch();
  const { saving } = useAppSelector(selectViewerProfile);
  if (chat.mutedUntil || chat.banned) {
    return (
      <div className={styles.actions}>
        <span className={styles.blocked} data-testid="viewer-chat-standing">
          {chat.banned ? t('viewerProfile.chatBanned') : t('viewerProfile.chatMuted', { until: untilText(chat.mutedUntil, i18n.language) })}
        </span>
        <Button
          loading={saving}
          onClick={() => dispatch(setViewerMuted({ userId, conversationId: chat.conversationId, minutes: null, reason: '' }))}
          data-testid="viewer-chat-lift"
        >
          {t('viewerProfile.chatLift')}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className={styles.mute}>
      <legend>{t('viewerProfile.chatMute')}</legend>
      <MuteChoice
        testIds={{ reason: 'viewer-mute-reason', mute: 'viewer-mute' }}
        busy={saving}
        actionsClassName={styles.actions}
        onMute={(minutes, reason) => dispatch(setViewerMuted({ userId, conversationId: chat.conversationId, minutes, reason }))}
      />
    </fieldset>
  );
}

function ProfileDialog({ userId, onClose }: Props) {
  const { t, i18n } = useTranslation('live');
  const dispatch = useAppDispatch();
  const { profile, requesting, error, saving } = useAppSelector(selectViewerProfile);

  useEffect(() => {
    dispatch(loadViewerProfile(userId));
    return () => void dispatch(viewerProfileClosed());
  }, [dispatch, userId]);

  const close = <Button onClick={onClose}>{t('viewerProfile.close')}</Button>;
  return (
    <Dialog open title={t('viewerProfile.title')} onCancel={onClose} footer={close}>
      <div data-testid="viewer-profile">
        {requesting && <Spinner />}
        {error && <Notice type="error" title={t(error, { ns: 'common' })} />}
        {profile && (
          <div className={styles.profile}>
            <div className={styles.head}>
              <Avatar src={profile.avatar} size={64} />
              <div>
                <strong className={styles.profileName} data-testid="viewer-profile-name">
                  {profile.name}
                </strong>
                {profile.username && <div className={styles.username}>@{profile.username}</div>}
              </div>
            </div>
            <Facts
              facts={[
                {
                  label: t('viewerProfile.country'),
                  value: profile.country ? countryName(profile.country, i18n.language) : '',
                  shown: Boolean(profile.country),
                },
                { label: t('viewerProfile.memberSince'), value: formatDate(profile.memberSince, 'DD/MM/YYYY') },
              ]}
            />
            {profile.blocked !== undefined && (
              <div className={styles.actions}>
                {profile.blocked ? (
                  <>
                    <span className={styles.blocked} data-testid="viewer-blocked">
                      {t('viewerProfile.blocked')}
                    </span>
                    <Button
                      loading={saving}
                      onClick={() => dispatch(setViewerBlocked({ userId: profile._id, blocked: false }))}
                      data-testid="viewer-unblock"
                    >
                      {t('viewerProfile.unblock')}
                    </Button>
                  </>
                ) : (
                  <ConfirmButton
                    danger
                    loading={saving}
                    question={t('viewerProfile.blockQuestion', { name: profile.name })}
                    ok={t('viewerProfile.block')}
                    cancel={t('viewerProfile.cancel')}
                    onConfirm={() => dispatch(setViewerBlocked({ userId: profile._id, blocked: true }))}
                    floating
                    data-testid="viewer-block"
                  >
                    {t('viewerProfile.block')}
                  </ConfirmButton>
                )}
              </div>
            )}
            {profile.chat && <ChatStanding key={profile.chat.mutedUntil ?? ''} userId={profile._id} chat={profile.chat} />}
          </div>
        )}
      </div>
    </Dialog>
  );
}
