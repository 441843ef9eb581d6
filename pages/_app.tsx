import { useEffect, useState } from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import Router from 'next/router';
import { Provider } from 'react-redux';
import { App as AntApp, ConfigProvider } from 'antd';
import { appWithTranslation, useTranslation } from 'next-i18next/pages';
import { makeStore, type RootState } from '@/store/store';
import { useAppSelector } from '@/store/hooks';
import { makeTheme } from '@/components/theme';
import { useAntdLocale } from '@/lib/antd-locale';
import { LayoutSwitcher } from '@/components/layouts/LayoutSwitcher';
import { RouteLoading } from '@/components/common/RouteLoading';
import { RealtimeBridge } from '@/components/common/RealtimeBridge';
import { MessagingBridge } from '@/features/messaging/components/MessagingBridge';
import { SocketProvider } from '@/lib/socket';
import { getToken } from '@/lib/cookies';
import { FLASH_KEY, setForbiddenHandler } from '@/lib/http';
import { toast } from '@/lib/toast';
import { selectLoggedIn } from '@/features/auth/slice';
import { selectSiteName, selectUiSettings } from '@/features/settings/slice';
import type { AppPage } from '@/lib/page';
import { MSG } from '@/shared/messages';
import nextI18nConfig from '../next-i18next.config';
import '@/styles/globals.css';

type Props = AppProps<{ initialState?: Partial<RootState> }> & { Component: AppPage };

/** Shows the message a previous page left (e.g. after a 403 sent the visitor home). */
function useFlashMessage() {
  useEffect(() => {
    // A 403 from the API: back to the home page with the spec's message.
    setForbiddenHandler((message) => {
      void Router.push('/').then(() => toast.error(message || MSG.forbidden));
    });
    try {
      const flash = window.sessionStorage.getItem(FLASH_KEY);
      if (flash) {
        window.sessionStorage.removeItem(FLASH_KEY);
        toast.error(flash);
      }
    } catch {
      // storage may be unavailable; nothing to show then
    }
  }, []);
}

function Shell({ Component, pageProps }: Props) {
  const { i18n } = useTranslation();
  const loggedIn = useAppSelector(selectLoggedIn);
  const ui = useAppSelector(selectUiSettings);
  const siteName = useAppSelector(selectSiteName);
  const locale = useAntdLocale(i18n.language);
  useFlashMessage();
  return (
    <ConfigProvider theme={makeTheme(ui?.theme)} locale={locale} direction="ltr">
      <AntApp>
        <Head>
          <title>{siteName}</title>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta httpEquiv="content-language" content={i18n.language} />
        </Head>
        <SocketProvider loggedIn={loggedIn} token={loggedIn ? getToken() : undefined}>
          <RealtimeBridge />
          <MessagingBridge />
          <RouteLoading />
          <LayoutSwitcher access={Component.access}>
            <Component {...pageProps} />
          </LayoutSwitcher>
        </SocketProvider>
      </AntApp>
    </ConfigProvider>
  );
}

function MarketplaceApp(props: Props) {
  // One store per request on the server, one per visit in the browser.
  const [store] = useState(() => makeStore(props.pageProps.initialState));
  return (
    <Provider store={store}>
      <Shell {...props} />
    </Provider>
  );
}

export default appWithTranslation(MarketplaceApp, nextI18nConfig);
