/**
 * A viewer's public profile over the page, for a performer: picture, name, country,
 * member since, and the block (or unblock) of this viewer. Adds its feature to the store
 * itself: it is loaded on a click, on whatever page shows the name.
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
import viewerProfile, { loadViewerProfile, selectViewerProfile, setViewerBlocked, viewerProfileClosed } from '../slice';
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

function ProfileDialog({ userId, onClose }: Props) {
  const { t, i18n } = useTranslation('components');
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
          </div>
        )}
      </div>
    </Dialog>
  );
}
