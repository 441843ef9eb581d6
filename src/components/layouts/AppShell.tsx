/**
 * What every page sits in: the theme and language of antd, the realtime connection
 * with the account's socket channels, the route spinner and the page's layout.
 */
import { memo, useEffect, useMemo, type ReactNode } from 'react';
import Head from 'next/head';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { makeTheme } from '@/components/theme';
import { useAntdLocale } from '@/lib/antd-locale';
import { SocketProvider } from '@/lib/socket';
import { getToken } from '@/lib/cookies';
import type { PageAccess } from '@/lib/page';
import { selectLoggedIn } from '@/features/auth/slice';
import { selectSiteName, selectUiSettings } from '@/features/settings/slice';
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
  const loggedIn = useAppSelector(selectLoggedIn);
  const ui = useAppSelector(selectUiSettings);
  const siteName = useAppSelector(selectSiteName);
  const locale = useAntdLocale(i18n.language);
  const theme = useMemo(() => makeTheme(ui?.theme), [ui?.theme]);
  // Short messages (antd's static `message`) are drawn outside this tree: give them the same theme and language.
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider theme={theme} locale={locale}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [theme, locale]);
  return (
    <ConfigProvider theme={theme} locale={locale} direction="ltr">
      <DefaultTitle siteName={siteName} />
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta httpEquiv="content-language" content={i18n.language} />
      </Head>
      <SocketProvider loggedIn={loggedIn} token={loggedIn ? getToken() : undefined}>
        <AccountEvents />
        <RouteLoading />
        <LayoutSwitcher access={access}>{children}</LayoutSwitcher>
      </SocketProvider>
    </ConfigProvider>
  );
}
