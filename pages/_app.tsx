import { useState } from 'react';
import type { AppProps } from 'next/app';
import { Provider } from 'react-redux';
import { appWithTranslation } from 'next-i18next/pages';
import { makeStore, type FeatureReducers, type RootState } from '@/store/store';
import { WithFeatures } from '@/store/features';
import { AppShell } from '@/components/layouts/AppShell';
import type { AppPage } from '@/lib/page';
import nextI18nConfig from '../next-i18next.config';
import '@/styles/globals.css';

type Props = AppProps<{ initialState?: Partial<RootState> }> & { Component: AppPage };

function MarketplaceApp({ Component, pageProps }: Props) {
  // One store per request on the server, one per visit in the browser; each page adds its features.
  const features = Component.features as FeatureReducers | undefined;
  const [store] = useState(() => makeStore(pageProps.initialState, features));
  return (
    <Provider store={store}>
      <AppShell access={Component.access}>
        <WithFeatures features={features}>
          <Component {...pageProps} />
        </WithFeatures>
      </AppShell>
    </Provider>
  );
}

export default appWithTranslation(MarketplaceApp, nextI18nConfig);
