/**
 * The tabs every account settings page shares: profile (with avatar), password and,
 * for accounts that can suspend themselves, the danger zone. A role's own tabs
 * (`extraTabs`, e.g. the performer's) follow the profile. `?tab=<key>` in the address
 * opens that tab first.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Card } from '@/features/ui/components/Card';
import { Icon } from '@/features/ui/components/Icon';
import { Tabs, type TabItem } from '@/features/ui/components/Tabs';
import { useAppDispatch } from '@/store/hooks';
import { accountRequestsReset } from '../slice';
import { AvatarUpload } from './AvatarUpload';
import { ProfileForm } from './ProfileForm';
import { PasswordForm } from './PasswordForm';
import { SuspendAccount } from './SuspendAccount';
import type { CurrentAccount } from '@/shared/schemas/profile';
import styles from './AccountSettingsTabs.module.css';

/** A role's own tab: its key, icon, label and content. */
export type SettingsTab = Omit<TabItem, 'children'> & { children?: ReactNode };

/** antd's lg: from this width a role's extra tabs stand in a column beside their panel. */
const SIDE_TABS_FROM = 992;

export function AccountSettingsTabs({ account, extraTabs = [] }: { account: CurrentAccount; extraTabs?: SettingsTab[] }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  // `?tab=documents` opens that tab (a link that says where to go, e.g. from the live page).
  const asked = useRouter().query.tab;

  // Messages of an earlier visit to this page are not news any more.
  useEffect(() => {
    dispatch(accountRequestsReset());
  }, [dispatch]);

  const items: TabItem[] = [
    {
      key: 'profile',
      icon: <Icon icon={UserOutlined} />,
      label: t('settings.tab.profile'),
      children: (
        <>
          <AvatarUpload />
          <hr className={styles.divider} />
          <ProfileForm account={account} />
        </>
      ),
    },
    ...extraTabs.map((tab) => ({ ...tab, children: tab.children })),
    { key: 'password', icon: <Icon icon={LockOutlined} />, label: t('settings.tab.password'), children: <PasswordForm /> },
    // An administrator's account is not suspended from here.
    ...(account.role === 'admin'
      ? []
      : [{ key: 'suspend', icon: <Icon icon={StopOutlined} />, label: t('settings.tab.suspend'), children: <SuspendAccount /> }]),
  ];

  return (
    <Card className={styles.card}>
      {/*
        A hidden tab is unmounted: several tabs edit the same account (the performer's
        bio is on two), and a form opened again must start from what was saved. A role's
        extra tabs do not fit in one row beside the page's menu: on wide screens the tabs
        stand in a column (a narrow screen scrolls the row).
      */}
      <Tabs
        items={items}
        defaultKey={items.find((item) => item.key === asked)?.key}
        destroyOnHidden
        sideFrom={extraTabs.length ? SIDE_TABS_FROM : undefined}
        data-testid="account-settings-tabs"
      />
    </Card>
  );
}
