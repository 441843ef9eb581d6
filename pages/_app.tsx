import { useState } from 'react';
import type { AppProps } from 'next/app';
import { Provider } from 'react-redux';
import { appWithTranslation } from 'next-i18next/pages';
import { makeStore, type RootState } from '@/store/store';
import { AppShell } from '@/components/layouts/AppShell';
import type { AppPage } from '@/lib/page';
import nextI18nConfig from '../next-i18next.config';
import '@/styles/globals.css';

type Props = AppProps<{ initialState?: Partial<RootState> }> & { Component: AppPage };

function MarketplaceApp({ Component, pageProps }: Props) {
  // One store per request on the server, one per visit in the browser.
  const [store] = useState(() => makeStore(pageProps.initialState));
  return (
    <Provider store={store}>
      <AppShell access={Component.access}>
        <Component {...pageProps} />
      </AppShell>
    </Provider>
  );
}

export default appWithTranslation(MarketplaceApp, nextI18nConfig);
