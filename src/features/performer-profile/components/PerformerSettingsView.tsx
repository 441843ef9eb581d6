import { useTranslation } from 'next-i18next/pages';
import { Alert, Typography } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { memberSinceItem, SettingsFrame, VerifiedTag } from '@/features/account/components/SettingsFrame';
import type { CurrentPerformer } from '@/shared/schemas/profile';
import { PerformerSettingsTabs } from './PerformerSettingsTabs';

/** Verified, or why not yet: documents under review, or still to be sent. */
function VerificationState({ performer }: { performer: CurrentPerformer }) {
  const { t } = useTranslation('pages');
  if (performer.verified) return null;
  return performer.documentsUploaded ? (
    <Alert
      type="info"
      showIcon
      title={t('settings.performer.underReview')}
      description={t('settings.performer.underReviewText')}
      data-testid="verification-review"
    />
  ) : (
    <Alert
      type="warning"
      showIcon
      title={t('settings.performer.notVerified')}
      description={t('settings.performer.notVerifiedText')}
      data-testid="verification-missing"
    />
  );
}

/**
 * Account settings of a performer: profile with bio, profile details, bio
 * translations, working hours, prices, broadcast settings, documents, blocking,
 * password and suspension.
 */
export function PerformerSettingsView() {
  const { t } = useTranslation('pages');
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
            <Typography.Text copyable={{ text: account.username }} data-testid="performer-username">
              @{account.username}
            </Typography.Text>
          ),
        },
        {
          key: 'verification',
          label: t('settings.performer.verification'),
          children: (
            <VerifiedTag
              verified={account.verified}
              verifiedText={t('settings.performer.verified')}
              unverifiedText={t('settings.performer.unverified')}
              data-testid="verified-tag"
            />
          ),
        },
        memberSinceItem(t, account.createdAt),
      ]}
    >
      <PerformerSettingsTabs performer={account} />
    </SettingsFrame>
  );
}
