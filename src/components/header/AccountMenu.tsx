/**
 * The header's right side: login and sign-up for visitors; for a signed-in account its
 * balance and avatar menu (SignedInMenu.tsx, a script of its own that visitors never load);
 * an empty corner of the menu's size while a shared page loads the account.
 */
import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { ButtonLink } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { selectRestoringSession } from '@/features/auth/slice';
import { MenuButton, type MenuButtonEntry } from './MenuButton';

// The import stands in the call itself: only then does Next know the script, so that a page rendered with the
// menu has the browser load it before hydrating (with a loader named elsewhere the browser first drew nothing there).
const SignedInMenu = dynamic(() => import('./SignedInMenu').then((module) => module.SignedInMenu));

export function AccountMenu() {
  const { t } = useTranslation('navigation');
  const account = useAppSelector(selectCurrentAccount);
  const restoring = useAppSelector(selectRestoringSession);
  // The menu's script comes while the account does.
  useEffect(() => {
    if (restoring) void import('./SignedInMenu');
  }, [restoring]);
  if (account) return <SignedInMenu account={account} />;
  if (restoring) return <div className="header-actions account-pending" data-testid="account-pending" aria-busy="true" />;

  const logins: MenuButtonEntry[] = [
    { key: 'user', label: t('header.loginUser'), href: '/auth/login/user' },
    { key: 'performer', label: t('header.loginPerformer'), href: '/auth/login/performer' },
    { key: 'studio', label: t('header.loginStudio'), href: '/studio/login' },
  ];
  return (
    <div className="header-actions">
      <MenuButton entries={logins} testId="login-menu">
        {t('header.login')} <Icon icon={DownOutlined} />
      </MenuButton>
      <ButtonLink type="primary" href="/auth/register/user">
        {t('header.signUp')}
      </ButtonLink>
    </div>
  );
}
