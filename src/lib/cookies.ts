/**
 * The browser's auth and locale cookies (docs/api.md#authentication). Every read and
 * write of these cookies goes through here so that names, lifetime and flags stay
 * the same everywhere; server code reads them from the request instead.
 */
import Cookies from 'js-cookie';
import {
  AUTH_COOKIE_DAYS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  ROLE_COOKIE,
  ROLES,
  TOKEN_COOKIE,
  type Locale,
  type Role,
} from '@/shared/constants';

// 'lax' keeps the cookies on top-level navigations from other sites (links in
// mails) while withholding them from cross-site form posts.
const authAttributes: Cookies.CookieAttributes = { expires: AUTH_COOKIE_DAYS, path: '/', sameSite: 'lax' };

/** The API token of the signed-in account, or undefined when signed out. */
export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

/** The signed-in account's role; an unknown value counts as none (the cookie is editable). */
export function getRole(): Role | undefined {
  const role = Cookies.get(ROLE_COOKIE);
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : undefined;
}

/** Stores token and role for 365 days after a login. */
export function setAuthCookies(token: string, role: Role): void {
  Cookies.set(TOKEN_COOKIE, token, authAttributes);
  Cookies.set(ROLE_COOKIE, role, authAttributes);
}

/** Forgets token and role (logout, revoked session). Path must match the one they were set with. */
export function clearAuthCookies(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(ROLE_COOKIE, { path: '/' });
}

/** Remembers the chosen language; Next reads NEXT_LOCALE to pick the locale on the next visit. */
export function setLocaleCookie(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: LOCALE_COOKIE_DAYS, path: '/', sameSite: 'lax' });
}
