/**
 * What a visitor reads is in their language, the product's own data included, and every link
 * keeps it. The main pages (header and footer with them) are opened in every locale, and fail
 * on (a) a seeded English text of the product (category names and descriptions, token
 * packages, content pages, menus, home-page promotions, the footer's line) on a page of
 * another language, unless that language's translation is the same words; (b) a link into
 * the site that drops the locale: on /ru/… every internal address starts with /ru, and on a
 * Dutch page (the default, no prefix) none carries another locale's prefix. The seeded texts
 * are read from the seed's own modules, so a text added there is checked without a change here.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, adultContext, buyTokens, chooseLocale, newBuyer } from './fixtures';
import { DEMO_CATEGORIES, DEMO_PACKAGES } from '@/server/seed/demo-content';
import { DEMO_MENUS, DEMO_POSTS, DEMO_PROMOS } from '@/server/seed/demo-pages';
import { LOCALES, DEFAULT_LOCALE, type Locale } from '@/shared/constants';

type Translated = { en: string; translations: Partial<Record<string, string>> };

/** The footer's standard line without the site's name, as every locale has it. */
const footerLine = (locale: Locale) =>
  (JSON.parse(readFileSync(`locales/${locale}/components.json`, 'utf8')) as Record<string, string>)['footer.notice'].replace(
    /^© \{\{siteName\}\}\.\s*/,
    '',
  );

/** Every English text of the product's seeded data, with what each locale says instead. */
const SEEDED: Translated[] = [
  ...DEMO_CATEGORIES.flatMap((c) => [
    { en: c.name, translations: c.nameTranslations },
    { en: c.description, translations: c.descriptionTranslations },
  ]),
  ...DEMO_PACKAGES.flatMap((p) => [
    { en: p.name, translations: p.nameTranslations },
    { en: p.description, translations: p.descriptionTranslations },
  ]),
  ...DEMO_POSTS.flatMap((post) => [
    { en: post.title, translations: Object.fromEntries(Object.entries(post.translations).map(([l, t]) => [l, t.title])) },
    { en: post.content, translations: Object.fromEntries(Object.entries(post.translations).map(([l, t]) => [l, t.content])) },
  ]),
  ...DEMO_MENUS.map((menu) => ({ en: menu.title, translations: menu.titleTranslations })),
  ...DEMO_PROMOS.flatMap((promo) => [
    { en: promo.title, translations: promo.titleTranslations },
    { en: promo.text, translations: promo.textTranslations },
  ]),
  { en: footerLine('en'), translations: Object.fromEntries(LOCALES.map((locale) => [locale, footerLine(locale)])) },
];

/** The English texts that must not show in `locale`: those its translation does not say alike. */
const foreignIn = (locale: Locale) => SEEDED.filter((text) => text.translations[locale] !== text.en).map((text) => text.en);

/** `text` as a whole word or phrase ("Men" is not in "Mensen"). */
const wholeWords = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The page's internal links that do not keep `locale`. */
async function linksLeaving(page: Page, locale: Locale): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.filter((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return false;
    const path = url.pathname;
    // Files of the site (pictures, uploads) are the same in every language.
    if (/^\/(api|_next|uploads|demo)\//.test(path) || /\.[a-z0-9]+$/i.test(path)) return false;
    const inLocale = (l: Locale) => path === `/${l}` || path.startsWith(`/${l}/`);
    if (locale !== DEFAULT_LOCALE) return !inLocale(locale);
    return LOCALES.some((other) => other !== DEFAULT_LOCALE && inLocale(other));
  });
}

/** Opens `path` in `locale` once it has settled (no list still loading, `ready` shown) and returns what it does wrong. */
async function problemsOf(page: Page, locale: Locale, path: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const url = `${prefixOf(locale)}${path === '/' && locale !== DEFAULT_LOCALE ? '' : path}`;
  await page.goto(url || '/');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await ready(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('footer-content')).toBeVisible();
  const text = await page.locator('body').innerText();
  const untranslated = locale === 'en' ? [] : foreignIn(locale).filter((english) => wholeWords(english).test(text));
  return [
    ...untranslated.map((english) => `${url}: English "${english}"`),
    ...(await linksLeaving(page, locale)).map((href) => `${url}: link ${href}`),
  ];
}

/** A page that is whole once nothing on it is loading: its heading shown. */
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

async function signedIn(context: BrowserContext, baseURL: string, token: string, role: string) {
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'role', value: role, url: baseURL },
  ]);
}

async function loginToken(request: APIRequestContext, path: string, username: string) {
  const res = await request.post(path, { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.token as string;
}

test('the main pages show the product’s data in the visitor’s language and keep it in every link', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await newBuyer(request, 'Lina Locale');
  const buyerToken = await buyTokens(request, buyer, 250);

  const visitor = await adultContext(browser, baseURL!);
  const viewer = await adultContext(browser, baseURL!);
  await signedIn(viewer, baseURL!, buyerToken, 'user');
  const [visitorPage, viewerPage] = [await visitor.newPage(), await viewer.newPage()];

  const problems: string[] = [];
  for (const locale of LOCALES) {
    // The language a visitor chose is remembered in a cookie, and the address without a prefix follows it.
    await chooseLocale(visitor, baseURL!, locale);
    await chooseLocale(viewer, baseURL!, locale);
    problems.push(
      ...(await problemsOf(visitorPage, locale, '/', settled)),
      ...(await problemsOf(visitorPage, locale, '/category/girls', settled)),
      ...(await problemsOf(visitorPage, locale, '/profile/demo-performer', settled)),
      ...(await problemsOf(visitorPage, locale, '/page/terms', settled)),
      ...(await problemsOf(visitorPage, locale, '/page/privacy', settled)),
      ...(await problemsOf(viewerPage, locale, '/user/buy-tokens', async (page) => {
        await expect(page.getByTestId('token-package')).toHaveCount(DEMO_PACKAGES.length);
      })),
      ...(await problemsOf(viewerPage, locale, '/user/token-history', async (page) => {
        await page.getByRole('tab').nth(1).click();
        await expect(page.getByTestId('token-purchases').getByTestId('order-status')).toHaveCount(1);
      })),
    );
  }
  expect(problems).toEqual([]);
});

test('the performer’s “Go live”, the login, the 403 page and the logout keep the language', async ({ browser, baseURL, request }) => {
  const performer = await adultContext(browser, baseURL!);
  await signedIn(performer, baseURL!, await loginToken(request, '/api/auth/performers/login', 'demo-performer'), 'performer');
  await chooseLocale(performer, baseURL!, 'ru');
  const page = await performer.newPage();
  await page.goto('/ru');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Выйти в эфир', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/live\/lovense\/demo-performer$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.goto('/ru/user/buy-tokens');
  await expect(page).toHaveURL(/\/ru\/403$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.goto('/ru');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Выйти', exact: true }).click();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await expect(page).toHaveURL(/\/ru$/);

  await page.goto('/ru/user/buy-tokens');
  await expect(page).toHaveURL(/\/ru\/auth\/login\/user$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
