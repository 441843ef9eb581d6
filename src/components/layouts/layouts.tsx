/**
 * The six layouts (the maintenance one in MaintenanceLayout.tsx). Pages name one; the LayoutSwitcher picks it (public when
 * the name is missing or unknown; maintenance everywhere while maintenance mode is on).
 */
import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Layout } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { ADMIN_SECTIONS, adminSectionOf } from './admin-sections';
import { SideNav } from './SideNav';
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
  const items = account ? [{ path: '/', icon: <HomeOutlined />, label: t('header.home') }, ...accountPageItems(account.role, t)] : [];
  return (
    <SiteFrame layout="layout-default" content="content-account">
      {items.length > 0 && (
        <aside className="account-aside">
          <SideNav items={items} current={router.pathname} label={t('header.accountMenu')} />
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
  const items = ADMIN_SECTIONS.map((section) => ({ path: section.path, icon: section.icon, label: t(section.labelKey) }));
  return (
    <SiteFrame layout="layout-admin" content="content-account content-admin">
      <div className="admin-aside">
        {/* A side menu; at phone width a row above the page that scrolls sideways. */}
        <SideNav items={items} current={adminSectionOf(router.pathname)} label={t('admin.menu.open')} rowOnPhone testId="admin-menu" />
      </div>
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
