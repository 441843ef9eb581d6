import { useTranslation } from 'next-i18next/pages';
import { Alert, Typography } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { memberSinceItem, SettingsFrame, verificationItem } from '@/features/account/components/SettingsFrame';
import type { CurrentPerformer } from '@/shared/schemas/profile';
import { PerformerSettingsTabs } from './PerformerSettingsTabs';

/** Verified, or why not yet: documents under review, or still to be sent. */
function VerificationState({ performer }: { performer: CurrentPerformer }) {
  const { t } = useTranslation('account');
  if (performer.verified) return null;
  const [type, title, description, testId] = performer.documentsUploaded
    ? (['info', t('settings.performer.underReview'), t('settings.performer.underReviewText'), 'verification-review'] as const)
    : (['warning', t('settings.performer.notVerified'), t('settings.performer.notVerifiedText'), 'verification-missing'] as const);
  return <Alert type={type} showIcon title={title} description={description} data-testid={testId} />;
}

/**
 * Account settings of a performer: profile with bio, profile details, bio
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
            <Typography.Text copyable={{ text: account.username }} data-testid="performer-username">
              @{account.username}
            </Typography.Text>
          ),
        },
        verificationItem(t, 'performer', account.verified, 'verified-tag'),
        memberSinceItem(t, account.createdAt),
      ]}
    >
      <PerformerSettingsTabs performer={account} />
    </SettingsFrame>
  );
}
