import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { memberSinceItem, SettingsFrame, verificationItem } from '@/features/account/components/SettingsFrame';
import { Copyable } from '@/features/ui/components/Copyable';
import { Notice } from '@/features/ui/components/Notice';
import type { CurrentPerformer } from '@/shared/schemas/profile';
import { StudioMembershipCard } from '@/features/studios/components/StudioMembershipCard';
import { PerformerSettingsTabs } from './PerformerSettingsTabs';
import styles from './PerformerSettingsView.module.css';

/** Verified, or why not yet: documents under review, or still to be sent. */
function VerificationState({ performer }: { performer: CurrentPerformer }) {
  const { t } = useTranslation('account');
  if (performer.verified) return null;
  const [type, title, description, testId] = performer.documentsUploaded
    ? (['info', t('settings.performer.underReview'), t('settings.performer.underReviewText'), 'verification-review'] as const)
    : (['warning', t('settings.performer.notVerified'), t('settings.performer.notVerifiedText'), 'verification-missing'] as const);
  return (
    <Notice
      type={type}
      className={styles.verification}
      title={
        <>
          <div className={styles.title}>{title}</div>
          <div>{description}</div>
        </>
      }
      data-testid={testId}
    />
  );
}

/**
 * Account settings of a performer: their studio or studios' invitations, profile with bio, profile details, bio
 * translations, working hours, prices, broadcast settings, documents, blocking,
 * password and suspension.
 */
export function PerformerSettingsView() {
  const { t } = useTranslation('account');
  const account = useAppSelector(selectCurrentAccount);
  if (account?.role !== 'performer') return null;

  return (
    <SettingsFrame
      data-testid="account-settings-performer"
      notice={<VerificationState performer={account} />}
      summary={[
        {
          key: 'username',
          label: t('settings.performer.username'),
          children: (
            <span data-testid="performer-username">
              <Copyable text={account.username}>@{account.username}</Copyable>
            </span>
          ),
        },
        verificationItem(t, 'performer', account.verified, 'verified-tag'),
        memberSinceItem(t, account.createdAt),
      ]}
    >
      <StudioMembershipCard />
      <PerformerSettingsTabs performer={account} />
    </SettingsFrame>
  );
}
