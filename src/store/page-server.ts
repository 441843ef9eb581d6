/**
 * getServerSideProps for every page: enforces the page's access rules, loads the
 * translations, and on a full page load the initial state (public settings, UI
 * settings with menus, performer categories and the signed-in account) that the
 * browser's store starts from. Client-side navigations skip the initial state:
 * the browser already has it. While maintenance mode replaces the page, the page's
 * own loader does not run: the visitor gets the maintenance page only. A page shared
 * with signed-in viewers (`sharedWhenSignedIn`), asked for by a viewer the web server
 * let have it, is rendered as for a visitor, with the account left to the browser.
 */
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { accessRedirect, pageNamespaces, showsMaintenance, type PageAccess, type Session } from '@/lib/page';

export type { Session };
import { ApiError, get } from '@/lib/http';
import { apiGetMe } from '@/features/account/api';
import { AUTH_COOKIE_DAYS, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, ROLE_COOKIE, TOKEN_COOKIE, type Role } from '@/shared/constants';
import { SHARED_PAGE_HEADER, SHARED_VIEWER_HEADER, SHARED_WITH_SIGNED_IN } from '@/shared/shared-pages';
import type { Category, PublicSettings, UiSettings } from '@/shared/schemas/settings';
import type { CurrentAccount } from '@/shared/schemas/profile';
import type { RootState } from './store';
import { initialAuthState } from '@/features/auth/slice';
import nextI18nConfig from '../../next-i18next.config';

type Loader<P> = (ctx: GetServerSidePropsContext, session: Session) => Promise<GetServerSidePropsResult<P>>;

const isDataRequest = (ctx: GetServerSidePropsContext) =>
  ctx.req.headers['x-nextjs-data'] === '1' || Boolean(ctx.req.url?.startsWith('/_next/data/'));

/** Whether this request of a signed-in viewer gets the page rendered for every such viewer alike. */
const isSharedRender = (access: PageAccess, ctx: GetServerSidePropsContext) =>
  Boolean(access.sharedWhenSignedIn) && ctx.req.headers[SHARED_VIEWER_HEADER] === SHARED_WITH_SIGNED_IN;

const expiredCookie = (name: string) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`;

const withLocale = (locale: string, path: string) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '' : path}`);

async function loadInitialState(session: Session): Promise<{ state: Partial<RootState>; account: CurrentAccount | null }> {
  const { token, role, locale } = session;
  const [publicSettings, uiSettings, categories, account] = await Promise.all([
    get<PublicSettings>('/settings/public', undefined, { token: null }),
    get<UiSettings>('/settings/public', { group: 'ui', locale }, { token: null }),
    get<{ data: Category[] }>('/performer-categories', { locale }, { token: null }).then((r) => r.data),
    token && role
      ? apiGetMe(role, token).catch((err: unknown) => {
          if (err instanceof ApiError && (err.statusCode === 401 || err.statusCode === 403)) return null;
          throw err;
        })
      : Promise.resolve(null as CurrentAccount | null),
  ]);
  return {
    account,
    state: {
      settings: { public: publicSettings, ui: uiSettings },
      performers: { list: { data: [], total: 0, requesting: false, error: null }, categories },
      account: {
        current: account,
        update: { requesting: false, success: false, error: null },
        suspend: { requesting: false, success: false, error: null },
      },
      auth: { ...initialAuthState, loggedIn: Boolean(account) },
    },
  };
}

/** Builds a page's getServerSideProps from its access rules and an optional loader of its own. */
export function serverPageProps<P extends object = Record<string, unknown>>(access: PageAccess, load?: Loader<P>): GetServerSideProps {
  return async (ctx) => {
    const locale = ctx.locale ?? DEFAULT_LOCALE;
    const cookies = ctx.req.cookies;
    const dataRequest = isDataRequest(ctx);

    // A visitor who chose another language comes back to it (the URL prefix decides otherwise).
    const chosen = cookies[LOCALE_COOKIE];
    if (
      !dataRequest &&
      locale === DEFAULT_LOCALE &&
      chosen &&
      chosen !== DEFAULT_LOCALE &&
      (LOCALES as readonly string[]).includes(chosen)
    ) {
      const alreadyDefault = ctx.req.url?.startsWith(`/${DEFAULT_LOCALE}`);
      if (!alreadyDefault) return { redirect: { destination: withLocale(chosen, ctx.resolvedUrl), permanent: false } };
    }

    const shared = !dataRequest && isSharedRender(access, ctx);
    // A shared page knows nobody's account: the browser loads the viewer's after it.
    const session: Session = shared ? { locale } : { token: cookies[TOKEN_COOKIE], role: cookies[ROLE_COOKIE] as Role | undefined, locale };
    let initialState: Partial<RootState> | null = null;
    if (!dataRequest) {
      const loaded = await loadInitialState(session);
      initialState = shared ? { ...loaded.state, auth: { ...initialAuthState, restoring: true } } : loaded.state;
      if (shared) ctx.res.setHeader(SHARED_PAGE_HEADER, SHARED_WITH_SIGNED_IN);
      // The page's own loader reuses it rather than asking GET /me again.
      session.account = loaded.account ?? undefined;
      if (session.token && !loaded.account) {
        // The token expired or was revoked: forget it so the visitor sees the logged-out site.
        ctx.res.setHeader('Set-Cookie', [expiredCookie(TOKEN_COOKIE), expiredCookie(ROLE_COOKIE)]);
        session.token = undefined;
        session.role = undefined;
      }
    }

    const denied = accessRedirect(access, session.token, session.role);
    if (denied) return { redirect: { destination: withLocale(locale, denied), permanent: false } };

    const maintenance = Boolean(initialState?.settings?.public?.maintenanceMode);
    // The role of the account the token belongs to, not the role cookie's word.
    const replaced = showsMaintenance(maintenance, access, initialState?.account?.current?.role);
    const own = load && !replaced ? await load(ctx, session) : { props: {} as P };
    if ('notFound' in own) return own;
    // A loader names a path of the site without the language: the visitor's is kept.
    if ('redirect' in own) {
      const { destination } = own.redirect;
      return { redirect: { ...own.redirect, destination: destination.startsWith('/') ? withLocale(locale, destination) : destination } };
    }
    const ownProps = await own.props;
    return {
      props: {
        ...ownProps,
        ...(initialState ? { initialState } : {}),
        ...(await serverSideTranslations(locale, pageNamespaces(access), nextI18nConfig)),
      },
    };
  };
}

export { AUTH_COOKIE_DAYS };
