/**
 * The tabs every account settings page shares: profile (with avatar), password and,
 * for accounts that can suspend themselves, the danger zone.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Card, Divider, Tabs } from 'antd';
import { LockOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import { useAppDispatch } from '@/store/hooks';
import { accountRequestsReset } from '../slice';
import { AvatarUpload } from './AvatarUpload';
import { ProfileForm } from './ProfileForm';
import { PasswordForm } from './PasswordForm';
import { SuspendAccount } from './SuspendAccount';
import type { CurrentAccount } from '@/shared/schemas/profile';

export function AccountSettingsTabs({ account }: { account: CurrentAccount }) {
  const { t } = useTranslation('components');
  const dispatch = useAppDispatch();

  // Messages of an earlier visit to this page are not news any more.
  useEffect(() => {
    dispatch(accountRequestsReset());
  }, [dispatch]);

  const items = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: t('settings.tab.profile'),
      children: (
        <>
          <AvatarUpload />
          <Divider />
          <ProfileForm account={account} />
        </>
      ),
    },
    { key: 'password', icon: <LockOutlined />, label: t('settings.tab.password'), children: <PasswordForm /> },
    // An administrator's account is not suspended from here.
    ...(account.role === 'admin'
      ? []
      : [{ key: 'suspend', icon: <StopOutlined />, label: t('settings.tab.suspend'), children: <SuspendAccount /> }]),
  ];

  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs items={items} data-testid="account-settings-tabs" />
    </Card>
  );
}
