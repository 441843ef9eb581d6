/**
 * The tabs every account settings page shares: profile (with avatar), password and,
 * for accounts that can suspend themselves, the danger zone. A role's own tabs
 * (`extraTabs`, e.g. the performer's) follow the profile.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Card, Divider, Grid, Tabs, type TabsProps } from 'antd';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch } from '@/store/hooks';
import { accountRequestsReset } from '../slice';
import { AvatarUpload } from './AvatarUpload';
import { ProfileForm } from './ProfileForm';
import { PasswordForm } from './PasswordForm';
import { SuspendAccount } from './SuspendAccount';
import type { CurrentAccount } from '@/shared/schemas/profile';

export function AccountSettingsTabs({ account, extraTabs = [] }: { account: CurrentAccount; extraTabs?: TabsProps['items'] }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const screens = Grid.useBreakpoint();

  // Messages of an earlier visit to this page are not news any more.
  useEffect(() => {
    dispatch(accountRequestsReset());
  }, [dispatch]);

  const items = [
    {
      key: 'profile',
      icon: <Icon icon={UserOutlined} />,
      label: t('settings.tab.profile'),
      children: (
        <>
          <AvatarUpload />
          <Divider />
          <ProfileForm account={account} />
        </>
      ),
    },
    ...extraTabs,
    { key: 'password', icon: <Icon icon={LockOutlined} />, label: t('settings.tab.password'), children: <PasswordForm /> },
    // An administrator's account is not suspended from here.
    ...(account.role === 'admin'
      ? []
      : [{ key: 'suspend', icon: <Icon icon={StopOutlined} />, label: t('settings.tab.suspend'), children: <SuspendAccount /> }]),
  ];

  // A role's extra tabs do not fit in one row beside the page's menu: on wide screens
  // the tabs stand in a column (a narrow screen scrolls the row and lists the rest under …).
  const tabPlacement = extraTabs.length && screens.lg ? 'start' : 'top';

  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      {/*
        A hidden tab is unmounted: several tabs edit the same account (the performer's
        bio is on two), and a form opened again must start from what was saved.
      */}
      <Tabs items={items} tabPlacement={tabPlacement} destroyOnHidden data-testid="account-settings-tabs" />
    </Card>
  );
}
