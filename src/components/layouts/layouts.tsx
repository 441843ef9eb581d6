/**
 * The six layouts (the maintenance one in MaintenanceLayout.tsx). Pages name one; the LayoutSwitcher picks it (public when
 * the name is missing or unknown; maintenance everywhere while maintenance mode is on).
 */
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Layout, Menu } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { ADMIN_SECTIONS, adminSectionOf } from './admin-sections';
import { Header, SiteLogo } from '../header/Header';
import { Footer } from '../header/Footer';
import { LanguageSwitch } from '../header/LanguageSwitch';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentAccount } from '@/features/account/slice';
import { accountPageItems } from '../header/account-links';

type Props = { children: ReactNode };

/** The header, the content area (its class sets its width and columns) and the footer. */
function SiteFrame({ layout, content, children }: Props & { layout: string; content: string }) {
  return (
    <Layout className={layout}>
      <Header />
      <Layout.Content className={content}>{children}</Layout.Content>
      <Footer />
    </Layout>
  );
}

export function PrimaryLayout({ children }: Props) {
  return (
    <SiteFrame layout="layout-primary" content="content-wide">
      {children}
    </SiteFrame>
  );
}

export function PublicLayout({ children }: Props) {
  return (
    <SiteFrame layout="layout-public" content="content-narrow">
      {children}
    </SiteFrame>
  );
}

/** The logo and the language switch, above the login forms and the maintenance notice. */
export function AuthTop() {
  return (
    <div className="auth-top">
      <SiteLogo />
      <LanguageSwitch compact />
    </div>
  );
}

export function AuthLayout({ children }: Props) {
  return (
    <Layout className="layout-auth">
      <AuthTop />
      <Layout.Content className="auth-content">{children}</Layout.Content>
    </Layout>
  );
}

/** Account areas: the header, then the account's own menu beside the page. */
export function DefaultLayout({ children }: Props) {
  const { t } = useTranslation('navigation');
  const router = useRouter();
  const account = useAppSelector(selectCurrentAccount);
  const items = account
    ? [
        { key: '/', icon: <HomeOutlined />, label: <Link href="/">{t('header.home')}</Link> },
        ...accountPageItems(account.role, t).map(({ path, icon, label }) => ({ key: path, icon, label })),
      ]
    : [];
  return (
    <SiteFrame layout="layout-default" content="content-account">
      {items.length > 0 && (
        <aside className="account-aside">
          <Menu mode="vertical" selectedKeys={[router.pathname]} items={items} />
        </aside>
      )}
      <section className="account-main">{children}</section>
    </SiteFrame>
  );
}

/**
 * The administration area: the header, then the sections' menu beside the page (above
 * it on a phone, as a row that scrolls sideways).
 */
export function AdminLayout({ children }: Props) {
  const { t } = useTranslation('navigation');
  const router = useRouter();
  const items = ADMIN_SECTIONS.map((section) => ({
    key: section.path,
    icon: section.icon,
    label: <Link href={section.path}>{t(section.labelKey)}</Link>,
  }));
  const selected = [adminSectionOf(router.pathname)];
  return (
    <SiteFrame layout="layout-admin" content="content-account content-admin">
      <nav className="admin-aside" aria-label={t('admin.menu.open')}>
        {/* A side menu; at phone width one row whose sections that do not fit are under "…". */}
        <Menu className="hide-on-phone" mode="vertical" selectedKeys={selected} items={items} data-testid="admin-menu" />
        <Menu className="admin-menu-phone" mode="horizontal" selectedKeys={selected} items={items} data-testid="admin-menu-phone" />
      </nav>
      <section className="account-main">{children}</section>
    </SiteFrame>
  );
}

export function StreamLayout({ children }: Props) {
  return (
    <Layout className="layout-stream">
      <Header />
      <Layout.Content className="content-stream">{children}</Layout.Content>
    </Layout>
  );
}
