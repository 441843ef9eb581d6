import { useTranslation } from 'next-i18next/pages';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { formatDate } from '@/lib/dates';
import { useAppSelector } from '@/store/hooks';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { selectCurrentAccount } from '../slice';
import { AccountSettingsTabs } from './AccountSettingsTabs';

/** Account settings of a studio: where a studio lands after login (docs/domain.md#signing-in-and-page-access). */
export function StudioSettingsView() {
  const { t } = useTranslation('pages');
  const account = useAppSelector(selectCurrentAccount);
  if (account?.role !== 'studio') return null;

  return (
    <Flex vertical gap={16} data-testid="account-settings-studio">
      <PageTitle title={t('settings.title')} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('settings.title')}
      </Typography.Title>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            {
              key: 'totalPerformer',
              label: t('settings.studio.totalPerformer'),
              children: <span data-testid="studio-total-performer">{account.stats.totalPerformer}</span>,
            },
            {
              key: 'verification',
              label: t('settings.studio.verification'),
              children: account.verified ? (
                <Tag color="success" icon={<CheckCircleOutlined />}>
                  {t('settings.studio.verified')}
                </Tag>
              ) : (
                <Tag color="warning" icon={<ClockCircleOutlined />}>
                  {t('settings.studio.unverified')}
                </Tag>
              ),
            },
            { key: 'memberSince', label: t('settings.memberSince'), children: formatDate(account.createdAt, 'DD/MM/YYYY') },
          ]}
        />
      </Card>
      <AccountSettingsTabs account={account} />
    </Flex>
  );
}
