/**
 * What every page sits in: the theme's colours, the realtime connection with the
 * account's socket channels, the route spinner and the page's layout. No antd.
 */
import { memo, useEffect, type ReactNode } from 'react';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { isDefaultTheme, themeVariables } from '@/lib/theme';
import { SocketProvider } from '@/lib/socket';
import { getToken } from '@/lib/cookies';
import type { PageAccess } from '@/lib/page';
import { restoreSession, selectLoggedIn, selectRestoringSession } from '@/features/auth/slice';
import { loadSiteSettings, selectSiteName, selectUiSettings } from '@/features/settings/slice';
import { AccountEvents } from '@/components/common/AccountEvents';
import { RouteLoading } from '@/components/common/RouteLoading';
import { LayoutSwitcher } from './LayoutSwitcher';

/**
 * The title of a page that sets none. Memoised on purpose: next/head lets the title of
 * the Head that rendered last win, and the shell renders again after the page (language,
 * login), which would put the site's name over the page's own title (`PageTitle`).
 */
const DefaultTitle = memo(function DefaultTitle({ siteName }: { siteName: string }) {
  return (
    <Head>
      <title>{siteName}</title>
    </Head>
  );
});

export function AppShell({ access, children }: { access?: PageAccess; children: ReactNode }) {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const restoring = useAppSelector(selectRestoringSession);
  const ui = useAppSelector(selectUiSettings);
  const siteName = useAppSelector(selectSiteName);
  const theme = ui?.theme;
  // A page shared with signed-in viewers, or the static not-found page: the browser loads the account (the socket opens with its token at once).
  useEffect(() => {
    if (restoring) dispatch(restoreSession());
  }, [dispatch, restoring]);
  // A page the server rendered without the site's settings (the static not-found page): the browser loads them.
  const settingsMissing = !ui;
  useEffect(() => {
    if (settingsMissing) dispatch(loadSiteSettings());
  }, [dispatch, settingsMissing]);
  const signedIn = loggedIn || restoring;
  return (
    <>
      <DefaultTitle siteName={siteName} />
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta httpEquiv="content-language" content={i18n.language} />
        {/* The default colours' palette is globals.css's own: written again only for colours an administrator chose. */}
        {theme?.palette && !isDefaultTheme(theme) && (
          <style key="theme-colours" dangerouslySetInnerHTML={{ __html: themeVariables(theme.palette) }} />
        )}
      </Head>
      <SocketProvider loggedIn={signedIn} token={signedIn ? getToken() : undefined}>
        <AccountEvents />
        <RouteLoading />
        <LayoutSwitcher access={access}>{children}</LayoutSwitcher>
      </SocketProvider>
    </>
  );
}
