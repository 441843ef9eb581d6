/** The header's right side: balance and avatar menu when logged in; login and sign-up otherwise. */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Avatar, Button, Dropdown, Space, Tag } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { logout } from '@/features/auth/slice';
import { accountPageItems } from './account-links';
import { selectTotalUnread } from '@/features/messaging/slice';
import { UnreadBadge } from '@/features/messaging/components/UnreadBadge';
import { useFormat } from '@/lib/format';

export function AccountMenu() {
  const { t } = useTranslation('navigation');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectCurrentAccount);
  const unread = useAppSelector(selectTotalUnread);

  if (!account) {
    const loginItems = [
      { key: 'user', label: <Link href="/auth/login/user">{t('header.loginUser')}</Link> },
      { key: 'performer', label: <Link href="/auth/login/performer">{t('header.loginPerformer')}</Link> },
      { key: 'studio', label: <Link href="/studio/login">{t('header.loginStudio')}</Link> },
    ];
    return (
      <Space size={8}>
        <Dropdown menu={{ items: loginItems }} trigger={['click']}>
          <Button type="text" data-testid="login-menu">
            {t('header.login')} <DownOutlined />
          </Button>
        </Dropdown>
        <Link href="/auth/register/user">
          <Button type="primary">{t('header.signUp')}</Button>
        </Link>
      </Space>
    );
  }

  const items = [
    { key: 'name', label: <strong>{account.name}</strong>, disabled: true },
    { type: 'divider' as const },
    ...accountPageItems(account.role, t).map(({ name, icon, label }) => ({ key: name, icon, label })),
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: () => dispatch(logout()) },
  ];

  return (
    <Space size={12}>
      {(account.role === 'user' || account.role === 'performer' || account.role === 'studio') && (
        <Tag color="orange" data-testid="balance" className="balance-tag">
          {t('header.balance', { value: format.tokens(account.balance) })}
        </Tag>
      )}
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" className="avatar-button" data-testid="account-menu" aria-label={t('header.accountMenu')}>
          <UnreadBadge count={unread} size="small" testId="messages-unread">
            <Avatar src={account.avatar} icon={<UserOutlined />} size={32} />
          </UnreadBadge>
          <span className="hide-on-phone">{account.name}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
