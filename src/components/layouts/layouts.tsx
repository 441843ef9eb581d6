/**
 * The layouts of the public, sign-in and stream pages (the account and administration
 * ones in AccountLayouts.tsx, the maintenance one in MaintenanceLayout.tsx). Pages name
 * one; the LayoutSwitcher picks it (public when the name is missing or unknown;
 * maintenance everywhere while maintenance mode is on).
 */
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Header, SiteLogo } from '../header/Header';
import { Footer } from '../header/Footer';
import { LanguageSwitch } from '../header/LanguageSwitch';

export type Props = { children: ReactNode };

/** The header, the content area (its class sets its width and columns) and the footer. */
export function SiteFrame({ layout, content, children }: Props & { layout: string; content: string }) {
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

export function StreamLayout({ children }: Props) {
  return (
    <Layout className="layout-stream">
      <Header />
      <Layout.Content className="content-stream">{children}</Layout.Content>
    </Layout>
  );
}
