/** The header's right side: balance and avatar menu when logged in; login and sign-up otherwise. */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { logout } from '@/features/auth/slice';
import { accountPageItems } from './account-links';
import { selectTotalUnread } from '@/features/messaging/slice';
import { UnreadBadge } from '@/features/messaging/components/UnreadBadge';
import { useFormat } from '@/lib/format';
import { MenuButton, type MenuButtonEntry } from './MenuButton';

export function AccountMenu() {
  const { t } = useTranslation('navigation');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const unread = useAppSelector(selectTotalUnread);

  if (!account) {
    const logins: MenuButtonEntry[] = [
      { key: 'user', label: t('header.loginUser'), href: '/auth/login/user' },
      { key: 'performer', label: t('header.loginPerformer'), href: '/auth/login/performer' },
      { key: 'studio', label: t('header.loginStudio'), href: '/studio/login' },
    ];
    return (
      <div className="header-actions">
        <MenuButton entries={logins} testId="login-menu">
          {t('header.login')} <DownOutlined />
        </MenuButton>
        <Link href="/auth/register/user">
          <Button type="primary">{t('header.signUp')}</Button>
        </Link>
      </div>
    );
  }

  const entries: MenuButtonEntry[] = [
    { key: 'name', heading: account.name },
    { key: 'divider', divider: true },
    ...accountPageItems(account.role, t).map(({ name, path, icon, label }) => ({ key: name, href: path, icon, label })),
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout') },
  ];

  return (
    <div className="header-actions">
      {(account.role === 'user' || account.role === 'performer' || account.role === 'studio') && (
        <span data-testid="balance" className="balance-tag">
          {t('header.balance', { value: format.tokens(account.balance) })}
        </span>
      )}
      <MenuButton
        entries={entries}
        onSelect={(key) => key === 'logout' && dispatch(logout())}
        className="avatar-button"
        testId="account-menu"
        ariaLabel={t('header.accountMenu')}
      >
        <UnreadBadge count={unread} size="small" testId="messages-unread">
          <span className="header-avatar">
            {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded picture of any address */}
            {account.avatar ? <img src={account.avatar} alt="" width={32} height={32} /> : <UserOutlined />}
          </span>
        </UnreadBadge>
        <span className="hide-on-phone">{account.name}</span>
        <DownOutlined />
      </MenuButton>
    </div>
  );
}
