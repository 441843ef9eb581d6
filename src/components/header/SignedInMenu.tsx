/** The header's corner for a signed-in account: its balance, and its avatar menu of the account's pages and logout. */
import { useTranslation } from 'next-i18next/pages';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logout } from '@/features/auth/slice';
import { selectTotalUnread } from '@/features/messaging/slice';
import { UnreadBadge } from '@/features/messaging/components/UnreadBadge';
import { useFormat } from '@/lib/format';
import type { CurrentAccount } from '@/shared/schemas/profile';
import { accountPageItems } from './account-links';
import { MenuButton, type MenuButtonEntry } from './MenuButton';

export function SignedInMenu({ account }: { account: CurrentAccount }) {
  const { t } = useTranslation('navigation');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectTotalUnread);

  const entries: MenuButtonEntry[] = [
    { key: 'name', heading: account.name },
    { key: 'divider', divider: true },
    ...accountPageItems(account.role, t).map(({ name, path, icon, label }) => ({ key: name, href: path, icon, label })),
    { key: 'logout', icon: <Icon icon={LogoutOutlined} />, label: t('header.logout') },
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
        // The name it shows first, so that those who speak to their screen can say it (on a phone only the picture shows).
        ariaLabel={`${account.name}, ${t('header.accountMenu')}`}
      >
        <UnreadBadge count={unread} size="small" testId="messages-unread">
          <span className="header-avatar">
            {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded picture of any address */}
            {account.avatar ? <img src={account.avatar} alt="" width={32} height={32} /> : <Icon icon={UserOutlined} />}
          </span>
        </UnreadBadge>
        <span className="hide-on-phone">{account.name}</span>
        <Icon icon={DownOutlined} />
      </MenuButton>
    </div>
  );
}
