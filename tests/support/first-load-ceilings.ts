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
  '/admin/audit-log': 408,
  '/admin/categories': 379,
  '/admin/commission': 356,
  '/admin/menus': 382,
  '/admin/packages': 383,
  '/admin/posts': 379,
  '/admin/promos': 460,
  '/admin/settings': 375,
  '/admin/vouchers': 416,
  '/performer/account-settings': 487,
  '/performer/galleries': 403,
  '/performer/payment-information': 384,
  '/performer/videos': 399,
  '/studio/account-settings': 424,
  '/studio/payment-information': 384,
  '/studio/payout-requests': 277,
  '/user/account-settings': 425,
};
