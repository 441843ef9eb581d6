/**
 * What a page declares about itself: its layout and who may see it. The layout
 * switcher reads it in the browser; `serverPageProps` enforces it on the server.
 */
import type { NextPage } from 'next';
import { ACCOUNT_NAMESPACE, ADMIN_NAMESPACE, NAMESPACES, type LayoutName, type PageNamespace, type Role } from '@/shared/constants';
import type { CurrentAccount } from '@/shared/schemas/profile';

export interface PageAccess {
  /** One of the layouts (LAYOUTS); public when missing or unknown. */
  layout?: LayoutName;
  /** The role (or roles) a visitor must hold. */
  role?: Role | readonly Role[];
  /** Any logged-in account may see the page. */
  authenticate?: boolean;
  /** The page stays open while maintenance mode is on (the login administrators use). */
  openDuringMaintenance?: boolean;
  /**
   * The page shows a signed-in viewer what it shows the visitors of their language and
   * country, but for the viewer's own parts (the header's account corner, the favourite
   * hearts), which the browser loads after it (`restoreSession`). The server then renders
   * it without the account, for every such viewer alike, so that the page cache keeps one
   * page for all of them (src/shared/shared-pages.ts).
   */
  sharedWhenSignedIn?: boolean;
  /** Translation namespaces the page's parts read beyond those of its layout (`'live'`). */
  namespaces?: readonly PageNamespace[];
}

/** Who a page is rendered for: the visitor's token and role (when signed in) and language. */
export interface Session {
  token?: string;
  role?: Role;
  locale: string;
  /**
   * The signed-in account as GET /me gave it for the page's first state, so a loader
   * need not ask again; missing on a client-side navigation (no first state is loaded).
   */
  account?: CurrentAccount;
}

/**
 * The reducers of the features a page uses beyond the app shell's, under their slices'
 * names (`{ tips, shows }`); the store holds them while the page shows (src/store/features.ts).
 */
export type PageFeatures = Record<string, (...args: never[]) => unknown>;

export type AppPage<P = object> = NextPage<P> & { access?: PageAccess; features?: PageFeatures };

/** Attaches the page's access rules, and the reducers of the features it uses, to its component. */
export function definePage<P>(component: NextPage<P>, access: PageAccess, features?: PageFeatures): AppPage<P> {
  return Object.assign(component, { access, features });
}

const rolesOf = (access: PageAccess) => (access.role ? (Array.isArray(access.role) ? access.role : [access.role]) : []) as Role[];

/** True for pages under the studio area: their login is the studio login. */
const isStudioPage = (access: PageAccess) => rolesOf(access).length === 1 && rolesOf(access)[0] === 'studio';

/**
 * Where a visitor goes instead of the page, or null when they may see it
 * (docs/domain.md#signing-in-and-page-access).
 */
export function accessRedirect(access: PageAccess, token: string | undefined, role: string | undefined): string | null {
  const roles = rolesOf(access);
  if (!roles.length && !access.authenticate) return null;
  if (!token || !role) return isStudioPage(access) ? '/studio/login' : '/auth/login/user';
  if (roles.length && !roles.includes(role as Role)) return '/403';
  return null;
}

/**
 * Whether maintenance mode replaces this page for this visitor: every page does, except
 * the pages open during maintenance (the login) and, for administrators, the admin area.
 */
export function showsMaintenance(maintenance: boolean, access: PageAccess | undefined, role: string | null | undefined): boolean {
  if (!maintenance || access?.openDuringMaintenance) return false;
  return !(access?.layout === 'admin' && role === 'admin');
}

/** Layouts whose pages use the account area's and the sign-in forms' texts. */
const ACCOUNT_LAYOUTS: readonly (LayoutName | undefined)[] = ['default', 'auth', 'admin'];

/**
 * The translation namespaces a page loads: every page the shared ones, the account
 * area and the sign-in forms theirs, the administration its own, and a page those it
 * names. What a page's
 * components read must be among them (tests/unit/page-namespaces.test.ts).
 */
export function pageNamespaces(access: PageAccess): string[] {
  const namespaces: string[] = [...NAMESPACES];
  if (ACCOUNT_LAYOUTS.includes(access.layout)) namespaces.push(ACCOUNT_NAMESPACE);
  if (access.layout === 'admin') namespaces.push(ADMIN_NAMESPACE);
  namespaces.push(...(access.namespaces ?? []));
  return namespaces;
}
