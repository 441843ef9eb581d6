/**
 * Ceilings (kB, gzip) of the first-load JavaScript of the pages that are not within their
 * budget yet (FIRST_LOAD_BUDGET): what each weighed when last measured, plus 2 %. The
 * browser tests fail when a page grows past its ceiling (tests/e2e/first-load.spec.ts), so
 * that what was won is kept. Lower a ceiling when a page gets lighter (`npm run bench --
 * bundle` prints the figures); remove it once the page meets its budget.
 */
export const FIRST_LOAD_CEILINGS_KB: Record<string, number> = {
  '/admin/accounts': 446,
  '/admin/accounts/[id]': 490,
  '/admin/audit-log': 410,
  '/admin/categories': 380,
  '/admin/commission': 358,
  '/admin/menus': 383,
  '/admin/packages': 384,
  '/admin/posts': 381,
  '/admin/promos': 462,
  '/admin/settings': 377,
  '/admin/vouchers': 418,
  '/performer/account-settings': 488,
  '/performer/galleries': 404,
  '/performer/payment-information': 385,
  '/performer/videos': 401,
  '/studio/account-settings': 424,
  '/studio/payment-information': 385,
  '/user/account-settings': 425,
};
