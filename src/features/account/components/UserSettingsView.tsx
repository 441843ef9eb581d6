import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/lib/format';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '../slice';
import { AccountSettingsTabs } from './AccountSettingsTabs';
import { memberSinceItem, SettingsFrame } from './SettingsFrame';

/** Account settings of a viewer (and of an administrator's own account). */
export function UserSettingsView() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const account = useAppSelector(selectCurrentAccount);
  if (account?.role !== 'user' && account?.role !== 'admin') return null;

  return (
    <SettingsFrame
      data-testid="account-settings-user"
      summary={[
        memberSinceItem(t, account.createdAt),
        {
          key: 'balance',
          label: t('settings.balance'),
          children: t('settings.tokens', { count: account.balance, value: format.tokens(account.balance) }),
        },
        { key: 'favourites', label: t('settings.favourites'), children: account.stats.totalFavourites },
      ]}
    >
      <AccountSettingsTabs account={account} />
    </SettingsFrame>
  );
}
