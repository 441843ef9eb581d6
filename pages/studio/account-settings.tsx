import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { formatDate } from '@/lib/dates';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { selectSiteName } from '@/features/settings/slice';
import { AccountSettingsTabs } from '@/features/account/components/AccountSettingsTabs';

const access: PageAccess = { layout: 'default', role: 'studio' };

/** Account settings of a studio: where a studio lands after login (docs/domain.md#signing-in-and-page-access). */
export default definePage(function StudioAccountSettingsPage() {
  const { t } = useTranslation('pages');
  const account = useAppSelector(selectCurrentAccount);
  const siteName = useAppSelector(selectSiteName);
  if (account?.role !== 'studio') return null;

  return (
    <Flex vertical gap={16} data-testid="account-settings-studio">
      <Head>
        <title>{siteName ? `${t('settings.title')} | ${siteName}` : t('settings.title')}</title>
      </Head>
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
}, access);

export const getServerSideProps = serverPageProps(access);
