/**
 * The layouts of the public, sign-in and stream pages: public, primary, auth and stream
 * (the account and administration ones in AccountLayouts.tsx, the maintenance one in
 * MaintenanceLayout.tsx). Pages name one; the LayoutSwitcher picks it (public when the
 * name is missing or unknown; maintenance everywhere while maintenance mode is on). Plain
 * elements, in the look antd's Layout gave them, so that the pages carry none of antd.
 */
import type { ReactNode } from 'react';
import { Header, SiteLogo } from '../header/Header';
import { Footer } from '../header/Footer';
import { LanguageSwitch } from '../header/LanguageSwitch';

export type Props = { children: ReactNode };

/** The header, the content area (its class sets its width and columns) and the footer. */
export function SiteFrame({ layout, content, children }: Props & { layout: string; content: string }) {
  return (
    <div className={`site-layout ${layout}`}>
      <Header />
      <main className={content}>{children}</main>
      <Footer />
    </div>
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
    <header className="auth-top">
      <SiteLogo />
      <LanguageSwitch compact />
    </header>
  );
}

export function AuthLayout({ children }: Props) {
  return (
    <div className="site-layout layout-auth">
      <AuthTop />
      <main className="auth-content">{children}</main>
    </div>
  );
}

export function StreamLayout({ children }: Props) {
  return (
    <div className="site-layout layout-stream">
      <Header />
      <main className="content-stream">{children}</main>
    </div>
  );
}
