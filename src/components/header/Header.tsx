/** The site header: logo, menus, language switch and the account corner. */
import { useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { Button } from '@/features/ui/components/Button';
import { Icon } from '@/features/ui/components/Icon';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName, selectUiSettings } from '@/features/settings/slice';
import { LanguageSwitch } from './LanguageSwitch';
import { AccountMenu } from './AccountMenu';
import { SiteMenuLink } from './SiteMenuLink';

const HeaderDrawer = dynamic(() => import('./HeaderDrawer').then((module) => module.HeaderDrawer), { ssr: false });

export function SiteLogo() {
  const { t } = useTranslation('navigation');
  const ui = useAppSelector(selectUiSettings);
  const siteName = useAppSelector(selectSiteName);
  // A page rendered without the site's settings (the static 404) still names the link.
  return (
    <Link href="/" className="site-logo" aria-label={siteName || t('header.home')}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the logo is an admin-set address */}
      <img src={ui?.logo || '/logo.svg'} alt="" width={32} height={32} />
      <span>{siteName}</span>
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation('navigation');
  const ui = useAppSelector(selectUiSettings);
  const [open, setOpen] = useState(false);
  // The drawer's script is loaded when the menu is first opened, and kept for its closing animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const links = [
    { _id: 'home', path: '/', title: t('header.home'), isNewTab: false },
    { _id: 'videos', path: '/videos', title: t('header.videos'), isNewTab: false },
    { _id: 'galleries', path: '/galleries', title: t('header.galleries'), isNewTab: false },
    { _id: 'products', path: '/products', title: t('header.products'), isNewTab: false },
    ...(ui?.menus ?? []).filter((m) => m.section === 'header'),
  ];

  const nav = (vertical: boolean) => (
    <nav className={vertical ? 'site-nav site-nav-vertical' : 'site-nav'}>
      {links.map((link) => (
        <SiteMenuLink key={link._id} item={link} onClick={() => setOpen(false)} />
      ))}
    </nav>
  );

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Button
          className="show-on-phone"
          type="text"
          icon={<Icon icon={MenuOutlined} />}
          aria-label={t('header.menu')}
          onClick={() => {
            setDrawerUsed(true);
            setOpen(true);
          }}
        />
        <SiteLogo />
        <div className="hide-on-phone">{nav(false)}</div>
        <div className="site-header-right">
          <span className="hide-on-phone">
            <LanguageSwitch />
          </span>
          <AccountMenu />
        </div>
      </div>
      {drawerUsed && (
        <HeaderDrawer open={open} onClose={() => setOpen(false)} title={<SiteLogo />}>
          {nav(true)}
        </HeaderDrawer>
      )}
    </header>
  );
}
