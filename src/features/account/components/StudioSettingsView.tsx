import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '../slice';
import { AccountSettingsTabs } from './AccountSettingsTabs';
import { memberSinceItem, SettingsFrame, verificationItem } from './SettingsFrame';

/** Account settings of a studio: where a studio lands after login (docs/domain.md#signing-in-and-page-access). */
export function StudioSettingsView() {
  const { t } = useTranslation('account');
  const account = useAppSelector(selectCurrentAccount);
  if (account?.role !== 'studio') return null;

  return (
    <SettingsFrame
      data-testid="account-settings-studio"
      summary={[
        {
          key: 'totalPerformer',
          label: t('settings.studio.totalPerformer'),
          children: <span data-testid="studio-total-performer">{account.stats.totalPerformer}</span>,
        },
        verificationItem(t, 'studio', account.verified),
        memberSinceItem(t, account.createdAt),
      ]}
    >
      <AccountSettingsTabs account={account} />
    </SettingsFrame>
  );
}
