import { useTranslation } from 'next-i18next/pages';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { formatDate } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { useAppSelector } from '@/store/hooks';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { selectCurrentAccount } from '../slice';
import { AccountSettingsTabs } from './AccountSettingsTabs';

/** Account settings of a viewer (and of an administrator's own account). */
export function UserSettingsView() {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const account = useAppSelector(selectCurrentAccount);
  if (account?.role !== 'user' && account?.role !== 'admin') return null;

  return (
    <Flex vertical gap={16} data-testid="account-settings-user">
      <PageTitle title={t('settings.title')} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('settings.title')}
      </Typography.Title>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'memberSince', label: t('settings.memberSince'), children: formatDate(account.createdAt, 'DD/MM/YYYY') },
            {
              key: 'balance',
              label: t('settings.balance'),
              children: t('settings.tokens', { count: account.balance, value: format.tokens(account.balance) }),
            },
            { key: 'favourites', label: t('settings.favourites'), children: account.stats.totalFavourites },
          ]}
        />
      </Card>
      <AccountSettingsTabs account={account} />
    </Flex>
  );
}
