/**
 * The layouts of the public, sign-in and stream pages: public, primary, auth and stream
 * (the account and administration ones in DefaultLayout.tsx and AdminLayout.tsx, the
 * maintenance one in MaintenanceLayout.tsx). Pages name one; the LayoutSwitcher picks it
 * (public when the name is missing or unknown; maintenance everywhere while maintenance
 * mode is on). Plain elements, in the look antd's Layout gave them, so that the pages
 * carry none of antd.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Header, SiteLogo } from '../header/Header';
import { Footer } from '../header/Footer';
import { LanguageSwitch } from '../header/LanguageSwitch';

export type Props = { children: ReactNode };

/** Where the skip link goes: the page's own content, past the header and any side menu. */
export const CONTENT_ID = 'content';

/**
 * The first thing a keyboard reaches on a page: a link past the header (and the account's side
 * menu) to the page's content, out of sight until it has the focus.
 */
export function SkipLink() {
  const { t } = useTranslation('navigation');
  return (
    <a className="skip-link" href={`#${CONTENT_ID}`}>
      {t('header.skipToContent')}
    </a>
  );
}

/**
 * The header, the content area (its class sets its width and columns) and the footer. The
 * content area is the skip link's target unless `ownContent`: the layout marks its page's
 * part itself (the account's, beside its side menu), with `CONTENT_ID` and `tabIndex={-1}`.
 */
export function SiteFrame({
  layout,
  content,
  ownContent = false,
  children,
}: Props & { layout: string; content: string; ownContent?: boolean }) {
  return (
    <div className={`site-layout ${layout}`}>
      <SkipLink />
      <Header />
      <main className={content} id={ownContent ? undefined : CONTENT_ID} tabIndex={ownContent ? undefined : -1}>
        {children}
      </main>
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
    <SiteFrame layout="layout-stream" content="content-stream">
      {children}
    </SiteFrame>
  );
}
