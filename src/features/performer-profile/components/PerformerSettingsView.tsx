import { useTranslation } from 'next-i18next/pages';
import { Alert, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { formatDate } from '@/lib/dates';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { PageTitle } from '@/features/ui/components/PageTitle';
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

  const status = account.verified ? (
    <Tag color="success" icon={<CheckCircleOutlined />} data-testid="verified-tag">
      {t('settings.performer.verified')}
    </Tag>
  ) : (
    <Tag color="warning" icon={<ClockCircleOutlined />}>
      {t('settings.performer.unverified')}
    </Tag>
  );
  return (
    <Flex vertical gap={16} data-testid="account-settings-performer">
      <PageTitle title={t('settings.title')} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('settings.title')}
      </Typography.Title>
      <VerificationState performer={account} />
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            {
              key: 'username',
              label: t('settings.performer.username'),
              children: (
                <Typography.Text copyable={{ text: account.username }} data-testid="performer-username">
                  @{account.username}
                </Typography.Text>
              ),
            },
            { key: 'verification', label: t('settings.performer.verification'), children: status },
            { key: 'memberSince', label: t('settings.memberSince'), children: formatDate(account.createdAt, 'DD/MM/YYYY') },
          ]}
        />
      </Card>
      <PerformerSettingsTabs performer={account} />
    </Flex>
  );
}
