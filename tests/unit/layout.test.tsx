import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import Router from 'next/router';
import { makeTestStore } from '../support/store';
import { settingsLoaded } from '@/features/settings/slice';
import { accountLoaded } from '@/features/account/slice';
import type { CurrentAccount } from '@/shared/schemas/profile';
import type { PageAccess } from '@/lib/page';
import { LayoutSwitcher } from '@/components/layouts/LayoutSwitcher';
import { RouteLoading } from '@/components/common/RouteLoading';
import { Footer } from '@/components/header/Footer';
import type { PublicSettings, UiSettings } from '@/shared/schemas/settings';

jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));
jest.mock('next/router', () => {
  const listeners: Record<string, Array<() => void>> = {};
  const events = {
    on: (name: string, fn: () => void) => void (listeners[name] = [...(listeners[name] ?? []), fn]),
    off: (name: string, fn: () => void) => void (listeners[name] = (listeners[name] ?? []).filter((f) => f !== fn)),
    emit: (name: string) => (listeners[name] ?? []).forEach((fn) => fn()),
  };
  const router = { pathname: '/', asPath: '/', query: {}, locale: 'nl', push: jest.fn(), replace: jest.fn(), events };
  return { __esModule: true, default: router, useRouter: () => router };
});

const settings = (maintenanceMode: boolean) => ({ maintenanceMode }) as unknown as PublicSettings;

/** Renders a page with `access` in the layout switcher, maintenance mode on or off, signed in with `role` if any. */
function renderLayout(maintenanceMode: boolean, access: PageAccess, role: 'admin' | 'user' | null = null) {
  const store = makeTestStore();
  store.dispatch(settingsLoaded({ public: settings(maintenanceMode), ui: null }));
  if (role) store.dispatch(accountLoaded({ _id: 'a1', role } as unknown as CurrentAccount));
  render(
    <Provider store={store}>
      <LayoutSwitcher access={access}>
        <p>page content</p>
      </LayoutSwitcher>
    </Provider>,
  );
}

describe('LayoutSwitcher', () => {
  it('shows the maintenance layout instead of any page while maintenance mode is on', async () => {
    renderLayout(true, { layout: 'primary' });
    // The layout's script of its own is loaded first.
    expect(await screen.findByText('maintenance.title')).toBeInTheDocument();
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
  });

  it.each<[string, PageAccess, 'admin' | 'user' | null, boolean]>([
    ['the admin area to an administrator', { layout: 'admin', role: 'admin' }, 'admin', true],
    ['the login page to a visitor', { layout: 'auth', openDuringMaintenance: true }, null, true],
    ['any other page to an administrator', { layout: 'primary' }, 'admin', false],
    ['the admin area to a user', { layout: 'admin', role: 'admin' }, 'user', false],
  ])('during maintenance, shows %s: %s', async (_what, access, role, shown) => {
    renderLayout(true, access, role);
    // The maintenance, account and administration layouts are scripts of their own, loaded first.
    expect(await screen.findByText(shown ? 'page content' : 'maintenance.title')).toBeInTheDocument();
    expect(screen.queryByText('page content') !== null).toBe(shown);
    expect(screen.queryByText('maintenance.title') !== null).toBe(!shown);
  });

  it('renders the page inside its layout otherwise', () => {
    renderLayout(false, { layout: 'auth' });
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});

describe('RouteLoading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('covers the page only when a route change lasts longer than 200 ms', () => {
    const store = makeTestStore();
    render(
      <Provider store={store}>
        <RouteLoading />
      </Provider>,
    );
    const events = (Router as unknown as { events: { emit: (name: string) => void } }).events;
    act(() => events.emit('routeChangeStart'));
    act(() => void jest.advanceTimersByTime(150));
    expect(screen.queryByTestId('route-loading')).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.getByTestId('route-loading')).toBeInTheDocument();
    act(() => events.emit('routeChangeComplete'));
    act(() => void jest.advanceTimersByTime(10));
    expect(screen.queryByTestId('route-loading')).not.toBeInTheDocument();
    expect(store.getState().ui.routeLoading).toBe(false);
  });
});

describe('Footer', () => {
  const renderFooter = (footerContent: string) => {
    const store = makeTestStore();
    store.dispatch(
      settingsLoaded({ public: settings(false), ui: { siteName: 'Camlive', menus: [], footerContent } as unknown as UiSettings }),
    );
    render(
      <Provider store={store}>
        <Footer />
      </Provider>,
    );
    return screen.getByTestId('footer-content');
  };

  it("shows the standard notice in the visitor's language while the footer text is empty", () => {
    expect(renderFooter('')).toHaveTextContent('footer.notice');
  });

  it("shows the operator's footer text once set", () => {
    expect(renderFooter('© Our studio, since 2019')).toHaveTextContent('© Our studio, since 2019');
  });
});
