import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { formatDate } from '@/lib/dates';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { selectSiteName } from '@/features/settings/slice';
import { AccountSettingsTabs } from '@/features/account/components/AccountSettingsTabs';

const access: PageAccess = { layout: 'default', role: ['user', 'admin'] };

/** Account settings of a viewer (and of an administrator's own account). */
export default definePage(function UserAccountSettingsPage() {
  const { t, i18n } = useTranslation('pages');
  const account = useAppSelector(selectCurrentAccount);
  const siteName = useAppSelector(selectSiteName);
  if (account?.role !== 'user' && account?.role !== 'admin') return null;

  const tokens = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(account.balance);
  return (
    <Flex vertical gap={16} data-testid="account-settings-user">
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
            { key: 'memberSince', label: t('settings.memberSince'), children: formatDate(account.createdAt, 'DD/MM/YYYY') },
            { key: 'balance', label: t('settings.balance'), children: t('settings.tokens', { count: account.balance, value: tokens }) },
            { key: 'favourites', label: t('settings.favourites'), children: account.stats.totalFavourites },
          ]}
        />
      </Card>
      <AccountSettingsTabs account={account} />
    </Flex>
  );
}, access);

export const getServerSideProps = serverPageProps(access);
